import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { DatabaseKind } from '../../src/db/database.ts';
import { MemoryMailTransport } from './memory-mail.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  testDatabase: TestDatabase;
  mail: MemoryMailTransport;
  /** JSON request through `app.inject`. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The real app on a fresh database of `kind`, with mail kept in memory. */
export async function buildTestApp(
  kind: DatabaseKind,
  overrides: {
    env?: NodeJS.ProcessEnv;
    webRoot?: string | null;
    /** Turns logging on, into this stream. */
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'segla-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://segla.example',
    SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
    ...overrides.env,
  });
  const testDatabase = await createTestDatabase(kind);
  const mail = new MemoryMailTransport();
  const app = await buildApp({
    config,
    database: testDatabase.database,
    mailTransport: mail,
    webRoot: overrides.webRoot ?? null,
    logger: overrides.logStream !== undefined,
    logStream: overrides.logStream,
  });
  await app.ready();
  return {
    app,
    config,
    testDatabase,
    mail,
    request: (options) => app.inject(options),
    async close() {
      await app.close();
      await testDatabase.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
