import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { DatabaseKind } from '../../src/db/database.ts';
import type { DB } from '../../src/db/schema.ts';
import { MemoryMailTransport } from './memory-mail.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  testDatabase: TestDatabase;
  /** The app's database, for factories and checks. */
  db: Kysely<DB>;
  mail: MemoryMailTransport;
  /** JSON request through `app.inject`. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: NodeJS.ProcessEnv;
  webRoot?: string | null;
  /** Turns logging on, into this stream. */
  logStream?: NodeJS.WritableStream;
  /** Told the SQL of every query the app's database runs (see `queryCounter`). */
  onQuery?: (sql: string) => void;
  /**
   * The database as the app should see it (e.g. `transactionGate().wrap`); the test's own `db`
   * stays the real one.
   */
  wrapDatabase?: (db: Kysely<DB>) => Kysely<DB>;
  /**
   * Hold every answer to its route's response schema (on by default): a drift from the contract
   * the web app relies on is answered 500 and printed, so the test fails (response-contract.ts).
   */
  checkResponses?: boolean;
  /**
   * The database to run on (e.g. `copyTestDatabase` of a fixture), instead of a fresh migrated
   * one; the app closes and removes it with the rest. `onQuery` does not apply to it.
   */
  testDatabase?: TestDatabase;
  /** Runs on the built app before it is ready, e.g. to register a route of the test's own. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
}

/** The real app on a fresh database of `kind`, with mail kept in memory. */
export async function buildTestApp(
  kind: DatabaseKind,
  overrides: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'segla-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://segla.example',
    SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
    ...overrides.env,
  });
  const onQuery = overrides.onQuery;
  const testDatabase =
    overrides.testDatabase ??
    (await createTestDatabase(
      kind,
      onQuery ? { onQuery: (event) => onQuery(event.query.sql) } : {},
    ));
  const mail = new MemoryMailTransport();
  const wrapDatabase = overrides.wrapDatabase;
  const app = await buildApp({
    config,
    database: wrapDatabase
      ? { ...testDatabase.database, db: wrapDatabase(testDatabase.database.db) }
      : testDatabase.database,
    mailTransport: mail,
    webRoot: overrides.webRoot ?? null,
    logger: overrides.logStream !== undefined,
    logStream: overrides.logStream,
    checkResponses: (overrides.checkResponses ?? true) && {
      // Printed where the failing test shows it (the log is usually off).
      onViolation: (violation) => console.error(violation.message),
    },
  });
  await overrides.beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    testDatabase,
    db: testDatabase.database.db,
    mail,
    request: (options) => app.inject(options),
    async close() {
      await app.close();
      await testDatabase.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Counts the queries requests run, for checking that lists and details cost a fixed number of
 * queries whatever the number of rows: pass `onQuery` to `buildTestApp`, then `count` an action.
 * The queries of the background timers (mail outbox, throttle pruning) are not counted, since
 * they run whenever their timers fire.
 */
export function queryCounter() {
  let count = 0;
  return {
    onQuery: (sql: string) => {
      if (!/outbound_mail|throttle_hits/.test(sql)) count += 1;
    },
    /** Runs `action` and returns how many queries it ran. */
    count: async (action: () => Promise<unknown>): Promise<number> => {
      const before = count;
      await action();
      return count - before;
    },
  };
}
