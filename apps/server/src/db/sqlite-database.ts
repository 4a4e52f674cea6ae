import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import {
  RESULTS_CHANGED_FUNCTION,
  resultsNoticeKey,
  type ResultsNoticeKind,
  type SqliteResultsNotices,
} from './results-notices.ts';

const MAX_CACHED_STATEMENTS = 1000;

/** better-sqlite3 refuses JS booleans as parameters; SQLite stores them as 0/1. */
function toSqliteParameters(parameters: ReadonlyArray<unknown>): unknown[] {
  return parameters.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value));
}

/**
 * Opens the embedded SQLite database. WAL lets readers run beside the writer; synchronous=FULL
 * syncs the WAL on every commit, so an acknowledged write survives a killed process and also a
 * lost machine; busy_timeout makes a second process (the command line) wait instead of failing.
 */
export function openSqlite(file: string): {
  database: SqliteDatabase;
  raw: BetterSqlite3.Database;
  resultsNotices: SqliteResultsNotices;
} {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const raw = new BetterSqlite3(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = FULL');
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');
  const resultsNotices = watchResultsNotices(raw);

  // Kysely prepares every query anew; preparing costs more than running a small query, so
  // prepared statements are kept per SQL text (the set of query shapes is small and fixed).
  const statements = new Map<string, BetterSqlite3.Statement>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    // A statement still being iterated cannot run again: give that caller a fresh one.
    if (statement?.busy) return raw.prepare(sql);
    if (!statement) {
      statement = raw.prepare(sql);
      if (statements.size >= MAX_CACHED_STATEMENTS) statements.clear();
      statements.set(sql, statement);
    }
    return statement;
  };

  const database: SqliteDatabase = {
    close: () => raw.close(),
    prepare(sql: string): SqliteStatement {
      const statement = prepared(sql);
      return {
        get reader() {
          return statement.reader;
        },
        all: (parameters) => statement.all(...toSqliteParameters(parameters)),
        run: (parameters) => {
          const { changes, lastInsertRowid } = statement.run(...toSqliteParameters(parameters));
          return { changes, lastInsertRowid };
        },
        iterate: (parameters) => statement.iterate(...toSqliteParameters(parameters)),
      };
    },
  };
  return { database, raw, resultsNotices };
}

/**
 * Registers the function migration 0012's triggers call (every connection must have it, or
 * those writes fail) and hands its notices to the subscribers (decision 0038).
 */
function watchResultsNotices(raw: BetterSqlite3.Database): SqliteResultsNotices {
  const listeners = new Set<(key: string) => void>();
  raw.function(RESULTS_CHANGED_FUNCTION, { deterministic: false }, (kind, id) => {
    const key = resultsNoticeKey(kind as ResultsNoticeKind, Number(id));
    for (const listener of listeners) listener(key);
    return null;
  });
  const dataVersion = raw.prepare('PRAGMA data_version').pluck();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dataVersion: () => dataVersion.get() as number,
  };
}
