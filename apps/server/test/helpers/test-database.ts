import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  createDatabase,
  type Database,
  type DatabaseKind,
  type DatabaseOptions,
} from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

/** The databases server tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface TestDatabase {
  database: Database;
  url: string;
  /** Closes the connection and removes the database. */
  cleanup(): Promise<void>;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A SQLite file in a temporary folder, made by `fill` (migrating or copying into `url`). */
async function temporarySqlite(fill: (url: string) => Promise<Database>): Promise<TestDatabase> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'segla-test-'));
  const url = path.join(dir, 'test.sqlite3');
  const database = await fill(url);
  return {
    database,
    url,
    async cleanup() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A new PostgreSQL database on the server of TEST_DATABASE_URL, made by `fill`. */
async function temporaryPostgres(fill: (url: string) => Promise<Database>): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `segla_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabaseName(adminUrl, name);
  const database = await fill(url);
  return {
    database,
    url,
    async cleanup() {
      await database.close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A fresh, migrated database of its own: a SQLite file in a temporary folder, or a new
 * PostgreSQL database on the server of TEST_DATABASE_URL, dropped again by cleanup().
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  options: DatabaseOptions = {},
): Promise<TestDatabase> {
  const fill = async (url: string) => {
    const database = createDatabase(url, options);
    await migrateToLatest(database.db);
    return database;
  };
  return kind === 'sqlite' ? temporarySqlite(fill) : temporaryPostgres(fill);
}

/** A database of its own with nothing in it, not migrated (for tests of migrating itself). */
export function emptyTestDatabase(
  kind: DatabaseKind,
  options: DatabaseOptions = {},
): Promise<TestDatabase> {
  const fill = (url: string) => Promise.resolve(createDatabase(url, options));
  return kind === 'sqlite' ? temporarySqlite(fill) : temporaryPostgres(fill);
}

/** A database made at some earlier schema, as kept in a file (test/upgrades/fixtures). */
export interface DatabaseFixture {
  /** A SQLite database file, copied. */
  sqliteFile: string;
  /** A plain-SQL dump (pg_dump --inserts) without psql commands, loaded with one query. */
  postgresSql: string;
}

/**
 * A database of its own holding a copy of `fixture`, NOT migrated: the test migrates it. Like
 * createTestDatabase, a temporary SQLite file or a new PostgreSQL database, removed by cleanup().
 */
export async function copyTestDatabase(
  kind: DatabaseKind,
  fixture: DatabaseFixture,
  options: DatabaseOptions = {},
): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    return temporarySqlite((url) => {
      copyFileSync(fixture.sqliteFile, url);
      return Promise.resolve(createDatabase(url, options));
    });
  }
  return temporaryPostgres(async (url) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(readFileSync(fixture.postgresSql, 'utf8'));
    } finally {
      await client.end();
    }
    return createDatabase(url, options);
  });
}
