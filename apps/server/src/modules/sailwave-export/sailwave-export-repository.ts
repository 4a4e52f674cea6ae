import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import {
  sailingVisibleTo,
  seriesHasPublishedSailing,
  type Viewer,
} from '../visibility/visibility.ts';

/**
 * SQL of the Sailwave export beyond the results read model's (whose queries give the scored
 * sailings, start groups and competitors): the series with its club, every sailing of it, and
 * the competitors' clubs.
 */

/** A series with its scoring settings, its club's name and whether a sailing is published. */
export async function findExportSeries(db: Kysely<DB>, seriesId: number) {
  const row = await db
    .selectFrom('series as se')
    .innerJoin('clubs as c', 'c.id', 'se.club_id')
    .select([
      'se.id',
      'se.club_id',
      'se.name',
      'se.description',
      'se.discard_thresholds',
      'se.dnf_scoring',
      'se.dnf_points',
      'se.rules_edition',
      'se.round_corrected',
      'se.scp_places',
      'se.penalty_on_tie',
      'c.name as club_name',
      seriesHasPublishedSailing('se').as('has_published_sailing'),
    ])
    .where('se.id', '=', seriesId)
    .executeTakeFirst();
  // 0/1 on SQLite, a boolean on PostgreSQL.
  return row && { ...row, has_published_sailing: Boolean(row.has_published_sailing) };
}
export type ExportSeriesRow = NonNullable<Awaited<ReturnType<typeof findExportSeries>>>;

/**
 * Every sailing of the series the viewer may see (the visibility rule of `findSeriesSailings`),
 * the cancelled ones too: the file's races. Ordered as `findSeriesSailings` orders them, so the
 * scored ones come in the results' order on either database. The results leave cancelled
 * sailings out, having nothing to score, but a series exported and imported again must keep
 * them, so the file has them as races not sailed.
 */
export function findExportSailings(db: Kysely<DB>, seriesId: number, viewer: Viewer) {
  return db
    .selectFrom('sailings as s')
    .select(['s.id', 's.name', 's.start_date', 's.start_time', 's.status'])
    .where('s.serie_id', '=', seriesId)
    .where(sailingVisibleTo(viewer, 's'))
    .orderBy('s.start_date')
    .orderBy('s.start_time')
    .orderBy('s.id')
    .execute();
}

/** The club each competitor of the sailings sails for, by competitor id. */
export async function findCompetitorClubs(
  db: Kysely<DB>,
  sailingIds: readonly number[],
): Promise<Map<number, string>> {
  if (sailingIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('competitors')
    .select(['id', 'club_name'])
    .where('sailing_id', 'in', sailingIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.club_name]));
}
