import { yearDateRange } from '@segla/core/sailing';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, SailingStatus, SailingTable } from '../../db/schema.ts';
import { sailingVisibleTo, type Viewer } from '../visibility/visibility.ts';

/** Filters of a sailing list; all optional. */
export interface SailingFilter {
  id?: number;
  clubSlug?: string;
  year?: string;
  statuses?: readonly SailingStatus[];
  serieId?: number;
  /** Sailings of these series (a non-empty list). */
  serieIds?: readonly number[];
  /** Only sailings that belong to a series (for series lists). */
  inSeries?: boolean;
}

/**
 * The rows of list-shaped sailings the viewer may see: one query whatever the number of rows
 * (club, series and course joined; the competitor count is the sailing's own column).
 */
export function selectSailingItems(db: Kysely<DB>, filter: SailingFilter, viewer: Viewer) {
  let query = db
    .selectFrom('sailings as s')
    .innerJoin('clubs as c', 'c.id', 's.club_id')
    .leftJoin('series as se', 'se.id', 's.serie_id')
    .leftJoin('courses as co', 'co.id', 's.course_id')
    .select([
      's.id',
      's.name',
      's.start_date',
      's.start_time',
      's.status',
      's.reg_status',
      's.entry_deadline',
      's.reported_finishes',
      's.protest_minutes',
      's.finished_at',
      's.entry_fee',
      's.late_fee',
      's.late_from',
      'se.entry_fee as series_entry_fee',
      's.verified_result',
      's.is_finished',
      's.description',
      's.club_id',
      'c.slug as club_slug',
      'c.name as club_name',
      's.serie_id',
      'se.name as serie_name',
      's.course_id',
      'co.name as course_name',
      // Kept by the database as entries are written (migration 0017).
      's.competitor_count',
    ])
    .where(sailingVisibleTo(viewer, 's'));
  if (filter.id !== undefined) query = query.where('s.id', '=', filter.id);
  if (filter.clubSlug !== undefined) query = query.where('c.slug', '=', filter.clubSlug);
  if (filter.year !== undefined) {
    // The year as the web app's live cache reads it (matchesSailingFilters).
    const { from, to } = yearDateRange(filter.year);
    query = query.where('s.start_date', '>=', from).where('s.start_date', '<=', to);
  }
  if (filter.statuses !== undefined && filter.statuses.length > 0) {
    query = query.where('s.status', 'in', filter.statuses);
  }
  if (filter.serieId !== undefined) query = query.where('s.serie_id', '=', filter.serieId);
  if (filter.serieIds !== undefined) query = query.where('s.serie_id', 'in', filter.serieIds);
  if (filter.inSeries) query = query.where('s.serie_id', 'is not', null);
  return query.execute();
}

export type SailingItemRow = Awaited<ReturnType<typeof selectSailingItems>>[number];

/** The bare sailing row (for permissions and updates), with its club's slug. */
export function findSailing(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('sailings as s')
    .innerJoin('clubs as c', 'c.id', 's.club_id')
    .selectAll('s')
    .select(['c.slug as club_slug', 'c.name as club_name'])
    .where('s.id', '=', id)
    .executeTakeFirst();
}

export type SailingRow = NonNullable<Awaited<ReturnType<typeof findSailing>>>;

/** A club's reference fields, or undefined. */
export function findClub(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('clubs')
    .select(['id', 'slug', 'name'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A series' club, for checking a sailing's reference to it. */
export function findSeriesClub(db: Kysely<DB>, id: number) {
  return db.selectFrom('series').select(['id', 'club_id']).where('id', '=', id).executeTakeFirst();
}

/** A course's club, for checking a sailing's reference to it. */
export function findCourseClub(db: Kysely<DB>, id: number) {
  return db.selectFrom('courses').select(['id', 'club_id']).where('id', '=', id).executeTakeFirst();
}

/** Inserts a sailing; returns its id. */
export async function insertSailing(db: Kysely<DB>, values: Insertable<SailingTable>) {
  const { id } = await db
    .insertInto('sailings')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Writes the given columns of a sailing. */
export async function updateSailing(
  db: Kysely<DB>,
  id: number,
  values: Updateable<SailingTable>,
): Promise<void> {
  await db.updateTable('sailings').set(values).where('id', '=', id).execute();
}

/** Deletes a sailing; its start groups and competitors go with it (foreign keys cascade). */
export async function deleteSailing(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('sailings').where('id', '=', id).execute();
}

/** Name, club name and series name of sailings (by id, or a club's), for their search words. */
export function selectSailingSearchTexts(
  db: Kysely<DB>,
  which: { ids: readonly number[] } | { clubId: number },
) {
  return db
    .selectFrom('sailings as s')
    .innerJoin('clubs as c', 'c.id', 's.club_id')
    .leftJoin('series as se', 'se.id', 's.serie_id')
    .select(['s.id', 's.name', 'c.name as club_name', 'se.name as serie_name'])
    .$call((query) =>
      'clubId' in which
        ? query.where('s.club_id', '=', which.clubId)
        : query.where('s.id', 'in', which.ids),
    )
    .execute();
}
