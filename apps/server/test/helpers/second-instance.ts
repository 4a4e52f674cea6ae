import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createDatabase } from '../../src/db/database.ts';
import type { TestApp } from './build-test-app.ts';
import { MemoryMailTransport } from './memory-mail.ts';

export type Instance = Pick<TestApp, 'request' | 'close'> & { app: TestApp['app'] };

/** A second instance of `t`'s database: its own pool, memory and LISTEN connection. */
export async function secondInstance(t: TestApp): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'segla-second-'));
  const database = createDatabase(t.testDatabase.url);
  const app = await buildApp({
    config: loadConfig({ ...process.env, DATA_DIR: dataDir, SECRET_KEY: t.config.secretKey }),
    database,
    mailTransport: new MemoryMailTransport(),
    webRoot: null,
    checkResponses: true,
  });
  await app.ready();
  return {
    app,
    request: (options) => app.inject(options),
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
