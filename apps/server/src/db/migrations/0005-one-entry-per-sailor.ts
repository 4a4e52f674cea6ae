import { sql, type Kysely } from 'kysely';

/** Index name, also how a violation is recognised in PostgreSQL (`error.constraint`). */
export const ONE_ENTRY_PER_SAILOR_INDEX = 'competitors_sailing_sailor_unique';

/**
 * One entry per sailor per sailing, kept by the database: the service's check alone lets two
 * concurrent requests both pass. Entries without a sailor (most of a club's fleet) are free.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A database that already has a sailor entered twice keeps every entry (results unchanged)
  // but only the earliest stays linked to her, so the index can be created (decision 0016).
  await sql`
    update competitors set sailor_id = null
    where sailor_id is not null and exists (
      select 1 from competitors earlier
      where earlier.sailing_id = competitors.sailing_id
        and earlier.sailor_id = competitors.sailor_id
        and earlier.id < competitors.id
    )`.execute(db);
  await db.schema
    .createIndex(ONE_ENTRY_PER_SAILOR_INDEX)
    .on('competitors')
    .columns(['sailing_id', 'sailor_id'])
    .unique()
    .where(sql<boolean>`sailor_id is not null`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex(ONE_ENTRY_PER_SAILOR_INDEX).execute();
}
