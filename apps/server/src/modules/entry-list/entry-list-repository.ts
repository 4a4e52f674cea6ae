import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** A sailing's entries with their start group, for the entry list (docs/product.md §18). */
export function selectEntryListRows(db: Kysely<DB>, sailingId: number) {
  return db
    .selectFrom('competitors as cp')
    .leftJoin('start_groups as g', 'g.id', 'cp.start_group_id')
    .select([
      'cp.id',
      'cp.sail_number',
      'cp.boat_name',
      'cp.boat_type',
      'cp.name',
      'cp.club_name',
      'cp.rating',
      'cp.persons_on_board',
      'cp.created_at',
      'g.id as group_id',
      'g.name as group_name',
      'g.start_time as group_start_time',
    ])
    .where('cp.sailing_id', '=', sailingId)
    .execute();
}
export type EntryListRow = Awaited<ReturnType<typeof selectEntryListRows>>[number];

/** The crew of a sailing's entries: a typed name, or the sailor's name. */
export function selectCrewOfSailing(db: Kysely<DB>, sailingId: number) {
  return db
    .selectFrom('crew_members as m')
    .innerJoin('competitors as cp', 'cp.id', 'm.competitor_id')
    .leftJoin('sailors as sa', 'sa.id', 'm.sailor_id')
    .select([
      'm.id',
      'm.competitor_id',
      'm.name',
      'sa.first_name',
      'sa.last_name',
      'm.sailor_id',
      'm.confirmed_at',
    ])
    .where('cp.sailing_id', '=', sailingId)
    .orderBy('m.id')
    .execute();
}
export type CrewOfSailingRow = Awaited<ReturnType<typeof selectCrewOfSailing>>[number];

/** What the download is named by: the sailing's name and date. */
export function findSailingTitle(db: Kysely<DB>, sailingId: number) {
  return db
    .selectFrom('sailings')
    .select(['name', 'start_date'])
    .where('id', '=', sailingId)
    .executeTakeFirst();
}
