import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Sailors enter sailings themselves and staff run Segla from the admin area (issue 13).
 * - `start_groups`: which entries a group takes (an SRS range and/or boat types, one per line),
 *   and the sailing's default group for entries no rule places (docs/product.md §11).
 * - `sailings.entry_deadline`: the last entry time, a Stockholm wall-clock `YYYY-MM-DDTHH:MM`.
 * - `competitors.sail_config`: the sail configuration an entry was made with, named by the boat
 *   model field it chose the rating from (`RATING_VARIANTS` of `@segla/core/sailing`).
 * - `boats`: an own SRS value with its certificate year, for a boat without (or unlike) a model.
 * - `clubs.is_active`: a deactivated club is kept with its history but hidden from lists.
 * - `feedback.handled_at`: when staff marked a message handled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('start_groups').addColumn('min_rating', t.double).execute();
  await db.schema.alterTable('start_groups').addColumn('max_rating', t.double).execute();
  await db.schema
    .alterTable('start_groups')
    .addColumn('boat_types', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('start_groups')
    .addColumn('is_default', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
    .execute();
  await db.schema.alterTable('sailings').addColumn('entry_deadline', 'text').execute();
  await db.schema
    .alterTable('competitors')
    .addColumn('sail_config', 'text', (c) =>
      c.check(
        sql`sail_config in ('srs', 'srs_no_flying', 'srs_shorthanded', 'srs_shorthanded_no_flying')`,
      ),
    )
    .execute();
  await db.schema.alterTable('boats').addColumn('own_srs', t.double).execute();
  await db.schema.alterTable('boats').addColumn('certificate_year', 'integer').execute();
  await db.schema
    .alterTable('clubs')
    .addColumn('is_active', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(true)))
    .execute();
  await db.schema.alterTable('feedback').addColumn('handled_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feedback').dropColumn('handled_at').execute();
  await db.schema.alterTable('clubs').dropColumn('is_active').execute();
  await db.schema.alterTable('boats').dropColumn('certificate_year').execute();
  await db.schema.alterTable('boats').dropColumn('own_srs').execute();
  await db.schema.alterTable('competitors').dropColumn('sail_config').execute();
  await db.schema.alterTable('sailings').dropColumn('entry_deadline').execute();
  for (const column of ['is_default', 'boat_types', 'max_rating', 'min_rating']) {
    await db.schema.alterTable('start_groups').dropColumn(column).execute();
  }
}
