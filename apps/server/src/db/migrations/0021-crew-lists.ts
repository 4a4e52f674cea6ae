import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Crew lists (issue 31; docs/product.md §18).
 * - `crew_members`: who sails on an entry besides the skipper: a name as typed, or a Segla
 *   sailor (`sailor_id`) who confirms from her mail (`confirmed_at`, null until then).
 * - `competitors.persons_on_board`: the number of people on board the skipper gave (null: not
 *   given; the safety tally then counts the skipper and the listed crew).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('crew_members')
    .addColumn('id', t.id, t.idModifier)
    .addColumn('competitor_id', 'integer', (c) =>
      c.notNull().references('competitors.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sailor_id', 'integer', (c) => c.references('sailors.id').onDelete('cascade'))
    .addColumn('confirmed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('crew_members_competitor')
    .on('crew_members')
    .column('competitor_id')
    .execute();
  // One sailor is on an entry's crew once.
  await db.schema
    .createIndex('crew_members_competitor_sailor')
    .on('crew_members')
    .columns(['competitor_id', 'sailor_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('crew_members_sailor')
    .on('crew_members')
    .column('sailor_id')
    .execute();
  await db.schema.alterTable('competitors').addColumn('persons_on_board', 'integer').execute();
}

// No `down`: migrations only go forward (0019).
