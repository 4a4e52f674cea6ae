import { sql, type Kysely } from 'kysely';
import type { DB, SailingStatus } from '../../db/schema.ts';
import { EVERYBODY, sailingVisibleTo, seriesVisibleTo } from '../visibility/visibility.ts';

/**
 * SQL of the home page's index data, which is the same for everybody: it shows what anonymous
 * callers may see (visibility.ts). Every list is one query; competitor counts are one grouped
 * query for all listed sailings, so the number of queries never depends on the rows.
 */

/**
 * Sailings everybody may see, with what a list item shows and what scoring needs (the series'
 * options).
 */
function sailingListQuery(db: Kysely<DB>) {
  return db
    .selectFrom('sailings as s')
    .innerJoin('clubs as c', 'c.id', 's.club_id')
    .leftJoin('series as r', 'r.id', 's.serie_id')
    .leftJoin('courses as co', 'co.id', 's.course_id')
    .select([
      's.id',
      's.club_id',
      'c.slug as club_slug',
      'c.name as club_name',
      's.name',
      's.start_date',
      's.start_time',
      's.status',
      's.serie_id',
      'r.name as serie_name',
      's.course_id',
      'co.name as course_name',
      's.description',
      's.reg_status',
      's.verified_result',
      's.is_finished',
      'r.dnf_scoring',
      'r.rules_edition',
      'r.round_corrected',
    ])
    .where(sailingVisibleTo(EVERYBODY, 's'));
}
export type SailingListRow = Awaited<
  ReturnType<ReturnType<typeof sailingListQuery>['execute']>
>[number];

/** Sailings without a start time sort after the timed ones of their day, on both databases. */
const untimedLast = sql<number>`case when s.start_time is null then 1 else 0 end`;

/** Published sailings of one status from `fromDate` on (of one club), soonest first. */
export function findSailingsByStatus(
  db: Kysely<DB>,
  status: Exclude<SailingStatus, 'unpublished'>,
  limit: number,
  fromDate?: string,
  clubId?: number,
) {
  let query = sailingListQuery(db).where('s.status', '=', status);
  if (fromDate !== undefined) query = query.where('s.start_date', '>=', fromDate);
  if (clubId !== undefined) query = query.where('s.club_id', '=', clubId);
  return query
    .orderBy('s.start_date')
    .orderBy(untimedLast)
    .orderBy('s.start_time')
    .orderBy('s.id')
    .limit(limit)
    .execute();
}

/** The latest finished sailings (of one club), newest first. */
export function findLatestFinished(db: Kysely<DB>, limit: number, clubId?: number) {
  return sailingListQuery(db)
    .where('s.status', '=', 'finished')
    .$if(clubId !== undefined, (query) => query.where('s.club_id', '=', clubId!))
    .orderBy('s.start_date', 'desc')
    .orderBy(untimedLast, 'asc')
    .orderBy('s.start_time', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();
}

/** Competitors per sailing, for the listed sailings (one grouped query). */
export async function countCompetitors(
  db: Kysely<DB>,
  sailingIds: readonly number[],
): Promise<Map<number, number>> {
  if (sailingIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('competitors')
    .select((eb) => ['sailing_id', eb.fn.countAll<number>().as('n')])
    .where('sailing_id', 'in', sailingIds)
    .groupBy('sailing_id')
    .execute();
  return new Map(rows.map((row) => [row.sailing_id, Number(row.n)]));
}

/** Every active club (sorted by the service with the Swedish collation). */
export function findAllClubs(db: Kysely<DB>) {
  return db
    .selectFrom('clubs')
    .select(['id', 'slug', 'name', 'short_name', 'city', 'website', 'email', 'description', 'logo'])
    .where('is_active', '=', true)
    .execute();
}
export type ClubRow = Awaited<ReturnType<typeof findAllClubs>>[number];

/**
 * The totals the home page shows that results notices do not cover (a sailing or club created
 * tells nothing), in one query: what everybody may see (visibility.ts). Index-only counts.
 */
export async function countClubsSailingsSailors(db: Kysely<DB>) {
  const result = await sql<Record<'clubs' | 'sailings' | 'sailors', number | string>>`
    select
      (select count(*) from clubs) as clubs,
      (select count(*) from sailings as s where ${sailingVisibleTo(EVERYBODY, 's')}) as sailings,
      (select count(*) from sailors) as sailors
  `.execute(db);
  const row = result.rows[0]!;
  return { clubs: Number(row.clubs), sailings: Number(row.sailings), sailors: Number(row.sailors) };
}

/**
 * The totals only a change of some result can change, in one query: the series everybody may
 * see (one probe each of sailings_serie_id_idx, which holds the status since migration 0015)
 * and the competitors of published sailings (a count over every entry: kept by the service).
 */
export async function countResultsTotals(db: Kysely<DB>) {
  const result = await sql<Record<'series' | 'competitors', number | string>>`
    select
      (select count(*) from series as r where ${seriesVisibleTo(EVERYBODY, 'r')}) as series,
      (select count(*) from competitors as p
        inner join sailings as s on s.id = p.sailing_id
        where ${sailingVisibleTo(EVERYBODY, 's')}) as competitors
  `.execute(db);
  const row = result.rows[0]!;
  return { series: Number(row.series), competitors: Number(row.competitors) };
}
