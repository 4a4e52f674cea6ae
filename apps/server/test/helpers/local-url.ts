/**
 * A loopback port for a child process to listen on, and the wait until it answers there. Shared
 * by the server's process tests (run-node.ts), the browser tests' global setup
 * (e2e/support/global-setup.ts) and the web bench (bench/web-bench.ts): it lives here because
 * all three tsconfigs take it in by import and it needs nothing but Node.
 */
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** A free port on loopback (the OS picks it; free again once this returns). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface WaitForUrlOptions {
  /** How long to keep asking before giving up. */
  timeoutMs: number;
  /** The pause between two asks. */
  intervalMs?: number;
}

/**
 * Resolves once `url` answers 2xx. Fails at once when `child` has exited (its start failed:
 * waiting out the time limit would only hide why), and after `timeoutMs` otherwise. Each ask is
 * cut after 2 s, so a port that accepts but never answers does not stall the wait.
 */
export async function waitForUrl(
  url: string,
  child: ChildProcess,
  { timeoutMs, intervalMs = 200 }: WaitForUrlOptions,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const how = child.exitCode ?? child.signalCode;
      throw new Error(`${path.basename(child.spawnfile)} exited (${how}) before ${url} answered`);
    }
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
