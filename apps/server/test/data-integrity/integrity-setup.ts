import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { buildApp } from '../../src/app.ts';
import { createClub } from '../../src/cli/account-commands.ts';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseKind } from '../../src/db/database.ts';
import type { DB } from '../../src/db/schema.ts';
import { MemoryMailTransport } from '../helpers/memory-mail.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

/**
 * The few accounts, requests and images the data-integrity tests need, built on `buildTestApp`
 * and the command line's `createClub` only, so these tests do not follow the shared factories
 * while those are being reworked.
 */

const PASSWORD = 'Bris-över-Mälaren-42';
let counter = 0;
const unique = () => `${process.pid}-${++counter}-${randomBytes(3).toString('hex')}`;

/** What these tests use of an app: requests, and its database for setting up and checking. */
export interface TestApp {
  testDatabase: { database: { db: Kysely<DB> } };
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const dbOf = (t: TestApp): Kysely<DB> => t.testDatabase.database.db;

/**
 * A gate in front of the app's transactions: once armed with `n`, the next `n` transactions
 * wait for each other before they begin. Requests racing past a service's check (which runs
 * before its transaction) then write together, whatever the scheduling of the database driver;
 * waiting outside the transaction holds no connection, so SQLite's single one stays free.
 */
export function transactionGate() {
  let waiting: (() => void)[] = [];
  let count = Infinity;
  const release = () => {
    count = Infinity;
    for (const go of waiting) go();
    waiting = [];
  };
  const pass = () =>
    count === Infinity
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          waiting.push(resolve);
          if (waiting.length >= count) release();
          // A test that starts fewer transactions than it armed for must not hang.
          else setTimeout(release, 2000);
        });
  const bound = <T extends object>(target: T, override: Partial<Record<keyof T, unknown>>) =>
    new Proxy(target, {
      get(object, property) {
        if (property in override) return override[property as keyof T];
        const value: unknown = Reflect.get(object, property, object);
        // Kysely's classes keep private fields: their methods must see the real object.
        return typeof value === 'function'
          ? ((value as (...args: unknown[]) => unknown).bind(object) as unknown)
          : value;
      },
    });
  return {
    /** The database as the app should see it. */
    wrap: (db: Kysely<DB>): Kysely<DB> => {
      return bound(db, {
        transaction: () => {
          const builder = db.transaction();
          return bound(builder, {
            execute: async <T>(
              work: (trx: Parameters<Parameters<typeof builder.execute>[0]>[0]) => Promise<T>,
            ) => {
              await pass();
              return builder.execute(work);
            },
          });
        },
      });
    },
    /** The next `n` transactions wait for each other (once). */
    arm: (n: number) => {
      count = n;
    },
  };
}

/** The real app on a fresh database, seeing it as `wrap` makes it. */
export async function buildAppWithDatabase(
  kind: DatabaseKind,
  wrap: (db: Kysely<DB>) => Kysely<DB>,
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'segla-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://segla.example',
    SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
  });
  const testDatabase = await createTestDatabase(kind);
  const database = { ...testDatabase.database, db: wrap(testDatabase.database.db) };
  const app = await buildApp({
    config,
    database,
    mailTransport: new MemoryMailTransport(),
    webRoot: null,
  });
  await app.ready();
  return {
    testDatabase,
    request: (options) => app.inject(options),
    async close() {
      await app.close();
      await testDatabase.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Actor {
  headers: { authorization: string };
}

async function signIn(t: TestApp, email: string): Promise<Actor['headers']> {
  const response = await t.request({
    method: 'POST',
    url: '/auth/jwt/create/',
    payload: { email, password: PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return { authorization: `Bearer ${response.json<{ access: string }>().access}` };
}

/** A club (made as the command line makes it) and its signed-in club account. */
export async function clubActor(
  t: TestApp,
  name: string,
): Promise<Actor & { clubId: number; slug: string }> {
  const slug = `klubb-${unique()}`;
  const email = `klubb.${unique()}@example.se`;
  const { clubId } = await createClub(dbOf(t), { slug, name, email, password: PASSWORD });
  return { headers: await signIn(t, email), clubId, slug };
}

/** A sailor registered through the API, signed in, with her profile's id. */
export async function sailorActor(
  t: TestApp,
): Promise<Actor & { sailorId: number; email: string }> {
  const email = `seglare.${unique()}@example.se`;
  const response = await t.request({
    method: 'POST',
    url: '/auth/users/',
    payload: { email, password: PASSWORD, club: '', terms: true },
    // Registrations are throttled per address.
    remoteAddress: `10.77.${counter % 250}.${Math.floor(Math.random() * 250)}`,
  });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  const userId = response.json<{ id: number }>().id;
  const profile = await dbOf(t)
    .selectFrom('sailors')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  await dbOf(t)
    .updateTable('sailors')
    .set({ first_name: 'Anna', last_name: `Ek ${counter}` })
    .where('id', '=', profile.id)
    .execute();
  return { headers: await signIn(t, email), sailorId: profile.id, email };
}

/** A JSON request that must answer `status`; returns the body. */
export async function expectJson<T>(
  t: TestApp,
  options: InjectOptions,
  status: number,
): Promise<T> {
  const response = await t.request(options);
  if (response.statusCode !== status) {
    throw new Error(`${JSON.stringify(options.url)}: ${response.statusCode} ${response.body}`);
  }
  return response.json<T>();
}

/** A PNG of one colour: each colour is another content hash, so another stored file. */
export function png(red: number, green = 80, blue = 160): Promise<Buffer> {
  return sharp({
    create: { width: 6, height: 4, channels: 3, background: { r: red, g: green, b: blue } },
  })
    .png()
    .toBuffer();
}

/** A multipart/form-data request with one image field (and text fields). */
export function upload(
  t: TestApp,
  options: { method: 'PATCH' | 'PUT' | 'POST'; url: string; headers: Record<string, string> },
  field: string,
  image: Buffer,
  text: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const boundary = `----segla${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(text)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(`${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="bild.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return t.request({
    ...options,
    payload: Buffer.concat(parts),
    headers: { ...options.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
