import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/database.ts';
import { GOOD_PASSWORD } from '../helpers/factories.ts';
import { freePort } from '../helpers/local-url.ts';
import { startServer, waitForServer } from '../helpers/run-node.ts';

describe('the server process', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'segla-main-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('finishes a request in flight on SIGTERM, then exits 0', async () => {
    const port = await freePort();
    const child = startServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      DEMO_DATA: 'off',
      // No drain delay: this test is about the close itself (the drain: test/health/).
      SHUTDOWN_DRAIN_MS: '0',
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    await waitForServer(child, port);

    // Send the headers and half the body, so the request is in flight when the signal comes.
    const body = JSON.stringify({ email: 'ingen@example.se', password: 'fel-lösenord-123' });
    const half = Math.floor(body.length / 2);
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    let response = '';
    socket.on('data', (chunk: Buffer) => (response += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      `POST /auth/jwt/create/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.write(body.slice(half));
    await closed;

    expect(response).toMatch(/^HTTP\/1\.1 401/);
    expect(response).toContain('Inget aktivt konto hittades');
    expect(await exited).toBe(0);
    // Nothing secret reaches the log.
    expect(output).not.toContain('fel-lösenord-123');
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it('keeps an acknowledged registration when the process is killed right after', async () => {
    const port = await freePort();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'segla-kill-'));
    const child = startServer({ DATA_DIR: dir, PORT: String(port), DEMO_DATA: 'off' });
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    await waitForServer(child, port);
    const response = await fetch(`http://127.0.0.1:${port}/auth/users/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kvar@example.se', password: GOOD_PASSWORD, terms: true }),
    });
    expect(response.status).toBe(201);
    child.kill('SIGKILL');
    await exited;

    const database = createDatabase(path.join(dir, 'segla.sqlite3'));
    const user = await database.db
      .selectFrom('users')
      .select('email')
      .where('email', '=', 'kvar@example.se')
      .executeTakeFirst();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
    expect(user?.email).toBe('kvar@example.se');
  });
});
