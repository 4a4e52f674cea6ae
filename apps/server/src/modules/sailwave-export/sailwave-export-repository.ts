import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { seriesHasPublishedSailing } from '../visibility/visibility.ts';

/**
 * SQL of the Sailwave export beyond the results read model's (whose queries give the sailings,
 * start groups and competitors): the series with its club, and the competitors' clubs.
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
      'se.rules_edition',
      'se.round_corrected',
      'c.name as club_name',
      seriesHasPublishedSailing('se').as('has_published_sailing'),
    ])
    .where('se.id', '=', seriesId)
    .executeTakeFirst();
  // 0/1 on SQLite, a boolean on PostgreSQL.
  return row && { ...row, has_published_sailing: Boolean(row.has_published_sailing) };
}
export type ExportSeriesRow = NonNullable<Awaited<ReturnType<typeof findExportSeries>>>;

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
