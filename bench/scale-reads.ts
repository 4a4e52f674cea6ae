/**
 * Reads at national scale (issue 15): the national data set (apps/server/src/demo/scale) on
 * SQLite and on PostgreSQL, read through the real app by `app.inject` (routing, validation,
 * the services' SQL and the JSON answer; no sockets), as a visitor. Each read is timed alone,
 * one after another; the figure is the p95 of each kind. Results and standings are read cold:
 * a competitor's row is changed first (the database's triggers bump the versions), then read.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { queryWords } from '@segla/core/search';
import type { Kysely } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { DatabaseKind } from '../apps/server/src/db/database.ts';
import type { DB } from '../apps/server/src/db/schema.ts';
import { NATIONAL_SIZE, type ScaleSize } from '../apps/server/src/demo/scale/seed-scale.ts';
import { seededRandom } from '../apps/server/src/demo/seeded-random.ts';
import { openScaleDatabase } from './support/scale-database.ts';

export const TARGET_SCALE_P95_MS = 20;

/** Reads of each kind; the first few of each are a warm-up and not counted. */
const READS = 40;
/** Names typed into search per kind (every prefix of their first word is one read). */
const SEARCHED = 8;
const WARM_UP = 3;

export interface ScaleFigure {
  what: string;
  p95: number;
  max: number;
  reads: number;
}

export interface ScaleReadsResult {
  kind: DatabaseKind;
  seededSeconds: number | null;
  figures: ScaleFigure[];
  seconds: number;
}

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
}

/** Every prefix of at least two letters of each text's first word, as a search box sends them while typing. */
function typedPrefixes(texts: readonly string[]): string[] {
  return texts.flatMap((text) =>
    queryWords(text)
      .slice(0, 1)
      .flatMap((word) => Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2))),
  );
}

async function samples(db: Kysely<DB>, random: () => number) {
  const pickRows = <T>(rows: T[], n: number) =>
    Array.from({ length: n }, () => rows[Math.floor(random() * rows.length)]!);
  const clubs = await db.selectFrom('clubs').select(['slug', 'name', 'id']).execute();
  const series = await db.selectFrom('series').select(['id', 'name']).limit(2000).execute();
  const sailings = await db
    .selectFrom('sailings')
    .select(['id', 'name', 'serie_id', 'start_date'])
    .where('status', '=', 'finished')
    .where('serie_id', 'is not', null)
    .limit(5000)
    .execute();
  const sailors = await db
    .selectFrom('sailors')
    .select(['first_name', 'last_name'])
    .limit(5000)
    .execute();
  const boats = await db.selectFrom('boats').select(['name', 'sail_number']).limit(5000).execute();
  return {
    clubs: pickRows(clubs, READS),
    series: pickRows(series, READS),
    sailings: pickRows(sailings, READS),
    sailors: pickRows(sailors, READS),
    boats: pickRows(boats, READS),
  };
}

/** The reads of one database, on data of `size` (seeded first when missing or stale). */
export async function runScaleReads(
  kind: DatabaseKind,
  size: ScaleSize = NATIONAL_SIZE,
  postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
): Promise<ScaleReadsResult> {
  const started = performance.now();
  const { database, seededSeconds } = await openScaleDatabase(kind, size, postgresUrl);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'segla-bench-scale-'));
  const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'off' });
  const app = await buildApp({ config, database, webRoot: null });
  try {
    await app.ready();
    const { db } = database;
    const random = seededRandom(1515);
    const pick = await samples(db, random);
    const figures: ScaleFigure[] = [];

    const time = async (what: string, urls: string[], before?: (i: number) => Promise<void>) => {
      const times: number[] = [];
      for (const [i, url] of urls.entries()) {
        await before?.(i);
        const t0 = performance.now();
        const response = await app.inject({ method: 'GET', url });
        const ms = performance.now() - t0;
        if (response.statusCode !== 200) {
          throw new Error(`${what}: ${url} answered ${response.statusCode}`);
        }
        if (i >= WARM_UP || urls.length <= WARM_UP) times.push(ms);
      }
      figures.push({ what, p95: p95(times), max: Math.max(...times), reads: times.length });
    };
    const searchUrls = (texts: string[]) =>
      typedPrefixes(texts.slice(0, SEARCHED)).map(
        (query) => `/api/search/?query=${encodeURIComponent(query)}`,
      );

    await time('search: club prefixes', searchUrls(pick.clubs.map((c) => c.name)));
    await time('search: series prefixes', searchUrls(pick.series.map((s) => s.name)));
    await time('search: sailing prefixes', searchUrls(pick.sailings.map((s) => s.name)));
    await time(
      'search: sailor prefixes',
      searchUrls(pick.sailors.map((s) => `${s.last_name} ${s.first_name}`)),
    );
    await time('search: boat prefixes', searchUrls(pick.boats.map((b) => b.name)));
    await time(
      'search: sail number prefixes',
      searchUrls(pick.boats.map((b) => b.sail_number.replace(/^SWE /, ''))),
    );
    await time(
      "a club's sailings of a year",
      pick.clubs.map((c, i) => `/api/sailings/?club=${c.slug}&year=${2017 + (i % 10)}`),
    );
    await time(
      "a sailing's detail",
      pick.sailings.map((s) => `/api/sailings/${s.id}/`),
    );
    // Cold: a change to one of its competitors first, so the cached result is stale.
    const touch = async (sailingId: number) => {
      await db
        .updateTable('competitors')
        .set({ updated_at: new Date().toISOString() })
        .where('id', '=', (eb) =>
          eb
            .selectFrom('competitors')
            .select((inner) => inner.fn.min('id').as('id'))
            .where('sailing_id', '=', sailingId),
        )
        .execute();
    };
    // Kept whole until a notice (decision 0039): read as it is between changes, and cold.
    await time(
      'index data (home page)',
      Array.from({ length: READS }, () => '/api/index-data/'),
    );
    await time(
      'index data (home page), cold',
      Array.from({ length: READS }, () => '/api/index-data/'),
      (i) => touch(pick.sailings[i]!.id),
    );
    // An entry added (and the previous one removed): the totals are counted again too.
    let added: number | undefined;
    const enter = async (sailingId: number) => {
      if (added !== undefined) await db.deleteFrom('competitors').where('id', '=', added).execute();
      const now = new Date().toISOString();
      ({ id: added } = await db
        .insertInto('competitors')
        .values({ sailing_id: sailingId, name: 'Bänkdeltagare', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow());
    };
    await time(
      'index data (home page), after an entry',
      Array.from({ length: READS }, () => '/api/index-data/'),
      (i) => enter(pick.sailings[i]!.id),
    );
    if (added !== undefined) await db.deleteFrom('competitors').where('id', '=', added).execute();
    await time(
      "a sailing's results, cold",
      pick.sailings.map((s) => `/api/sailings/${s.id}/results/`),
      (i) => touch(pick.sailings[i]!.id),
    );
    await time(
      "a series' standings, cold",
      pick.sailings.map((s) => `/api/series/${s.serie_id}/results/`),
      (i) => touch(pick.sailings[i]!.id),
    );
    return { kind, seededSeconds, figures, seconds: (performance.now() - started) / 1000 };
  } finally {
    await app.close();
    await database.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Both databases; PostgreSQL's failure (e.g. no server) is reported, not thrown. */
export async function runScaleReadsBench(size: ScaleSize = NATIONAL_SIZE) {
  const results: (ScaleReadsResult | { kind: DatabaseKind; error: string })[] = [];
  for (const kind of ['sqlite', 'postgres'] as const) {
    try {
      results.push(await runScaleReads(kind, size));
    } catch (error) {
      results.push({ kind, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return results;
}

// `node --import tsx bench/scale-reads.ts [sqlite|postgres]`: this section alone.
if (import.meta.filename === process.argv[1]) {
  const kinds = (process.argv[2] ? [process.argv[2]] : ['sqlite', 'postgres']) as DatabaseKind[];
  for (const kind of kinds) {
    const result = await runScaleReads(kind);
    console.log(JSON.stringify(result, null, 1));
  }
  process.exit();
}
