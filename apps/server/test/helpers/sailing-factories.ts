import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createAdmin } from '../../src/cli/account-commands.ts';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseKind } from '../../src/db/database.ts';
import type { TestApp } from './build-test-app.ts';
import { GOOD_PASSWORD, login, makeClub, registerSailor, uniqueEmail } from './factories.ts';
import { MemoryMailTransport } from './memory-mail.ts';
import { createTestDatabase } from './test-database.ts';

/** Factories for the series, sailing, start group and competitor tests. */

export interface Session {
  token: string;
  userId: number;
  email: string;
}

export interface ClubSession extends Session {
  clubId: number;
  slug: string;
  name: string;
}

export interface SailorSession extends Session {
  sailorId: number;
}

/** `Authorization` header of a session. */
export function bearer(session: Session | null) {
  return session ? { authorization: `Bearer ${session.token}` } : {};
}

/** A club and its signed-in club account. */
export async function clubSession(t: TestApp, name?: string): Promise<ClubSession> {
  const club = await makeClub(t, name ? { name } : {});
  const { access } = await login(t, club.email, club.password);
  const row = await t.testDatabase.database.db
    .selectFrom('clubs')
    .select('name')
    .where('id', '=', club.clubId)
    .executeTakeFirstOrThrow();
  return {
    token: access,
    userId: club.userId,
    email: club.email,
    clubId: club.clubId,
    slug: club.slug,
    name: row.name,
  };
}

/** A registered, signed-in sailor with her profile; names set when given. */
export async function sailorSession(
  t: TestApp,
  names: { first_name?: string; last_name?: string } = {},
): Promise<SailorSession> {
  const { email, password, id } = await registerSailor(t);
  const { access } = await login(t, email, password);
  const db = t.testDatabase.database.db;
  const profile = await db
    .selectFrom('sailors')
    .select('id')
    .where('user_id', '=', id)
    .executeTakeFirstOrThrow();
  if (names.first_name !== undefined || names.last_name !== undefined) {
    await db.updateTable('sailors').set(names).where('id', '=', profile.id).execute();
  }
  return { token: access, userId: id, email, sailorId: profile.id };
}

/** A signed-in staff account, made as the command line does. */
export async function staffSession(t: TestApp): Promise<Session> {
  const email = uniqueEmail('admin');
  const userId = await createAdmin(t.testDatabase.database.db, { email, password: GOOD_PASSWORD });
  const { access } = await login(t, email, GOOD_PASSWORD);
  return { token: access, userId, email };
}

/** A course of a club, written straight to the database (the courses module is not ours). */
export async function makeCourse(t: TestApp, clubId: number, name = 'Bana A') {
  const { id } = await t.testDatabase.database.db
    .insertInto('courses')
    .values({
      club_id: clubId,
      name,
      length_nm: 5.5,
      map: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A boat (with a boat model when `srs` is given), written straight to the database. */
export async function makeBoat(
  t: TestApp,
  options: { ownerId?: number | null; name?: string; sailNumber?: string; srs?: number } = {},
) {
  const db = t.testDatabase.database.db;
  const now = new Date().toISOString();
  let modelId: number | null = null;
  if (options.srs !== undefined) {
    const model = await db
      .insertInto('boat_models')
      .values({
        name: `Modell ${Math.random().toString(36).slice(2, 10)}`,
        srs: options.srs,
        srs_no_flying: null,
        srs_shorthanded: null,
        srs_shorthanded_no_flying: null,
        created_at: now,
      })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    modelId = model.id;
  }
  const { id } = await db
    .insertInto('boats')
    .values({
      name: options.name ?? 'Vindil',
      sail_number: options.sailNumber ?? 'SWE 123',
      boat_model_id: modelId,
      owner_id: options.ownerId ?? null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Expects a status code, showing the body when it differs. */
export function expectStatus(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
}

/** Creates a series through the API. */
export async function createSeries(
  t: TestApp,
  session: Session,
  payload: Record<string, unknown> = {},
) {
  const response = await t.request({
    method: 'POST',
    url: '/api/series/',
    headers: bearer(session),
    payload: { name: 'Onsdagsserien', ...payload },
  });
  expectStatus(response, 201);
  return response.json<{ id: number; name: string }>();
}

/** Creates a sailing through the API (unpublished unless `status` says otherwise). */
export async function createSailing(
  t: TestApp,
  session: Session,
  payload: Record<string, unknown> = {},
) {
  const response = await t.request({
    method: 'POST',
    url: '/api/sailings/',
    headers: bearer(session),
    payload: { name: 'Onsdagssegling', start_date: '2026-05-13', start_time: '18:30', ...payload },
  });
  expectStatus(response, 201);
  return response.json<{ id: number; name: string }>();
}

/** Creates a start group through the API. */
export async function createStartGroup(
  t: TestApp,
  session: Session,
  sailingId: number,
  payload: Record<string, unknown> = {},
) {
  const response = await t.request({
    method: 'POST',
    url: '/api/start-groups/',
    headers: bearer(session),
    payload: { sailing: sailingId, name: 'SRS kölbåt', ...payload },
  });
  expectStatus(response, 201);
  return response.json<{ id: number; start_time: string | null }>();
}

/** Creates a competitor through the API. */
export async function createCompetitor(
  t: TestApp,
  session: Session,
  sailingId: number,
  payload: Record<string, unknown> = {},
) {
  const response = await t.request({
    method: 'POST',
    url: '/api/competitors/',
    headers: bearer(session),
    payload: { sailing: sailingId, name: 'Anna Ek', boat_name: 'Vindil', ...payload },
  });
  expectStatus(response, 201);
  return response.json<{ id: number; start: string | null }>();
}

/** Counts rows of a table (optionally where a column has a value). */
export async function countRows(
  t: TestApp,
  table: 'series' | 'sailings' | 'start_groups' | 'competitors' | 'users' | 'sailors',
): Promise<number> {
  const row = await t.testDatabase.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Records every domain event the app emits. */
export function recordEvents(t: TestApp) {
  const seen: { type: string; event: unknown }[] = [];
  const offs = (['sailing.changed', 'results.changed', 'sailing.deleted'] as const).map((type) =>
    t.app.services.events.on(type, (event) => seen.push({ type, event })),
  );
  return {
    seen,
    clear: () => seen.splice(0),
    stop: () => offs.forEach((off) => off()),
  };
}

/**
 * The real app on a fresh database whose queries are counted: `queries()` returns the number
 * run since the last `reset()`. For checking that lists and details cost a fixed number of
 * queries whatever the number of rows.
 */
export async function buildQueryCountingApp(kind: DatabaseKind) {
  let count = 0;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'segla-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://segla.example',
    SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
  });
  const testDatabase = await createTestDatabase(kind, {
    onQuery: (event) => {
      // The mail outbox is polled in the background; only request queries count.
      if (!event.query.sql.includes('outbound_mail')) count += 1;
    },
  });
  const mail = new MemoryMailTransport();
  const app = await buildApp({ config, database: testDatabase.database, mailTransport: mail });
  await app.ready();
  const t: TestApp = {
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
  return {
    t,
    reset: () => {
      count = 0;
    },
    queries: () => count,
  };
}

/** A multipart/form-data body of text fields, as the web client sends forms. */
export function multipartBody(fields: Record<string, string>) {
  const boundary = '----segla-sailing-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
