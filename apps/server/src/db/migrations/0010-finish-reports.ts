import { sql, type Kysely } from 'kysely';
import { columnTypes, dialectOf, sqlIn } from './column-types.ts';

/** The change log's kinds before and after this migration (0007 had the first six). */
const KINDS_0007 = ['finish', 'elapsed', 'code', 'start_time', 'rating', 'start_group'];
const KINDS_0010 = [...KINDS_0007, 'report', 'approval'];
const STATUSES = ['applied', 'kept', 'conflict', 'reverted'];

/**
 * Sailors report their own finish (issue 13, item 7; docs/product.md §11 "Rapporterade
 * måltider").
 * - `competitors`: the sailor's reported finish clock time, her note, when it came, and
 *   `report_status`: null (none, or one kept only for the record), 'pending' (waiting for the
 *   club) or 'approved'.
 * - `sailings.reported_finishes`: whether a report counts at once ('immediately') or only once
 *   the club has approved it ('after_approval').
 * - `sailing_changes.kind` accepts 'report' and 'approval'. SQLite cannot alter a CHECK, so the
 *   table is rebuilt there (new table, copy, drop, rename, indexes back); PostgreSQL swaps the
 *   constraint.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('competitors').addColumn('reported_finish', 'text').execute();
  await db.schema
    .alterTable('competitors')
    .addColumn('reported_note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('competitors').addColumn('reported_at', 'text').execute();
  await db.schema
    .alterTable('competitors')
    .addColumn('report_status', 'text', (c) =>
      c.check(sql`report_status in ('pending', 'approved')`),
    )
    .execute();
  await db.schema
    .alterTable('sailings')
    .addColumn('reported_finishes', 'text', (c) =>
      c
        .notNull()
        .defaultTo('after_approval')
        .check(sql`reported_finishes in ('immediately', 'after_approval')`),
    )
    .execute();
  await setChangeKinds(db, KINDS_0010);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from sailing_changes where kind in ('report', 'approval')`.execute(db);
  await setChangeKinds(db, KINDS_0007);
  await db.schema.alterTable('sailings').dropColumn('reported_finishes').execute();
  for (const column of ['report_status', 'reported_at', 'reported_note', 'reported_finish']) {
    await db.schema.alterTable('competitors').dropColumn(column).execute();
  }
}

async function setChangeKinds(db: Kysely<unknown>, kinds: string[]): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    // 0007 declared the check inline: PostgreSQL named it <table>_<column>_check.
    await sql`alter table sailing_changes drop constraint if exists sailing_changes_kind_check`.execute(
      db,
    );
    await sql`alter table sailing_changes add constraint sailing_changes_kind_check check (${sqlIn('kind', kinds)})`.execute(
      db,
    );
    return;
  }
  await rebuildSqliteChanges(db, kinds);
}

/** The SQLite table as 0007 made it, with `kinds` allowed; its rows copied over. */
async function rebuildSqliteChanges(db: Kysely<unknown>, kinds: string[]): Promise<void> {
  const t = columnTypes(db);
  const text = 'text' as const;
  await db.schema
    .createTable('sailing_changes_rebuilt')
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
    .addColumn('kind', text, (c) => c.notNull().check(sqlIn('kind', kinds)))
    .addColumn('before', text)
    .addColumn('after', text)
    .addColumn('stamped', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
    .addColumn('status', text, (c) => c.notNull().check(sqlIn('status', STATUSES)))
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  const columns = sql.raw(
    'id, sailing_id, competitor_id, start_group_id, user_id, device, kind, before, after, stamped, status, created_at',
  );
  await sql`insert into sailing_changes_rebuilt (${columns}) select ${columns} from sailing_changes`.execute(
    db,
  );
  await db.schema.dropTable('sailing_changes').execute();
  await sql`alter table sailing_changes_rebuilt rename to sailing_changes`.execute(db);
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
