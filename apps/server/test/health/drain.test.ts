import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/local-url.ts';
import { startServer, waitForServer } from '../helpers/run-node.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/test-database.ts';

/** Long enough to be seen from here on a busy machine; the test never waits it out idly. */
const DRAIN_MS = 4000;

describe.each(databaseKinds)('the server process draining on SIGTERM (%s)', (kind) => {
  let dataDir: string;
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'segla-drain-'));
    testDatabase = await createTestDatabase(kind);
    // The server opens the database itself.
    await testDatabase.database.close();
  });
  afterAll(async () => {
    await testDatabase.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('turns /readyz to 503 first, keeps serving /healthz and the API, then exits 0', async () => {
    const port = await freePort();
    const child = startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: testDatabase.url,
      PORT: String(port),
      DEMO_DATA: 'off',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    const base = `http://127.0.0.1:${port}`;
    await waitForServer(child, port);

    const ready = await fetch(`${base}/readyz`);
    expect(ready.status, output).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });

    child.kill('SIGTERM');
    // The signal arrives asynchronously: ask until readiness is off.
    let draining: Response | null = null;
    for (let i = 0; i < 200 && draining === null; i++) {
      const response = await fetch(`${base}/readyz`);
      if (response.status === 503) draining = response;
      else await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(draining?.status, output).toBe(503);
    expect(await draining!.json()).toMatchObject({ status: 'draining' });
    // Still serving: the process answers, and so does the API.
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect((await fetch(`${base}/api/clubs/`)).status).toBe(200);

    expect(await exited).toBe(0);
    expect(output).toContain('draining, then shutting down');
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });
});
