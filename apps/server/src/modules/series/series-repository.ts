import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, SeriesTable } from '../../db/schema.ts';
import { seriesVisibleTo, type Viewer } from '../visibility/visibility.ts';

/**
 * The series the viewer may see, with their club: all, one club's (by slug), one (by id) or
 * some (by ids, a non-empty list).
 * One query.
 */
export function selectSeries(
  db: Kysely<DB>,
  filter: { clubSlug?: string; id?: number; ids?: readonly number[] },
  viewer: Viewer,
) {
  let query = db
    .selectFrom('series as se')
    .innerJoin('clubs as c', 'c.id', 'se.club_id')
    .selectAll('se')
    .select(['c.slug as club_slug', 'c.name as club_name'])
    .where(seriesVisibleTo(viewer, 'se'));
  if (filter.clubSlug !== undefined) query = query.where('c.slug', '=', filter.clubSlug);
  if (filter.id !== undefined) query = query.where('se.id', '=', filter.id);
  if (filter.ids !== undefined) query = query.where('se.id', 'in', filter.ids);
  return query.execute();
}

export type SeriesRow = Awaited<ReturnType<typeof selectSeries>>[number];

/** Inserts a series; returns its id. */
export async function insertSeries(db: Kysely<DB>, values: Insertable<SeriesTable>) {
  const { id } = await db
    .insertInto('series')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Writes the given columns of a series. */
export async function updateSeries(
  db: Kysely<DB>,
  id: number,
  values: Updateable<SeriesTable>,
): Promise<void> {
  await db.updateTable('series').set(values).where('id', '=', id).execute();
}

/** Deletes a series; its sailings stay, without a series (the foreign key sets null). */
export async function deleteSeries(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('series').where('id', '=', id).execute();
}

/** The ids of a series' sailings (all, published or not). */
export async function sailingIdsOfSeries(db: Kysely<DB>, id: number): Promise<number[]> {
  const rows = await db.selectFrom('sailings').select('id').where('serie_id', '=', id).execute();
  return rows.map((row) => row.id);
}

/** Name and club name of a club's series, for their search words. */
export function selectSeriesSearchTexts(db: Kysely<DB>, clubId: number) {
  return db
    .selectFrom('series as se')
    .innerJoin('clubs as c', 'c.id', 'se.club_id')
    .select(['se.id', 'se.name', 'c.name as club_name'])
    .where('se.club_id', '=', clubId)
    .execute();
}
