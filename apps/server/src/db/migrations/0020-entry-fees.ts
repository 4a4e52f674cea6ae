import type { Kysely } from 'kysely';

/**
 * Entry fees with Swish (issue 31; docs/product.md §14, decision 0060).
 * - `clubs.swish_number`: the club's Swish number for organisations, digits only ('' none).
 * - `sailings` and `series`: `entry_fee`, `late_fee` (kronor, null none) and `late_from` (a
 *   Stockholm wall clock 'YYYY-MM-DDTHH:MM' from which an entry owes the late fee).
 * - `competitors.paid_at` and `paid_by`: when the club marked the entry paid, and who (the
 *   signature of the club log); null while unpaid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('clubs')
    .addColumn('swish_number', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  for (const table of ['sailings', 'series']) {
    await db.schema.alterTable(table).addColumn('entry_fee', 'integer').execute();
    await db.schema.alterTable(table).addColumn('late_fee', 'integer').execute();
    await db.schema.alterTable(table).addColumn('late_from', 'text').execute();
  }
  await db.schema.alterTable('competitors').addColumn('paid_at', 'text').execute();
  await db.schema.alterTable('competitors').addColumn('paid_by', 'text').execute();
}

// No `down`: migrations only go forward (0019).
