import type { Kysely } from 'kysely';

/**
 * A finishing position without a time (issue 14, docs/product.md §16): Sailwave's fleets scored
 * by place ("Place" starts) keep the order boats crossed the line, and the scoring core ranks a
 * scratch fleet by it when every finisher has one. Null for the usual timed finish.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('competitors').addColumn('finish_position', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('competitors').dropColumn('finish_position').execute();
}
