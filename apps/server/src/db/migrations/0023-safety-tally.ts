import type { Kysely } from 'kysely';
import { sqlIn } from './column-types.ts';

/**
 * The safety tally "Säkerhet" and the sailor's mobile number (issue 31; docs/product.md
 * "Säkerhet").
 * - `safety_tally`: one row per boat that has been tapped "Ute" or "I land" (no row: not out),
 *   with when the tap was made and who made it (signed as the club's writes are, or the
 *   sailor's own name for her "Vi är i land"). Apart from `competitors`, so a tap never bumps
 *   the results' version.
 * - `sailors.mobile_number`: "Mobilnummer", '+46…' or '' for none; read by the tally only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('safety_tally')
    .addColumn('competitor_id', 'integer', (c) =>
      c.primaryKey().references('competitors.id').onDelete('cascade'),
    )
    .addColumn('state', 'text', (c) => c.notNull().check(sqlIn('state', ['out', 'ashore'])))
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('device', 'text')
    .execute();
  await db.schema
    .alterTable('sailors')
    .addColumn('mobile_number', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

// No `down`: migrations only go forward (0019).
