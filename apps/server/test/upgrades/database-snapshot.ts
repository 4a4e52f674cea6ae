import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../../src/db/database.ts';

export interface DatabaseSnapshot {
  /** Tables with their columns, indexes, constraints and triggers, as the database defines them. */
  schema: unknown[];
  /** Every table's rows (kysely_migration's too), sorted. */
  rows: Record<string, string[]>;
}

async function schemaOf(db: Kysely<unknown>, kind: DatabaseKind): Promise<unknown[]> {
  if (kind === 'sqlite') {
    // sqlite_master holds each table's, index's and trigger's full CREATE statement.
    const { rows } = await sql`
      SELECT type, name, tbl_name, sql FROM sqlite_master
      WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name`.execute(db);
    return rows;
  }
  const parts = await Promise.all([
    sql`SELECT table_name, column_name, data_type, is_nullable, column_default
        FROM information_schema.columns WHERE table_schema = 'public'
        ORDER BY table_name, column_name`.execute(db),
    sql`SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'
        ORDER BY tablename, indexname`.execute(db),
    sql`SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS def
        FROM pg_constraint WHERE connamespace = 'public'::regnamespace
        ORDER BY 1, 2`.execute(db),
    sql`SELECT tgrelid::regclass::text AS table_name, tgname, pg_get_triggerdef(oid) AS def
        FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1, 2`.execute(db),
    sql`SELECT proname, pg_get_functiondef(oid) AS def FROM pg_proc
        WHERE pronamespace = 'public'::regnamespace ORDER BY 1`.execute(db),
  ]);
  return parts.map((part) => part.rows);
}

async function tablesOf(db: Kysely<unknown>, kind: DatabaseKind): Promise<string[]> {
  const { rows } =
    kind === 'sqlite'
      ? await sql<{ name: string }>`
          SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
          ORDER BY name`.execute(db)
      : await sql<{ name: string }>`
          SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(
          db,
        );
  return rows.map((row) => row.name);
}

/** The whole database as comparable data: its schema and every row of every table. */
export async function snapshotDatabase(
  db: Kysely<unknown>,
  kind: DatabaseKind,
): Promise<DatabaseSnapshot> {
  const rows: Record<string, string[]> = {};
  for (const table of await tablesOf(db, kind)) {
    const result = await sql`SELECT * FROM ${sql.table(table)}`.execute(db);
    rows[table] = result.rows.map((row) => JSON.stringify(row)).sort();
  }
  return { schema: await schemaOf(db, kind), rows };
}
