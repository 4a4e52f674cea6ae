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

/** What the download is named by: the sailing's name and date. */
export function findSailingTitle(db: Kysely<DB>, sailingId: number) {
  return db
    .selectFrom('sailings')
    .select(['name', 'start_date'])
    .where('id', '=', sailingId)
    .executeTakeFirst();
}
