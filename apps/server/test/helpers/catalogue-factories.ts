import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../../src/app.ts';
import { createAdmin } from '../../src/cli/account-commands.ts';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseKind } from '../../src/db/database.ts';
import type { SailingStatus } from '../../src/db/schema.ts';
import type { TestApp } from './build-test-app.ts';
import { GOOD_PASSWORD, login, makeClub, registerSailor, uniqueEmail } from './factories.ts';
import { MemoryMailTransport } from './memory-mail.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * Factories for the catalogue tests (clubs, courses, sailors, boats, boat models, feedback):
 * signed-in actors, rows the catalogue refers to, images and multipart bodies.
 */

export type AuthHeaders = { authorization: string };

/** A signed-in user: the Authorization header, and who they are. */
export interface Actor {
  headers: AuthHeaders;
  userId: number;
  email: string;
}

async function signIn(t: TestApp, email: string, password: string): Promise<AuthHeaders> {
  const { access } = await login(t, email, password);
  return { authorization: `Bearer ${access}` };
}

/** A club and its signed-in club account. */
export async function makeClubActor(
  t: TestApp,
  overrides: { slug?: string; name?: string } = {},
): Promise<Actor & { clubId: number; slug: string }> {
  const club = await makeClub(t, overrides);
  return {
    headers: await signIn(t, club.email, club.password),
    userId: club.userId,
    email: club.email,
    clubId: club.clubId,
    slug: club.slug,
  };
}

/** A registered, signed-in sailor (optionally a member of a club) and their profile's id. */
export async function makeSailorActor(
  t: TestApp,
  overrides: { club?: number | null; firstName?: string; lastName?: string } = {},
): Promise<Actor & { sailorId: number }> {
  const { email, password, id } = await registerSailor(t, { club: overrides.club ?? null });
  const db = t.testDatabase.database.db;
  const sailor = await db
    .selectFrom('sailors')
    .select('id')
    .where('user_id', '=', id)
    .executeTakeFirstOrThrow();
  if (overrides.firstName !== undefined || overrides.lastName !== undefined) {
    await db
      .updateTable('sailors')
      .set({ first_name: overrides.firstName ?? '', last_name: overrides.lastName ?? '' })
      .where('id', '=', sailor.id)
      .execute();
  }
  return { headers: await signIn(t, email, password), userId: id, email, sailorId: sailor.id };
}

/** A signed-in staff user, made as `create-admin` does. */
export async function makeStaffActor(t: TestApp): Promise<Actor> {
  const email = uniqueEmail('admin');
  const userId = await createAdmin(t.testDatabase.database.db, { email, password: GOOD_PASSWORD });
  return { headers: await signIn(t, email, GOOD_PASSWORD), userId, email };
}

/** A sailor profile without an account (a skipper a club keeps), straight into the database. */
export async function insertSailor(
  t: TestApp,
  values: { firstName?: string; lastName?: string; clubId?: number | null } = {},
): Promise<number> {
  const { id } = await t.testDatabase.database.db
    .insertInto('sailors')
    .values({
      slug: `seglare-${randomBytes(5).toString('hex')}`,
      first_name: values.firstName ?? '',
      last_name: values.lastName ?? '',
      club_id: values.clubId ?? null,
      picture: null,
      user_id: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A boat model straight into the database. */
export async function insertBoatModel(
  t: TestApp,
  values: { name?: string; srs?: number; srsNoFlying?: number | null } = {},
): Promise<number> {
  const { id } = await t.testDatabase.database.db
    .insertInto('boat_models')
    .values({
      name: values.name ?? `Modell ${randomBytes(4).toString('hex')}`,
      srs: values.srs ?? 1.0,
      srs_no_flying: values.srsNoFlying ?? null,
      srs_shorthanded: null,
      srs_shorthanded_no_flying: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A sailing of a club straight into the database (the sailings API is another module's). */
export async function insertSailing(
  t: TestApp,
  clubId: number,
  values: {
    startDate?: string;
    startTime?: string | null;
    status?: SailingStatus;
    courseId?: number | null;
  } = {},
): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await t.testDatabase.database.db
    .insertInto('sailings')
    .values({
      club_id: clubId,
      serie_id: null,
      course_id: values.courseId ?? null,
      name: `Onsdagssegling ${randomBytes(2).toString('hex')}`,
      start_date: values.startDate ?? '2026-05-13',
      start_time: values.startTime === undefined ? '18:30:00' : values.startTime,
      status: values.status ?? 'upcoming',
      verified_result: false,
      is_finished: false,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A competitor entered in a sailing, straight into the database. */
export async function insertCompetitor(
  t: TestApp,
  sailingId: number,
  values: {
    name?: string;
    boatName?: string;
    boatType?: string;
    sailNumber?: string;
    clubName?: string;
    rating?: number | null;
    sailorId?: number | null;
  } = {},
): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await t.testDatabase.database.db
    .insertInto('competitors')
    .values({
      sailing_id: sailingId,
      start_group_id: null,
      sailor_id: values.sailorId ?? null,
      boat_id: null,
      name: values.name ?? '',
      boat_name: values.boatName ?? '',
      boat_type: values.boatType ?? '',
      sail_number: values.sailNumber ?? '',
      club_name: values.clubName ?? '',
      rating: values.rating === undefined ? 1 : values.rating,
      start: null,
      finish_time: null,
      elapsed_time: null,
      code: null,
      code_points: null,
      redress_method: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Rows of a table: to check that a refused request changed nothing. */
export async function countRows(
  t: TestApp,
  table: 'clubs' | 'courses' | 'sailors' | 'boats' | 'boat_models' | 'feedback' | 'stored_files',
): Promise<number> {
  const row = await t.testDatabase.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The search words of one entity, in order. */
export async function searchWordsOf(
  t: TestApp,
  entityType: 'club' | 'sailor',
  entityId: number,
): Promise<string[]> {
  const rows = await t.testDatabase.database.db
    .selectFrom('search_words')
    .select('word')
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.word);
}

/** A small PNG of one colour. */
export function pngImage(width = 8, height = 8): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 0, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
}

/** A small WebP of one colour. */
export function webpImage(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#fc0' } })
    .webp()
    .toBuffer();
}

/** A JPEG carrying EXIF metadata: a camera make and a GPS position, as phones write them. */
export function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 12, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Segelkamera', Model: 'Bris 1', ImageDescription: 'Skeppsholmen' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '59/1 19/1 2/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '18/1 4/1 58/1',
      },
    })
    .toBuffer();
}

export interface MultipartFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body, as a browser sends a form with files. */
export function multipart(fields: Record<string, string | MultipartFile>): {
  payload: Buffer;
  headers: { 'content-type': string };
} {
  const boundary = `----segla${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const head =
      typeof value === 'string'
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; ` +
          `filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`;
    parts.push(Buffer.from(head), typeof value === 'string' ? Buffer.from(value) : value.data);
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A multipart request through `app.inject`, with the caller's headers. */
export function multipartRequest(
  t: TestApp,
  options: Omit<InjectOptions, 'payload' | 'headers'> & { headers?: Record<string, string> },
  fields: Record<string, string | MultipartFile>,
): Promise<LightMyRequestResponse> {
  const body = multipart(fields);
  return t.request({
    ...options,
    payload: body.payload,
    headers: { ...options.headers, ...body.headers },
  });
}

/** A test app whose database counts the queries it runs, to check lists stay at a fixed count. */
export async function buildCountingTestApp(
  kind: DatabaseKind,
): Promise<TestApp & { queryCount(): number }> {
  let queries = 0;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'segla-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://segla.example',
    SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
  });
  const testDatabase = await createTestDatabase(kind, {
    onQuery: () => {
      queries += 1;
    },
  });
  const mail = new MemoryMailTransport();
  const app = await buildApp({ config, database: testDatabase.database, mailTransport: mail });
  await app.ready();
  // The mailer polls the outbox in the background; stop it so only requests count.
  await app.services.mailer.stop();
  return {
    app,
    config,
    testDatabase,
    mail,
    request: (options) => app.inject(options),
    queryCount: () => queries,
    async close() {
      await app.close();
      await testDatabase.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** How many queries one request runs. */
export async function queriesOf(
  t: TestApp & { queryCount(): number },
  options: InjectOptions,
): Promise<{ count: number; response: LightMyRequestResponse }> {
  const before = t.queryCount();
  const response = await t.request(options);
  return { count: t.queryCount() - before, response };
}
