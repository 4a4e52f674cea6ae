import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseKind } from '../../src/db/database.ts';
import type { DB, SailingStatus } from '../../src/db/schema.ts';
import { indexSearchWords } from '../../src/modules/search/search-words.ts';
import type { TestApp } from './build-test-app.ts';
import { MemoryMailTransport } from './memory-mail.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * Factories for the read side (search, index data, results): rows inserted with Kysely directly,
 * search words indexed as the write services do, so these tests do not depend on the write
 * endpoints. Every factory makes unique slugs, so tests can share one database.
 */

let counter = 0;
/** Rows per insert statement: SQLite takes at most 32 766 parameters per statement. */
const CHUNK = 500;
const unique = () => `${++counter}-${randomBytes(2).toString('hex')}`;
const now = () => new Date().toISOString();

export interface ClubInput {
  slug?: string;
  name?: string;
  shortName?: string;
  city?: string;
  logo?: string | null;
}

/** A club, indexed by name, short name, city and slug (as the club service does). */
export async function insertClub(db: Kysely<DB>, input: ClubInput = {}) {
  const slug = input.slug ?? `klubb-${unique()}`;
  const name = input.name ?? `Segelklubben ${slug}`;
  const { id } = await db
    .insertInto('clubs')
    .values({
      slug,
      name,
      short_name: input.shortName ?? '',
      city: input.city ?? '',
      logo: input.logo ?? null,
      created_at: now(),
      updated_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await indexSearchWords(db, 'club', id, [name, input.shortName, input.city, slug]);
  return { id, slug, name };
}

export interface SeriesInput {
  clubId: number;
  name?: string;
  dnfScoring?: 'series_entries' | 'starting_area';
  rulesEdition?: '2025' | '2021';
  roundCorrected?: 'none' | 'second';
}

/** A series, indexed by its name and its club's name. */
export async function insertSeries(db: Kysely<DB>, input: SeriesInput) {
  const name = input.name ?? `Serie ${unique()}`;
  const club = await db
    .selectFrom('clubs')
    .select('name')
    .where('id', '=', input.clubId)
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('series')
    .values({
      club_id: input.clubId,
      name,
      dnf_scoring: input.dnfScoring ?? 'series_entries',
      rules_edition: input.rulesEdition ?? '2025',
      round_corrected: input.roundCorrected ?? 'none',
      created_at: now(),
      updated_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await indexSearchWords(db, 'series', id, [name, club.name]);
  return { id, name };
}

export interface SailingInput {
  clubId: number;
  serieId?: number | null;
  courseId?: number | null;
  name?: string;
  startDate?: string;
  startTime?: string | null;
  status?: SailingStatus;
  verified?: boolean;
  description?: string;
}

/** A sailing (published, upcoming by default), indexed by name, club and series name. */
export async function insertSailing(db: Kysely<DB>, input: SailingInput) {
  const [sailing] = await insertSailings(db, [input]);
  return sailing!;
}

/** Several sailings in one insert (for the row-count tests), each indexed. */
export async function insertSailings(db: Kysely<DB>, inputs: readonly SailingInput[]) {
  const rows = inputs.map((input) => {
    const status = input.status ?? 'upcoming';
    return {
      club_id: input.clubId,
      serie_id: input.serieId ?? null,
      course_id: input.courseId ?? null,
      name: input.name ?? `Kvällssegling ${unique()}`,
      description: input.description ?? '',
      start_date: input.startDate ?? '2030-05-13',
      start_time: input.startTime === undefined ? '18:30:00' : input.startTime,
      status,
      reg_status: 'open' as const,
      verified_result: input.verified ?? false,
      is_finished: status === 'finished',
      created_at: now(),
      updated_at: now(),
    };
  });
  return db.transaction().execute(async (trx) => {
    const ids = [];
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK);
      ids.push(...(await trx.insertInto('sailings').values(chunk).returning('id').execute()));
    }
    const clubIds = [...new Set(inputs.map((input) => input.clubId))];
    const serieIds = inputs.flatMap((input) => (input.serieId ? [input.serieId] : []));
    const clubs = await trx
      .selectFrom('clubs')
      .select(['id', 'name'])
      .where('id', 'in', clubIds)
      .execute();
    const series =
      serieIds.length === 0
        ? []
        : await trx
            .selectFrom('series')
            .select(['id', 'name'])
            .where('id', 'in', serieIds)
            .execute();
    const result = [];
    for (const [index, { id }] of ids.entries()) {
      const row = rows[index]!;
      await indexSearchWords(trx, 'sailing', id, [
        row.name,
        clubs.find((club) => club.id === row.club_id)?.name,
        series.find((serie) => serie.id === row.serie_id)?.name,
      ]);
      result.push({ id, name: row.name });
    }
    return result;
  });
}

export interface StartGroupInput {
  sailingId: number;
  name?: string;
  startTime?: string | null;
  handicap?: 'srs' | 'scratch';
  startType?: 'common' | 'pursuit';
  position?: number;
}

export async function insertStartGroup(db: Kysely<DB>, input: StartGroupInput) {
  const { id } = await db
    .insertInto('start_groups')
    .values({
      sailing_id: input.sailingId,
      name: input.name ?? 'SRS kölbåt',
      start_time: input.startTime === undefined ? '18:30:00' : input.startTime,
      handicap: input.handicap ?? 'srs',
      start_type: input.startType ?? 'common',
      position: input.position ?? 0,
      created_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id };
}

export interface CompetitorInput {
  sailingId: number;
  startGroupId?: number | null;
  name?: string;
  boatName?: string;
  boatType?: string;
  sailNumber?: string;
  rating?: number | null;
  start?: string | null;
  finishTime?: string | null;
  elapsedTime?: number | null;
  code?: string | null;
  codePoints?: number | null;
  redressMethod?: string | null;
}

function competitorRow(input: CompetitorInput) {
  const n = unique();
  return {
    sailing_id: input.sailingId,
    start_group_id: input.startGroupId ?? null,
    name: input.name ?? `Skeppare ${n}`,
    boat_name: input.boatName ?? `Båt ${n}`,
    boat_type: input.boatType ?? 'Express',
    sail_number: input.sailNumber ?? `SWE ${n}`,
    club_name: '',
    rating: input.rating === undefined ? 1 : input.rating,
    start: input.start ?? null,
    finish_time: input.finishTime ?? null,
    elapsed_time: input.elapsedTime ?? null,
    code: input.code ?? null,
    code_points: input.codePoints ?? null,
    redress_method: input.redressMethod ?? null,
    created_at: now(),
    updated_at: now(),
  };
}

export async function insertCompetitor(db: Kysely<DB>, input: CompetitorInput) {
  const { id } = await db
    .insertInto('competitors')
    .values(competitorRow(input))
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id };
}

/** Many competitors in one insert. */
export async function insertCompetitors(db: Kysely<DB>, inputs: readonly CompetitorInput[]) {
  if (inputs.length === 0) return [];
  const ids = [];
  for (let start = 0; start < inputs.length; start += CHUNK) {
    const chunk = inputs.slice(start, start + CHUNK).map(competitorRow);
    ids.push(...(await db.insertInto('competitors').values(chunk).returning('id').execute()));
  }
  return ids;
}

export interface SailorInput {
  firstName?: string;
  lastName?: string;
  clubId?: number | null;
  slug?: string;
}

/** A sailor profile (without an account), indexed by name and club name. */
export async function insertSailor(db: Kysely<DB>, input: SailorInput = {}) {
  const [sailor] = await insertSailors(db, [input]);
  return sailor!;
}

/** Several sailor profiles in one transaction, each indexed. */
export async function insertSailors(db: Kysely<DB>, inputs: readonly SailorInput[]) {
  if (inputs.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const clubIds = [...new Set(inputs.flatMap((input) => (input.clubId ? [input.clubId] : [])))];
    const clubs =
      clubIds.length === 0
        ? []
        : await trx.selectFrom('clubs').select(['id', 'name']).where('id', 'in', clubIds).execute();
    const rows = inputs.map((input) => ({
      slug: input.slug ?? `seglare-${unique()}`,
      first_name: input.firstName ?? '',
      last_name: input.lastName ?? '',
      club_id: input.clubId ?? null,
      picture: null,
      user_id: null,
      created_at: now(),
    }));
    const ids = [];
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK);
      ids.push(...(await trx.insertInto('sailors').values(chunk).returning('id').execute()));
    }
    const result = [];
    for (const [index, { id }] of ids.entries()) {
      const row = rows[index]!;
      await indexSearchWords(trx, 'sailor', id, [
        row.first_name,
        row.last_name,
        clubs.find((club) => club.id === row.club_id)?.name,
      ]);
      result.push({ id, slug: row.slug });
    }
    return result;
  });
}

/** A test app whose database counts the queries it runs. */
export interface CountingTestApp extends TestApp {
  /** Runs `action` and returns how many queries it ran (the mail and throttle timers aside). */
  countQueries(action: () => Promise<unknown>): Promise<number>;
}

/**
 * The real app (buildApp) on a fresh database with a query counter, for the fixed-number-of-
 * queries tests. Queries of the background timers (mail outbox, throttle pruning) are not
 * counted, since they run whenever their timers fire.
 */
export async function buildCountingTestApp(kind: DatabaseKind): Promise<CountingTestApp> {
  let count = 0;
  const testDatabase = await createTestDatabase(kind, {
    onQuery: (event) => {
      if (!/outbound_mail|throttle_hits/.test(event.query.sql)) count += 1;
    },
  });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'segla-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://segla.example',
    SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
  });
  const mail = new MemoryMailTransport();
  const app = await buildApp({
    config,
    database: testDatabase.database,
    mailTransport: mail,
    webRoot: null,
  });
  await app.ready();
  return {
    app,
    config,
    testDatabase,
    mail,
    request: (options) => app.inject(options),
    async countQueries(action) {
      const before = count;
      await action();
      return count - before;
    },
    async close() {
      await app.close();
      await testDatabase.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
