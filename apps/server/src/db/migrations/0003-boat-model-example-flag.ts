import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/** Marks boat models whose SRS values are example figures (the demo list), not official ones. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('boat_models')
    .addColumn('is_example', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('boat_models').dropColumn('is_example').execute();
}
