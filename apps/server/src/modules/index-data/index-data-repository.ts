import { sql, type Kysely } from 'kysely';
import type { DB, SailingStatus } from '../../db/schema.ts';
import { EVERYBODY, sailingVisibleTo, seriesVisibleTo } from '../visibility/visibility.ts';
import { SERIES_SCORING_COLUMNS } from '../results/results-repository.ts';

/**
 * SQL of the home page's index data, which is the same for everybody: it shows what anonymous
 * callers may see (visibility.ts). Every list is one query, so the number of queries never
 * depends on the rows; competitors are counted by the database as they are entered
 * (`sailings.competitor_count`, migration 0017).
 */

/**
 * Sailings everybody may see, with what a list item shows (its competitors among it) and what
 * scoring needs (the series' options).
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
      's.competitor_count',
      ...SERIES_SCORING_COLUMNS,
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

/**
 * The totals of everything everybody may see (visibility.ts) but its competitors, in one
 * query. Series: one probe each of sailings_serie_id_idx, which holds the status since
 * migration 0015.
 */
export async function countTotals(db: Kysely<DB>) {
  const result = await sql<Record<'clubs' | 'sailings' | 'series' | 'sailors', number | string>>`
    select
      (select count(*) from clubs) as clubs,
      (select count(*) from sailings as s where ${sailingVisibleTo(EVERYBODY, 's')}) as sailings,
      (select count(*) from series as r where ${seriesVisibleTo(EVERYBODY, 'r')}) as series,
      (select count(*) from sailors) as sailors
  `.execute(db);
  const row = result.rows[0]!;
  return {
    clubs: Number(row.clubs),
    sailings: Number(row.sailings),
    series: Number(row.series),
    sailors: Number(row.sailors),
  };
}

/**
 * The competitors of the sailings everybody may see: a sum of the sailings' own counts
 * (migration 0017), read from sailings_competitor_count_idx alone. Counting a million entries
 * took longer than the whole page may (issue 15).
 */
export async function countVisibleCompetitors(db: Kysely<DB>): Promise<number> {
  const result = await sql<{ competitors: number | string }>`
    select coalesce(sum(s.competitor_count), 0) as competitors
    from sailings as s where ${sailingVisibleTo(EVERYBODY, 's')}
  `.execute(db);
  return Number(result.rows[0]!.competitors);
}
