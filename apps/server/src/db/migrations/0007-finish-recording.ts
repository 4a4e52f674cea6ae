import type { Kysely } from 'kysely';
import { columnTypes, sqlIn } from './column-types.ts';

/** Unique index of client_writes, also how a second insert of one id is recognised. */
export const CLIENT_WRITE_INDEX = 'client_writes_client_id_unique';

/**
 * The Målgång page (issue 12). `client_writes` remembers every write a device sent with its own
 * id, with the answer it got, so a retry is answered again instead of applied twice; a row is
 * written in the transaction of the write it records. `sailing_changes` is the change log of a
 * sailing: every change to a start time, finish, elapsed time, code, rating or start group, by
 * whom and which device, before and after, and what became of it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const text = 'text' as const;

  await db.schema
    .createTable('client_writes')
    .addColumn('id', t.id, t.idModifier)
    .addColumn('client_id', text, (c) => c.notNull())
    /** What the id was used for, e.g. 'competitor-timing:12': another use of it is refused. */
    .addColumn('operation', text, (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('body', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex(CLIENT_WRITE_INDEX)
    .on('client_writes')
    .column('client_id')
    .unique()
    .execute();

  await db.schema
    .createTable('sailing_changes')
    .addColumn('id', t.id, t.idModifier)
    .addColumn('sailing_id', 'integer', (c) =>
      c.notNull().references('sailings.id').onDelete('cascade'),
    )
    .addColumn('competitor_id', 'integer', (c) =>
      c.references('competitors.id').onDelete('set null'),
    )
    .addColumn('start_group_id', 'integer', (c) =>
      c.references('start_groups.id').onDelete('set null'),
    )
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('device', text)
    .addColumn('kind', text, (c) =>
      c
        .notNull()
        .check(sqlIn('kind', ['finish', 'elapsed', 'code', 'start_time', 'rating', 'start_group'])),
    )
    .addColumn('before', text)
    .addColumn('after', text)
    .addColumn('stamped', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
    .addColumn('status', text, (c) =>
      c.notNull().check(sqlIn('status', ['applied', 'kept', 'conflict', 'reverted'])),
    )
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sailing_changes_sailing_idx')
    .on('sailing_changes')
    .columns(['sailing_id', 'id'])
    .execute();
  for (const column of ['competitor_id', 'start_group_id', 'user_id']) {
    await db.schema
      .createIndex(`sailing_changes_${column}_idx`)
      .on('sailing_changes')
      .column(column)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sailing_changes').execute();
  await db.schema.dropTable('client_writes').execute();
}
