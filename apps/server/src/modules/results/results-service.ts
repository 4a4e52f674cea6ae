import type { Kysely } from 'kysely';
import {
  RESULTS_QUERY_MESSAGES,
  type ResultsFormat,
  type SailingResults,
  type SeriesResults,
} from '@segla/core';
import type { DB } from '../../db/schema.ts';
import { fieldError, notFound } from '../../http/api-error.ts';
import {
  findCategory,
  type PrizeCategoryRow,
} from '../prize-categories/prize-category-repository.ts';
import { taggedAnswer, type TaggedAnswer } from '../../http/tagged-answer.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import {
  canSeeSailing,
  canSeeSeries,
  EVERYBODY,
  seesDraftsOf,
  viewerOf,
  type Viewer,
} from '../visibility/visibility.ts';
import {
  findGroupedCompetitors,
  findResultSailing,
  findResultSeries,
  findSailingTitle,
  findSeriesResultsVersion,
  findSeriesSailings,
  findSeriesTitle,
  findStartGroups,
  type ResultCompetitorRow,
  type ResultGroupRow,
  type ResultSailingRow,
  type ResultSeriesRow,
  type ScorableSailing,
} from './results-repository.ts';
import type { ResultsCache } from './results-cache.ts';
import type { ResultsVersions } from './results-versions.ts';
import { csvContentDisposition } from '../../text/csv.ts';
import { sailingResultsCsv, seriesResultsCsv } from './results-csv.ts';
import { sailingResultsInCategory, seriesResultsInCategory } from './result-categories.ts';
import { scoreSailing } from './sailing-scoring.ts';
import { scoreSeriesResults } from './series-scoring.ts';

/**
 * The sailing results read model (docs/product.md §12, §3): a sailing's start groups, each scored as
 * its own fleet by the core's `scoreRace`, computed from the stored rows on every read.
 */

/** Rows grouped by a key (a sailing's id, a series' id), each group in the rows' order. */
export function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row)) ?? [];
    list.push(row);
    groups.set(key(row), list);
  }
  return groups;
}

/**
 * Scores several sailings with five queries in all (their start groups and result lists, their
 * grouped competitors and prize categories: results-repository.ts), whatever their number: for lists such as the home page's latest results.
 */
export async function scoreSailings(
  db: Kysely<DB>,
  sailings: readonly ScorableSailing[],
): Promise<Map<number, SailingResults>> {
  const ids = sailings.map((sailing) => sailing.id);
  const groups = groupBy<ResultGroupRow>(await findStartGroups(db, ids), (g) => g.sailing_id);
  const competitors = groupBy<ResultCompetitorRow>(
    await findGroupedCompetitors(db, ids),
    (c) => c.sailing_id,
  );
  return new Map(
    sailings.map((sailing) => [
      sailing.id,
      scoreSailing(sailing, groups.get(sailing.id) ?? [], competitors.get(sailing.id) ?? []),
    ]),
  );
}

/**
 * A sailing's results without a permission check (for server-side callers such as the live
 * updates, which decide themselves who receives them), or null for an unknown sailing.
 * Six queries.
 */
export async function findSailingResults(
  db: Kysely<DB>,
  sailingId: number,
): Promise<{ sailing: ResultSailingRow; results: SailingResults } | null> {
  const sailing = await findResultSailing(db, sailingId);
  if (!sailing) return null;
  const results = (await scoreSailings(db, [sailing])).get(sailing.id)!;
  return { sailing, results };
}

/**
 * `GET /api/sailings/{id}/results/`: the results of a published sailing for anyone; of an
 * unpublished one for its club account and staff only. Anything else is a 404, so an
 * unpublished sailing's existence is not revealed.
 */
export async function loadSailingResults(
  db: Kysely<DB>,
  sailingId: number,
  user: AuthUser | null,
): Promise<SailingResults> {
  const sailing = await findResultSailing(db, sailingId);
  if (!sailing || !canSeeSailing(viewerOf(user), sailing)) throw notFound();
  return (await scoreSailings(db, [sailing])).get(sailing.id)!;
}

const CSV_TYPE = 'text/csv; charset=utf-8';

/**
 * How a results read is sent: the JSON of the API, or the CSV file (issue 14), of the whole
 * result or of one prize category's boats (`category`, CSV only: docs/product.md §7).
 */
interface ResultsView {
  format: ResultsFormat;
  category: number | null;
}

const JSON_VIEW: ResultsView = { format: 'json', category: null };

/** Where a view's answer is cached beside the JSON's: 'sailing:7', 'sailing:7:csv:3'. */
function cacheKey(base: string, { format, category }: ResultsView): string {
  if (format === 'json') return base;
  return category === null ? `${base}:${format}` : `${base}:${format}:${category}`;
}

/** The results as sent in `view`. */
function sailingAnswer(results: SailingResults, { format, category }: ResultsView) {
  if (format === 'json') return taggedAnswer(JSON.stringify(results));
  const shown = category === null ? results : sailingResultsInCategory(results, category);
  return taggedAnswer(sailingResultsCsv(shown), CSV_TYPE);
}

function seriesAnswer(results: SeriesResults, { format, category }: ResultsView) {
  if (format === 'json') return taggedAnswer(JSON.stringify(results));
  const shown = category === null ? results : seriesResultsInCategory(results, category);
  return taggedAnswer(seriesResultsCsv(shown), CSV_TYPE);
}

/**
 * The prize category `?category=` names, which must be one of the club's (any other id is a
 * 400 on `category`, docs/product.md §7): asked only after the result was found visible, so a
 * hidden sailing or series stays a 404 whatever the query. One query; none without a category.
 */
async function categoryOfClub(
  db: Kysely<DB>,
  clubId: number,
  categoryId: number | null,
): Promise<PrizeCategoryRow | null> {
  if (categoryId === null) return null;
  const category = await findCategory(db, categoryId);
  if (!category || category.club_id !== clubId) {
    throw fieldError('category', RESULTS_QUERY_MESSAGES.unknownCategory);
  }
  return category;
}

/** The download's title: the sailing's or series' name, and the category's when one is shown. */
function csvTitle(name: string, category: PrizeCategoryRow | null): string {
  return category ? `${name} ${category.name}` : name;
}

/**
 * What a results read keeps in memory: the answers as sent, by results version, and the
 * versions themselves (decision 0038).
 */
export interface ResultsMemory {
  cache: ResultsCache<TaggedAnswer>;
  versions: ResultsVersions;
}

/** A CSV answer: the cached file and the name it is saved under. */
export interface CsvDownload {
  answer: TaggedAnswer;
  contentDisposition: string;
}

/**
 * As `loadSailingResults`, serialized as JSON, through `memory`: no query while the results
 * are unchanged and their version is known current (else one: the sailing's results version),
 * three more and the scoring when they changed. What is cached is the answer as sent: the
 * serialized text and its entity tag (decision 0049).
 */
export async function loadSailingResultsJson(
  db: Kysely<DB>,
  memory: ResultsMemory,
  sailingId: number,
  user: AuthUser | null,
): Promise<TaggedAnswer> {
  const current = await visibleSailing(memory, sailingId, user);
  return sailingAnswerOf(db, memory, current, JSON_VIEW);
}

/** The sailing's results version, when `user` may see it; else a 404. */
async function visibleSailing(memory: ResultsMemory, sailingId: number, user: AuthUser | null) {
  const current = await memory.versions.sailing(sailingId);
  if (!current || !canSeeSailing(viewerOf(user), current)) throw notFound();
  return current;
}

/** A visible sailing's results as sent in `view`, from the cache while they are unchanged. */
async function sailingAnswerOf(
  db: Kysely<DB>,
  { cache }: ResultsMemory,
  current: { id: number; results_version: number },
  view: ResultsView,
): Promise<TaggedAnswer> {
  const key = cacheKey(`sailing:${current.id}`, view);
  const cached = cache.get(key, current.results_version);
  if (cached !== undefined) return cached;
  const sailing = await findResultSailing(db, current.id);
  if (!sailing) throw notFound();
  const body = sailingAnswer((await scoreSailings(db, [sailing])).get(sailing.id)!, view);
  // Stored under the version read with the data: a change in between only costs a recompute.
  cache.set(key, sailing.results_version, body);
  return body;
}

/**
 * `?format=csv`: the sailing's results as a CSV file named by the sailing and its date (one
 * query more than the JSON: a new name does not change the results version); with `category`
 * only that prize category's boats, placed among themselves (one query more), named by it too.
 */
export async function loadSailingResultsCsv(
  db: Kysely<DB>,
  memory: ResultsMemory,
  sailingId: number,
  user: AuthUser | null,
  categoryId: number | null = null,
): Promise<CsvDownload> {
  const current = await visibleSailing(memory, sailingId, user);
  const category = await categoryOfClub(db, current.club_id, categoryId);
  const answer = await sailingAnswerOf(db, memory, current, {
    format: 'csv',
    category: category?.id ?? null,
  });
  const title = await findSailingTitle(db, sailingId);
  if (!title) throw notFound();
  return {
    answer,
    contentDisposition: csvContentDisposition(
      'Resultat',
      csvTitle(title.name, category),
      title.start_date,
    ),
  };
}

/**
 * `GET /api/series/{id}/results/`: the standings of the series' sailings that `user` may see
 * (published ones for everybody; all for the club and staff). A series `user` may not see (one
 * without a published sailing, for others than its club and staff) is a 404, as its details
 * are. Five queries whatever the size.
 */
export async function loadSeriesResults(
  db: Kysely<DB>,
  seriesId: number,
  user: AuthUser | null,
): Promise<SeriesResults> {
  const viewer = viewerOf(user);
  const current = await findSeriesResultsVersion(db, seriesId);
  if (!current || !canSeeSeries(viewer, current)) throw notFound();
  const series = await findResultSeries(db, seriesId);
  if (!series) throw notFound();
  return scoreVisibleSeries(db, series, viewer);
}

/**
 * As `loadSeriesResults`, serialized as JSON, through `memory`. Only what everybody sees is
 * cached (the published sailings); the club and staff, who also see unpublished ones, get it
 * computed.
 */
export async function loadSeriesResultsJson(
  db: Kysely<DB>,
  memory: ResultsMemory,
  seriesId: number,
  user: AuthUser | null,
): Promise<TaggedAnswer> {
  const current = await visibleSeries(memory, seriesId, user);
  return seriesAnswerOf(db, memory, current, user, JSON_VIEW);
}

/** The series' results version, when `user` may see it; else a 404. */
async function visibleSeries(memory: ResultsMemory, seriesId: number, user: AuthUser | null) {
  const current = await memory.versions.series(seriesId);
  if (!current || !canSeeSeries(viewerOf(user), current)) throw notFound();
  return current;
}

/** A visible series' standings as sent in `view`, from the cache for what everybody sees. */
async function seriesAnswerOf(
  db: Kysely<DB>,
  { cache }: ResultsMemory,
  current: { id: number; club_id: number; results_version: number },
  user: AuthUser | null,
  view: ResultsView,
): Promise<TaggedAnswer> {
  const viewer = viewerOf(user);
  const key = cacheKey(`series:${current.id}`, view);
  const everybody = !seesDraftsOf(viewer, current.club_id);
  const cached = everybody ? cache.get(key, current.results_version) : undefined;
  if (cached !== undefined) return cached;
  const series = await findResultSeries(db, current.id);
  if (!series) throw notFound();
  if (!everybody) {
    return seriesAnswer(await scoreVisibleSeries(db, series, viewer), view);
  }
  const body = seriesAnswer(await scoreVisibleSeries(db, series, EVERYBODY), view);
  cache.set(key, series.results_version, body);
  return body;
}

/**
 * `?format=csv`: the series' standings as a CSV file named by the series and the date of its
 * last sailing the caller may see; with `category` only that prize category's boats, as a
 * sailing's CSV.
 */
export async function loadSeriesResultsCsv(
  db: Kysely<DB>,
  memory: ResultsMemory,
  seriesId: number,
  user: AuthUser | null,
  categoryId: number | null = null,
): Promise<CsvDownload> {
  const current = await visibleSeries(memory, seriesId, user);
  const category = await categoryOfClub(db, current.club_id, categoryId);
  const answer = await seriesAnswerOf(db, memory, current, user, {
    format: 'csv',
    category: category?.id ?? null,
  });
  const title = await findSeriesTitle(db, seriesId, viewerOf(user));
  if (!title) throw notFound();
  return {
    answer,
    contentDisposition: csvContentDisposition(
      'Serieresultat',
      csvTitle(title.name, category),
      title.last_date,
    ),
  };
}

/** The standings of the series' sailings that `viewer` may see: a fixed number of queries. */
async function scoreVisibleSeries(
  db: Kysely<DB>,
  series: ResultSeriesRow,
  viewer: Viewer,
): Promise<SeriesResults> {
  const sailings = await findSeriesSailings(db, series.id, viewer);
  const ids = sailings.map((sailing) => sailing.id);
  const [groups, competitors] = [
    await findStartGroups(db, ids),
    await findGroupedCompetitors(db, ids),
  ];
  return scoreSeriesResults(series, sailings, groups, competitors);
}
