import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, waitForUrl } from '../../apps/server/test/helpers/local-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: its mail outbox holds the password-reset mails. */
    dataDir: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

function withoutNodeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_ENV: _nodeEnv, ...rest } = env;
  return rest;
}

/**
 * Builds and starts the real app exactly as `npm start` does (web build, migrations, SQLite in
 * a fresh DATA_DIR) on a free port, and tears it down after the run.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'segla-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    // As a shell's `npm start`: without vitest's NODE_ENV=test, which would make the web
    // build (run by start.mjs when dist/ is missing) a development build.
    // No drain delay on stop: nothing balances load in front of it.
    env: {
      ...withoutNodeEnv(process.env),
      PORT: String(port),
      DATA_DIR: dataDir,
      SHUTDOWN_DRAIN_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // 2 min: start.mjs builds the web app first when dist/ is missing.
  await waitForUrl(`${baseUrl}/api/openapi.json`, child, { timeoutMs: 120_000 });
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
