import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
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

/**
 * A fresh, migrated database of its own: a SQLite file in a temporary folder, or a new
 * PostgreSQL database on the server of TEST_DATABASE_URL, dropped again by cleanup().
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  options: DatabaseOptions = {},
): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'segla-test-'));
    const url = path.join(dir, 'test.sqlite3');
    const database = createDatabase(url, options);
    await migrateToLatest(database.db);
    return {
      database,
      url,
      async cleanup() {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `segla_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabaseName(adminUrl, name);
  const database = createDatabase(url, options);
  await migrateToLatest(database.db);
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
