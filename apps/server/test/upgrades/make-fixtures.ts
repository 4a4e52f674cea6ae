/**
 * Makes the upgrade fixtures (decision 0043): the FIRST RELEASE's database (migrations
 * 0001–0017 with the demo data, seeded at FIXTURE_CLOCK) as a SQLite file and as a PostgreSQL
 * dump, and the answers of every read on it, one JSON file per database. Run by hand, from the
 * repository root, at the first release's commit only:
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     node --import tsx apps/server/test/upgrades/make-fixtures.ts
 *
 * NEVER remake the fixtures at a later schema version: they ARE the first release's schema and
 * data, and upgrade.test.ts checks that every later migration keeps them answering the same.
 * The script refuses to run once the migration list goes beyond the first release. The tests
 * never run it.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { createDatabase, type DatabaseKind } from '../../src/db/database.ts';
import { migrateToLatest, migrations } from '../../src/db/migrate.ts';
import type { DB } from '../../src/db/schema.ts';
import { seedDemo } from '../../src/demo/seed-demo.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { copyTestDatabase, createTestDatabase } from '../helpers/test-database.ts';
import {
  answerOf,
  FIRST_RELEASE_LAST_MIGRATION,
  FIXTURE_CLOCK,
  firstRelease,
  fixtureDir,
  readsFile,
  viewerHeaders,
  type RecordedRead,
  type RecordedReads,
  type Viewer,
} from './fixture-files.ts';

const names = Object.keys(migrations);
if (names.at(-1) !== FIRST_RELEASE_LAST_MIGRATION) {
  console.error(
    `Fixturerna är första versionens schema (t.o.m. ${FIRST_RELEASE_LAST_MIGRATION}) och får ` +
      `inte göras om med senare migreringar (${names.at(-1)}).`,
  );
  process.exit(1);
}
if (!process.env.TEST_DATABASE_URL) {
  console.error('TEST_DATABASE_URL behövs för PostgreSQL-fixturen.');
  process.exit(1);
}

/** Every `new Date()` and `Date.now()` answers FIXTURE_CLOCK, as in the test (frozen). */
function freezeClock(iso: string) {
  const RealDate = Date;
  const fixed = new RealDate(iso).getTime();
  class FrozenDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(fixed);
      else super(...(args as [string]));
    }
    static override now() {
      return fixed;
    }
  }
  globalThis.Date = FrozenDate as DateConstructor;
}
freezeClock(FIXTURE_CLOCK);

/** The reads: every GET route of the API for the fixture's ids, by each viewer. */
async function readUrls(db: Kysely<DB>): Promise<{ everyone: string[]; signedIn: string[] }> {
  const ids = async (table: 'sailors' | 'boats' | 'boat_models' | 'courses' | 'series') =>
    (await db.selectFrom(table).select('id').orderBy('id').execute()).map((r) => r.id);
  const clubs = await db.selectFrom('clubs').select(['id', 'slug']).orderBy('id').execute();
  const sailings = await db
    .selectFrom('sailings')
    .select(['id', 'club_id', 'status', 'serie_id'])
    .orderBy('id')
    .execute();
  // One competitor per start group: the detail reads are alike, the file stays small.
  const competitors = await db
    .selectFrom('competitors')
    .select((eb) => eb.fn.min('id').as('id'))
    .groupBy('start_group_id')
    .orderBy('id')
    .execute();
  const boats = await db
    .selectFrom('boats')
    .select(['id', 'name', 'sail_number', 'owner_id'])
    .orderBy('id')
    .execute();
  const sailors = await db
    .selectFrom('sailors')
    .select(['id', 'last_name'])
    .orderBy('id')
    .execute();
  const series = await ids('series');
  const everyone = [
    '/api/time/',
    '/api/clubs/',
    '/api/clubs/?all=1',
    '/api/sailors/',
    '/api/sailors/?club=bris',
    `/api/sailors/?query=${encodeURIComponent(sailors[0]!.last_name)}`,
    '/api/boat-models/',
    '/api/boats/',
    `/api/boats/?owner=${boats[0]!.owner_id}`,
    '/api/series/',
    '/api/series/?club=bris',
    '/api/sailings/',
    '/api/sailings/?club=bris',
    '/api/sailings/?year=2026',
    '/api/sailings/?status=finished',
    '/api/sailings/?status=ongoing&status=upcoming',
    `/api/sailings/?serie=${series[0]}`,
    '/api/index-data/',
    '/api/index-data/?club=bris',
    ...['Bris', boats[0]!.name, boats[0]!.sail_number ?? '', sailors[0]!.last_name, 'vår'].map(
      (q) => `/api/search/?query=${encodeURIComponent(q)}`,
    ),
    ...clubs.flatMap(({ id, slug }) => {
      const upcoming = sailings.find((s) => s.club_id === id && s.status === 'upcoming');
      return [
        `/api/clubs/${slug}/`,
        `/api/clubs/${slug}/courses/`,
        `/api/clubs/${slug}/sailors/`,
        `/api/clubs/${slug}/calendar.ics`,
        `/api/clubs/${slug}/distinct-competitors/`,
        ...(upcoming ? [`/api/clubs/${slug}/distinct-competitors/?sailing_id=${upcoming.id}`] : []),
      ];
    }),
    ...(await ids('courses')).map((id) => `/api/courses/${id}/`),
    ...sailors.flatMap(({ id }) => [
      `/api/sailors/${id}/`,
      `/api/sailors/${id}/entries/`,
      `/api/sailors/${id}/series/`,
    ]),
    ...(await ids('boat_models')).map((id) => `/api/boat-models/${id}/`),
    ...boats.map(({ id }) => `/api/boats/${id}/`),
    ...series.flatMap((id) => [
      `/api/series/${id}/`,
      `/api/series/${id}/results/`,
      `/api/series/${id}/results/?format=csv`,
      `/api/series/${id}/sailwave/`,
    ]),
    ...sailings.flatMap(({ id }) => [
      `/api/sailings/${id}/`,
      `/api/sailings/${id}/results/`,
      `/api/sailings/${id}/results/?format=csv`,
    ]),
    ...competitors.map(({ id }) => `/api/competitors/${id}/`),
    // Answers that are errors must stay the same errors.
    '/api/sailings/999999/',
    '/api/clubs/finns-inte/',
  ];
  const signedIn = [
    '/auth/users/me/',
    '/auth/users/me/export/',
    '/api/accounts/',
    '/api/accounts/?query=bris',
    '/api/feedback/',
    '/api/feedback/?handled=1',
    '/api/clubs/?all=1',
    '/api/sailings/',
    '/api/series/',
    '/api/index-data/?club=bris',
    ...clubs.map(({ slug }) => `/api/clubs/${slug}/`),
    ...sailings.flatMap(({ id }) => [`/api/sailings/${id}/`, `/api/sailings/${id}/changes/`]),
    ...series.map((id) => `/api/series/${id}/`),
  ];
  return { everyone, signedIn };
}

async function recordReads(kind: DatabaseKind, sailorEmail: string): Promise<RecordedReads> {
  const t = await buildTestApp(kind, {
    testDatabase: await copyTestDatabase(kind, firstRelease),
  });
  try {
    const headers = await viewerHeaders((options) => t.request(options), sailorEmail);
    const { everyone, signedIn } = await readUrls(t.db);
    const plan: [Viewer, string][] = [
      ...everyone.map((url): [Viewer, string] => ['anonym', url]),
      ...(['admin', 'klubb', 'seglare'] as const).flatMap((viewer) =>
        signedIn.map((url): [Viewer, string] => [viewer, url]),
      ),
    ];
    const reads: RecordedRead[] = [];
    for (const [viewer, url] of plan) {
      const response = await t.request({ method: 'GET', url, headers: headers[viewer] });
      if (response.statusCode >= 500) throw new Error(`${viewer} ${url}: ${response.body}`);
      reads.push({ viewer, url, ...answerOf(response) });
    }
    return { clock: FIXTURE_CLOCK, sailorEmail, reads };
  } finally {
    await t.close();
  }
}

/** Migrates to the first release and seeds the demo; returns a demo sailor's sign-in address. */
async function migrateAndSeed(db: Kysely<DB>): Promise<string> {
  await migrateToLatest(db);
  const summary = await seedDemo(db, new Date());
  const sailor = summary?.logins.find((login) => login.role.startsWith('Seglare'));
  if (!sailor) throw new Error('the demo has no sailor account');
  return sailor.email;
}

mkdirSync(fixtureDir, { recursive: true });

// SQLite: the closed file (its WAL folded in on close) is the fixture.
const dir = mkdtempSync(path.join(os.tmpdir(), 'segla-fixture-'));
const file = path.join(dir, 'first-release.sqlite3');
const sqlite = createDatabase(file);
const sailorEmail = await migrateAndSeed(sqlite.db);
await sql`VACUUM`.execute(sqlite.db);
await sqlite.close();
if (existsSync(`${file}-wal`)) throw new Error('the WAL was not folded into the file');
copyFileSync(file, firstRelease.sqliteFile);
rmSync(dir, { recursive: true, force: true });

// PostgreSQL: a plain-SQL dump with INSERTs, loadable with one query of the pg client.
const postgres = await createTestDatabase('postgres');
const postgresSailor = await migrateAndSeed(postgres.database.db);
if (postgresSailor !== sailorEmail) throw new Error('the demo differs between the databases');
const dump = execFileSync(
  'pg_dump',
  ['--inserts', '--no-owner', '--no-privileges', '--no-comments', postgres.url],
  { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
);
// psql's meta-commands (newer pg_dump writes \restrict) are not SQL: left out.
const sqlText = dump
  .split('\n')
  .filter((line) => !line.startsWith('\\'))
  .join('\n');
writeFileSync(firstRelease.postgresSql, sqlText);
await postgres.cleanup();

// Both databases must answer alike; one file then holds the answers for both.
const recorded = JSON.stringify(await recordReads('sqlite', sailorEmail), null, 1);
if (JSON.stringify(await recordReads('postgres', sailorEmail), null, 1) !== recorded) {
  throw new Error('SQLite and PostgreSQL answer differently: look before recording');
}
writeFileSync(readsFile, `${recorded}\n`);
console.log(`${(JSON.parse(recorded) as RecordedReads).reads.length} reads recorded`);
