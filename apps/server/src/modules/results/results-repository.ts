import { selectCategoriesOfCompetitors } from '../prize-categories/prize-category-repository.ts';
import type { CompiledQuery, Kysely } from 'kysely';
import type { DB, SailingStatus } from '../../db/schema.ts';
import {
  sailingVisibleTo,
  seriesHasPublishedSailing,
  type Viewer,
} from '../visibility/visibility.ts';

/**
 * SQL of the results read model. A sailing's result needs six queries whatever its size: the
 * sailing (with its series' scoring options), its start groups, their result lists (and their
 * ratings, one more when there are lists), its grouped competitors and their prize categories
 * (two, and their names when there are any); a batch of sailings needs all but the first once
 * for all of them.
 */

/**
 * A series' scoring settings as selected with the series aliased `r` (null outside a series);
 * every read that scores a sailing selects these.
 */
export const SERIES_SCORING_COLUMNS = [
  'r.dnf_scoring',
  'r.dnf_points',
  'r.rules_edition',
  'r.round_corrected',
  'r.scp_places',
  'r.penalty_on_tie',
] as const;

/** A sailing as scoring needs it; the series' options are null outside a series. */
export function findResultSailing(db: Kysely<DB>, sailingId: number) {
  return db
    .selectFrom('sailings as s')
    .leftJoin('series as r', 'r.id', 's.serie_id')
    .select([
      's.id',
      's.club_id',
      's.status',
      's.verified_result',
      's.is_finished',
      's.results_version',
      ...SERIES_SCORING_COLUMNS,
    ])
    .where('s.id', '=', sailingId)
    .executeTakeFirst();
}
export type ResultSailingRow = NonNullable<Awaited<ReturnType<typeof findResultSailing>>>;
/** What scoring a sailing needs of it (lists such as the home page's carry no version). */
export type ScorableSailing = Omit<ResultSailingRow, 'results_version'>;

/** The start groups of the sailings, in their display order. */
export async function findStartGroups(db: Kysely<DB>, sailingIds: readonly number[]) {
  if (sailingIds.length === 0) return [];
  const groups = await db
    .selectFrom('start_groups')
    .select(['id', 'sailing_id', 'name', 'start_time', 'handicap', 'start_type', 'position'])
    .where('sailing_id', 'in', sailingIds)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const lists = await findResultLists(db, sailingIds);
  return groups.map((group) => ({ ...group, lists: lists.get(group.id) ?? [] }));
}

/** A start group's further result list with its boats' ratings (competitor id → rating). */
export interface ResultListRow {
  id: number;
  name: string;
  kind: 'scratch' | 'yardstick' | 'time_on_time';
  ratings: ReadonlyMap<number, number>;
}

/**
 * The result lists of the sailings' start groups, by group id, in display order: one query, and
 * one more for their ratings when there are lists (docs/product.md §12).
 */
async function findResultLists(
  db: Kysely<DB>,
  sailingIds: readonly number[],
): Promise<Map<number, ResultListRow[]>> {
  const lists = await db
    .selectFrom('result_lists as l')
    .innerJoin('start_groups as g', 'g.id', 'l.start_group_id')
    .select(['l.id', 'l.start_group_id', 'l.name', 'l.kind'])
    .where('g.sailing_id', 'in', sailingIds)
    .orderBy('l.position')
    .orderBy('l.id')
    .execute();
  const byGroup = new Map<number, ResultListRow[]>();
  if (lists.length === 0) return byGroup;
  const ratings = await db
    .selectFrom('result_list_ratings')
    .select(['result_list_id', 'competitor_id', 'rating'])
    .where(
      'result_list_id',
      'in',
      lists.map((list) => list.id),
    )
    .execute();
  const ratingsOf = new Map<number, Map<number, number>>();
  for (const row of ratings) {
    const map = ratingsOf.get(row.result_list_id) ?? new Map<number, number>();
    map.set(row.competitor_id, row.rating);
    ratingsOf.set(row.result_list_id, map);
  }
  for (const list of lists) {
    const group = byGroup.get(list.start_group_id) ?? [];
    group.push({
      id: list.id,
      name: list.name,
      kind: list.kind,
      ratings: ratingsOf.get(list.id) ?? new Map(),
    });
    byGroup.set(list.start_group_id, group);
  }
  return byGroup;
}
export type ResultGroupRow = Awaited<ReturnType<typeof findStartGroups>>[number];

/** Competitors of the sailings that are in a start group (the ungrouped are not scored). */
export async function findGroupedCompetitors(db: Kysely<DB>, sailingIds: readonly number[]) {
  if (sailingIds.length === 0) return [];
  const rows = await db
    .selectFrom('competitors as cp')
    // The decision the code came from (issue 30): the result line links to it.
    .leftJoin('protests as pr', 'pr.id', 'cp.protest_id')
    .select([
      'cp.id',
      'cp.sailing_id',
      'cp.start_group_id',
      'cp.name',
      'cp.boat_name',
      'cp.boat_type',
      'cp.sail_number',
      'cp.rating',
      'cp.start',
      'cp.finish_time',
      'cp.elapsed_time',
      'cp.finish_position',
      'cp.code',
      'cp.code_points',
      'cp.redress_method',
      'cp.sailor_id',
      'cp.reported_finish',
      'cp.reported_note',
      'cp.reported_at',
      'cp.report_status',
      'cp.protest_id',
      'pr.number as protest_number',
    ])
    .where('cp.sailing_id', 'in', sailingIds)
    .where('cp.start_group_id', 'is not', null)
    .orderBy('cp.id')
    .execute();
  const categories = await findCategoriesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, categories: categories.get(row.id) ?? [] }));
}

/** A prize category as a result row carries it: id, name and the club's order. */
export interface RowCategory {
  id: number;
  name: string;
  position: number;
}

/**
 * The prize categories each competitor is in (docs/product.md §12, §21), with their names: the
 * ids in two queries (prize-category-repository.ts), the names in one more when there are any.
 */
async function findCategoriesOf(
  db: Kysely<DB>,
  competitorIds: readonly number[],
): Promise<Map<number, RowCategory[]>> {
  const ids = await selectCategoriesOfCompetitors(db, competitorIds);
  const wanted = [...new Set([...ids.values()].flat())];
  if (wanted.length === 0) return new Map();
  const named = new Map(
    (
      await db
        .selectFrom('prize_categories')
        .select(['id', 'name', 'position'])
        .where('id', 'in', wanted)
        .execute()
    ).map((row) => [row.id, row]),
  );
  return new Map(
    [...ids].map(([competitor, list]) => [
      competitor,
      list.flatMap((id) => {
        const category = named.get(id);
        return category ? [category] : [];
      }),
    ]),
  );
}

export type ResultCompetitorRow = Awaited<ReturnType<typeof findGroupedCompetitors>>[number];

/** A series with its scoring settings. */
export function findResultSeries(db: Kysely<DB>, seriesId: number) {
  return db
    .selectFrom('series')
    .select([
      'id',
      'club_id',
      'discard_thresholds',
      'dnf_scoring',
      'dnf_points',
      'rules_edition',
      'round_corrected',
      'scp_places',
      'penalty_on_tie',
      'results_version',
    ])
    .where('id', '=', seriesId)
    .executeTakeFirst();
}
export type ResultSeriesRow = NonNullable<Awaited<ReturnType<typeof findResultSeries>>>;

/**
 * The series' sailings the viewer may see that can have results (not cancelled), in the order
 * sailed.
 */
export function findSeriesSailings(db: Kysely<DB>, seriesId: number, viewer: Viewer) {
  return db
    .selectFrom('sailings as s')
    .select(['s.id', 's.name', 's.start_date', 's.start_time', 's.status', 's.club_id'])
    .where('s.serie_id', '=', seriesId)
    .where('s.status', '!=', 'cancelled')
    .where(sailingVisibleTo(viewer, 's'))
    .orderBy('s.start_date')
    .orderBy('s.start_time')
    .orderBy('s.id')
    .execute();
}

/**
 * The few columns a cached result is checked against. These run on every results read, so
 * the SQL is compiled once per database and reused (Kysely would otherwise build it anew).
 */
interface SailingVersionRow {
  id: number;
  club_id: number;
  status: SailingStatus;
  results_version: number;
}
interface SeriesVersionRow {
  id: number;
  club_id: number;
  results_version: number;
  /** 0/1 on SQLite, a boolean on PostgreSQL. */
  has_published_sailing: boolean | number;
}
const versionQueries = new WeakMap<
  Kysely<DB>,
  { sailing: CompiledQuery<SailingVersionRow>; series: CompiledQuery<SeriesVersionRow> }
>();

function compiledVersionQueries(db: Kysely<DB>) {
  let queries = versionQueries.get(db);
  if (!queries) {
    queries = {
      sailing: db
        .selectFrom('sailings')
        .select(['id', 'club_id', 'status', 'results_version'])
        .where('id', '=', 0)
        .compile(),
      series: db
        .selectFrom('series')
        .select([
          'id',
          'club_id',
          'results_version',
          seriesHasPublishedSailing('series').as('has_published_sailing'),
        ])
        .where('id', '=', 0)
        .compile(),
    };
    versionQueries.set(db, queries);
  }
  return queries;
}

/** A sailing's results version and what decides who may see it. One primary-key lookup. */
export async function findSailingResultsVersion(db: Kysely<DB>, sailingId: number) {
  const { sailing } = compiledVersionQueries(db);
  const { rows } = await db.executeQuery<SailingVersionRow>({
    ...sailing,
    parameters: [sailingId],
  });
  return rows[0];
}

/**
 * A series' results version and what decides who may see it (its club, whether one of its
 * sailings is published). A primary-key lookup and one index probe of its sailings.
 */
export async function findSeriesResultsVersion(db: Kysely<DB>, seriesId: number) {
  const { series } = compiledVersionQueries(db);
  const { rows } = await db.executeQuery<SeriesVersionRow>({ ...series, parameters: [seriesId] });
  const row = rows[0];
  return row && { ...row, has_published_sailing: Boolean(row.has_published_sailing) };
}

/** What a sailing's CSV download is named by (issue 14): its name and date. */
export function findSailingTitle(db: Kysely<DB>, sailingId: number) {
  return db
    .selectFrom('sailings')
    .select(['name', 'start_date'])
    .where('id', '=', sailingId)
    .executeTakeFirst();
}

/**
 * What a series' CSV download is named by: its name and the date of the last of its sailings
 * the viewer may see (null without one), the date of the standings.
 */
export function findSeriesTitle(db: Kysely<DB>, seriesId: number, viewer: Viewer) {
  return db
    .selectFrom('series')
    .select((eb) => [
      'series.name',
      eb
        .selectFrom('sailings as s')
        .select((inner) => inner.fn.max('s.start_date').as('last_date'))
        .whereRef('s.serie_id', '=', 'series.id')
        .where('s.status', '!=', 'cancelled')
        .where(sailingVisibleTo(viewer, 's'))
        .as('last_date'),
    ])
    .where('series.id', '=', seriesId)
    .executeTakeFirst();
}
