import { Kysely, PostgresDialect, SqliteDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';
import { RefuseNulPlugin } from './refuse-nul-plugin.ts';
import type { SqliteResultsNotices } from './results-notices.ts';
import { openSqlite } from './sqlite-database.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** What it was opened with: the results' LISTEN connection opens PostgreSQL again. */
  url: string;
  /** SQLite: the notices of result changes (decision 0038); PostgreSQL NOTIFYs them instead. */
  resultsNotices?: SqliteResultsNotices;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Called for every query; used to count queries in tests and benchmarks. */
  onQuery?: (event: LogEvent) => void;
}

/** int8 (counts, bigint ids) as numbers: every value we keep fits in 2^53. */
const INT8_OID = 20;
const parseInt8 = (value: string): number => Number.parseInt(value, 10);
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary'): unknown =>
    oid === INT8_OID
      ? parseInt8
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/** Opens the database named by `url`: `postgres://…` for PostgreSQL, else a SQLite file. */
export function createDatabase(url: string, options: DatabaseOptions = {}): Database {
  const log = options.onQuery;
  const plugins = [new RefuseNulPlugin()];
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      types: pgTypes,
      max: 10,
      // No JIT compilation and no parallel workers: the app's statements are short, and a
      // large estimated cost (the search's subqueries, decision 0039) made PostgreSQL spend
      // 50–200 ms compiling, or several starting workers for, a statement that runs in a few.
      options: '-c jit=off -c max_parallel_workers_per_gather=0',
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log, plugins });
    return { db, kind: 'postgres', url, close: () => db.destroy() };
  }
  const file = url.replace(/^sqlite:(\/\/)?/, '');
  const { database, resultsNotices } = openSqlite(file);
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database }), log, plugins });
  return { db, kind: 'sqlite', url, resultsNotices, close: () => db.destroy() };
}
