import { sql, type Kysely } from 'kysely';
import { dialectOf, sqlIn } from './column-types.ts';

/**
 * Changes the values a column's CHECK allows (a new role, a new kind of change-log entry).
 * PostgreSQL drops and re-adds the constraint (`<table>_<column>_check`, the name it gives an
 * inline check). SQLite cannot alter a CHECK: the table is made again from its own stored
 * definition with the new list, its rows copied over and its indexes and triggers restored.
 * The table must not be referenced by another table's foreign key (dropping it would cascade).
 */
export async function setCheckedValues(
  db: Kysely<unknown>,
  table: string,
  column: string,
  values: readonly string[],
): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    const constraint = sql.id(`${table}_${column}_check`);
    await sql`alter table ${sql.id(table)} drop constraint if exists ${constraint}`.execute(db);
    await sql`alter table ${sql.id(table)} add constraint ${constraint} check (${sqlIn(column, values)})`.execute(
      db,
    );
    return;
  }
  const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where tbl_name = ${table}`.execute(db);
  const definition = rows.find((row) => row.type === 'table')?.sql;
  if (!definition) throw new Error(`no table ${table}`);
  const check = new RegExp(`check \\("${column}" in \\([^)]*\\)\\)`, 'i');
  if (!check.test(definition)) throw new Error(`no check on ${table}.${column}`);
  const list = values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ');
  const rebuilt = `${table}_rebuilt`;
  const created = definition
    .replace(check, `check ("${column}" in (${list}))`)
    .replace(/^create table\s+"?[^"\s(]+"?/i, `create table "${rebuilt}"`);
  await sql.raw(created).execute(db);
  await sql`insert into ${sql.id(rebuilt)} select * from ${sql.id(table)}`.execute(db);
  await sql`drop table ${sql.id(table)}`.execute(db);
  await sql`alter table ${sql.id(rebuilt)} rename to ${sql.id(table)}`.execute(db);
  // Indexes and triggers went with the old table; their stored SQL makes them again.
  for (const row of rows) {
    if ((row.type === 'index' || row.type === 'trigger') && row.sql) {
      await sql.raw(row.sql).execute(db);
    }
  }
}
