import type { Kysely } from 'kysely';

/**
 * Whether a series has a published sailing (visibility.ts, `seriesHasPublishedSailing`) from
 * the index alone (issue 15, decision 0039): the series index of sailings also holds the status,
 * so the probe per series reads no table row. The home page counts the series everybody may see
 * this way, one probe per series, and search asks it of every series it finds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sailings_serie_id_idx').execute();
  await db.schema
    .createIndex('sailings_serie_id_idx')
    .on('sailings')
    .columns(['serie_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sailings_serie_id_idx').execute();
  await db.schema.createIndex('sailings_serie_id_idx').on('sailings').column('serie_id').execute();
}
