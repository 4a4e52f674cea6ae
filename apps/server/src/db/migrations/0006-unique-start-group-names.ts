import { sql, type Kysely } from 'kysely';

/** Index name, also how a violation is recognised in PostgreSQL (`error.constraint`). */
export const START_GROUP_NAME_INDEX = 'start_groups_sailing_name_unique';

/**
 * A start group's name is its fleet in the series (docs/product.md §11), so two groups of one
 * sailing may not share it: the service refuses it with a Swedish message, and this index keeps
 * two concurrent requests from both passing. A database that already has such twins keeps
 * every group; the later ones get their id appended, so the series can be scored again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update start_groups set name = name || ' (' || cast(id as text) || ')'
    where exists (
      select 1 from start_groups earlier
      where earlier.sailing_id = start_groups.sailing_id
        and earlier.name = start_groups.name
        and earlier.id < start_groups.id
    )`.execute(db);
  await db.schema
    .createIndex(START_GROUP_NAME_INDEX)
    .on('start_groups')
    .columns(['sailing_id', 'name'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex(START_GROUP_NAME_INDEX).execute();
}
