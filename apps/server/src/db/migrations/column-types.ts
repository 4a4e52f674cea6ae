import { SqliteAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/** Column helpers so one migration describes both SQLite and PostgreSQL. */
export function dialectOf(db: Kysely<unknown>): 'sqlite' | 'postgres' {
  return db.getExecutor().adapter instanceof SqliteAdapter ? 'sqlite' : 'postgres';
}

export function columnTypes(db: Kysely<unknown>) {
  const sqlite = dialectOf(db) === 'sqlite';
  return {
    /** Auto-increment integer primary key. */
    id: sqlite ? ('integer' as const) : ('integer' as const),
    idModifier: (col: ColumnDefinitionBuilder) =>
      sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity(),
    bool: sqlite ? ('integer' as const) : ('boolean' as const),
    boolDefault: (value: boolean) => (sqlite ? (value ? 1 : 0) : sql.lit(value)),
    blob: sqlite ? ('blob' as const) : ('bytea' as const),
    double: 'double precision' as const,
  };
}

/** A CHECK condition: `column` is one of `values`. */
export function sqlIn(column: string, values: readonly string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}
