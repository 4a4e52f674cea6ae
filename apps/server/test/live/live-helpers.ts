import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createDatabase, type DatabaseKind } from '../../src/db/database.ts';
import type { LivePluginOptions } from '../../src/live/live-plugin.ts';
import type { LiveServerMessage } from '@segla/core';
import type { TestApp } from '../helpers/build-test-app.ts';
import { MemoryMailTransport } from '../helpers/memory-mail.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

export const PUBLIC_URL = 'https://segla.example';

export interface LiveTestApp extends TestApp {
  /** `ws://127.0.0.1:<port>/ws/` */
  wsUrl: string;
  port: number;
}

/**
 * The real app with the live plugin registered (as app.ts will once it is wired), listening on
 * an ephemeral loopback port. With `shared`, it runs on another instance's database (for the
 * two-instance tests) and leaves that database to its owner.
 */
export async function startLiveApp(
  kind: DatabaseKind,
  options: {
    live?: LivePluginOptions;
    shared?: TestDatabase;
    /** LISTEN/NOTIFY on the (PostgreSQL) test database, as instances of one deployment do. */
    crossInstance?: boolean;
    /** Told the SQL of every query (own database only). */
    onQuery?: (sql: string) => void;
  } = {},
): Promise<LiveTestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'segla-live-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL,
    SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
  });
  let testDatabase: TestDatabase;
  if (options.shared) {
    const database = createDatabase(options.shared.url);
    testDatabase = { database, url: options.shared.url, cleanup: () => database.close() };
  } else {
    const onQuery = options.onQuery;
    testDatabase = await createTestDatabase(
      kind,
      onQuery ? { onQuery: (event) => onQuery(event.query.sql) } : {},
    );
  }
  const mail = new MemoryMailTransport();
  const live: LivePluginOptions = {
    ...options.live,
    ...(options.crossInstance ? { databaseUrl: testDatabase.url } : {}),
  };
  const app = await buildApp({
    config,
    database: testDatabase.database,
    mailTransport: mail,
    live,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    app,
    config,
    testDatabase,
    db: testDatabase.database.db,
    mail,
    port: address.port,
    wsUrl: `ws://127.0.0.1:${address.port}/ws/`,
    request: (request) => app.inject(request),
    async close() {
      await app.close();
      await testDatabase.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A real websocket client that records what it receives. */
export class LiveTestClient {
  readonly messages: LiveServerMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly #checks = new Set<() => void>();

  private constructor(readonly socket: WebSocket) {
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
    socket.on('error', () => undefined);
    socket.on('message', (data: Buffer) => {
      this.messages.push(JSON.parse(data.toString()) as LiveServerMessage);
      for (const check of [...this.#checks]) check();
    });
  }

  /** Opens a connection; rejects with HandshakeRefused if the server answers with a status. */
  static connect(
    url: string,
    options: { origin?: string; localAddress?: string; headers?: Record<string, string> } = {},
  ): Promise<LiveTestClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, {
        ...(options.origin !== undefined ? { origin: options.origin } : {}),
        ...(options.localAddress !== undefined ? { localAddress: options.localAddress } : {}),
        headers: options.headers,
      });
      socket.once('open', () => resolve(new LiveTestClient(socket)));
      socket.once('unexpected-response', (_request, response) => {
        reject(new HandshakeRefused(response.statusCode ?? 0));
        socket.terminate();
      });
      socket.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  subscribe(topic: { club: string } | { sailing: number }, token?: string | null): void {
    this.send({ type: 'subscribe', ...topic, ...(token !== undefined ? { token } : {}) });
  }

  unsubscribe(topic: { club: string } | { sailing: number }): void {
    this.send({ type: 'unsubscribe', ...topic });
  }

  /** Resolves once `condition` holds (checked now and after every message). */
  waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
    if (condition()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!condition()) return;
        this.#checks.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.#checks.delete(check);
        const got = JSON.stringify(this.messages).slice(0, 600);
        reject(new Error(`not received in ${timeoutMs} ms; got ${got}`));
      }, timeoutMs);
      this.#checks.add(check);
    });
  }

  /** The first message received (or still to come) of `type` that `match` accepts. */
  async next<K extends LiveServerMessage['type']>(
    type: K,
    match: (message: Extract<LiveServerMessage, { type: K }>) => boolean = () => true,
    timeoutMs?: number,
  ): Promise<Extract<LiveServerMessage, { type: K }>> {
    const find = () => this.ofType(type).find(match);
    await this.waitFor(() => find() !== undefined, timeoutMs);
    return find()!;
  }

  /**
   * Sends a ping and waits for its pong: every message the server sent before it read the ping
   * has then arrived, as a websocket keeps order.
   */
  async barrier(): Promise<void> {
    const pongs = this.ofType('pong').length;
    this.send({ type: 'ping' });
    await this.waitFor(() => this.ofType('pong').length > pongs);
  }

  /** Messages of `type` received so far. */
  ofType<K extends LiveServerMessage['type']>(type: K) {
    return this.messages.filter(
      (message): message is Extract<LiveServerMessage, { type: K }> => message.type === type,
    );
  }

  /** Messages other than pongs. */
  get updates(): LiveServerMessage[] {
    return this.messages.filter((message) => message.type !== 'pong');
  }

  clear(): void {
    this.messages.splice(0);
  }

  close(): void {
    this.socket.terminate();
  }
}

export class HandshakeRefused extends Error {
  constructor(readonly status: number) {
    super(`handshake refused with ${status}`);
  }
}

/** Waits until `check` holds, polling (for state that has no event of its own). */
export async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
