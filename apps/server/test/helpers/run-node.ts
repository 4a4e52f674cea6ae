import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForUrl } from './local-url.ts';

export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const repoRoot = path.resolve(serverRoot, '../..');

/** Runs the command line as `npm run segla --` does, with the given environment. */
export function runCli(args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(serverRoot, 'src/cli.ts'), ...args],
    {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** runCli without waiting: for several commands at once. */
export async function runCliAsync(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { code, stdout, stderr } = await spawnCli(args, env).done;
  return { code, stdout, stderr };
}

/** Starts the server as `npm start` runs it (without the web build step). */
export function startServer(env: NodeJS.ProcessEnv) {
  return spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves once the server started by `startServer` answers on `port` (at most 20 s). */
export function waitForServer(child: ChildProcess, port: number): Promise<void> {
  return waitForUrl(`http://127.0.0.1:${port}/api/openapi.json`, child, {
    timeoutMs: 20_000,
    intervalMs: 100,
  });
}

/** Starts the command line as a child without waiting, so the test can act while it runs. */
export function spawnCli(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(serverRoot, 'src/cli.ts'), ...args],
    { cwd: repoRoot, env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const done = new Promise<{
    code: number | null;
    signal: string | null;
    stdout: string;
    stderr: string;
  }>((resolve) => child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })));
  return { child, done };
}
