import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { sailingVisibleTo, type Viewer } from '../visibility/visibility.ts';
import { SERIES_SCORING_COLUMNS } from '../results/results-repository.ts';

/**
 * The sailor's entries (competitors linked to her) in sailings the viewer may see, with what
 * scoring their sailing needs: one query whatever their number (competitors_sailor_id_idx).
 * Unordered: the presenter orders them (the databases disagree on where null times sort).
 */
export function selectSailorEntries(db: Kysely<DB>, sailorId: number, viewer: Viewer) {
  return db
    .selectFrom('competitors as cp')
    .innerJoin('sailings as s', 's.id', 'cp.sailing_id')
    .innerJoin('clubs as c', 'c.id', 's.club_id')
    .leftJoin('start_groups as sg', 'sg.id', 'cp.start_group_id')
    .leftJoin('series as r', 'r.id', 's.serie_id')
    .select([
      'cp.id as competitor_id',
      'cp.boat_name',
      'cp.sail_number',
      'cp.rating',
      'cp.start_group_id',
      'sg.name as start_group_name',
      'sg.start_time as start_group_start_time',
      's.id',
      's.name',
      's.start_date',
      's.start_time',
      's.status',
      's.club_id',
      's.verified_result',
      's.is_finished',
      'c.slug as club_slug',
      'c.name as club_name',
      ...SERIES_SCORING_COLUMNS,
    ])
    .where('cp.sailor_id', '=', sailorId)
    .where(sailingVisibleTo(viewer, 's'))
    .execute();
}
export type SailorEntryRow = Awaited<ReturnType<typeof selectSailorEntries>>[number];

/** The series of the sailings the viewer may see that the sailor has an entry in: one query. */
export async function selectSeriesIdsOfSailor(
  db: Kysely<DB>,
  sailorId: number,
  viewer: Viewer,
): Promise<number[]> {
  const rows = await db
    .selectFrom('competitors as cp')
    .innerJoin('sailings as s', 's.id', 'cp.sailing_id')
    .select('s.serie_id')
    .distinct()
    .where('cp.sailor_id', '=', sailorId)
    .where('s.serie_id', 'is not', null)
    .where(sailingVisibleTo(viewer, 's'))
    .execute();
  return rows.flatMap((row) => (row.serie_id === null ? [] : [row.serie_id]));
}
