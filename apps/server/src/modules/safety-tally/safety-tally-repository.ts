import type { Insertable, Kysely } from 'kysely';
import type { DB, SafetyTallyTable } from '../../db/schema.ts';

/** The sailing a tally is read for: its club and status. */
export function findTallySailing(db: Kysely<DB>, sailingId: number) {
  return db
    .selectFrom('sailings')
    .select(['id', 'club_id', 'status'])
    .where('id', '=', sailingId)
    .executeTakeFirst();
}
export type TallySailingRow = NonNullable<Awaited<ReturnType<typeof findTallySailing>>>;

/** A boat with her sailing and the account of her sailor, and her tally state. */
export function findTallyEntry(db: Kysely<DB>, competitorId: number) {
  return db
    .selectFrom('competitors as cp')
    .innerJoin('sailings as s', 's.id', 'cp.sailing_id')
    .leftJoin('sailors as sa', 'sa.id', 'cp.sailor_id')
    .leftJoin('safety_tally as st', 'st.competitor_id', 'cp.id')
    .select([
      'cp.id',
      'cp.sailing_id',
      's.club_id',
      's.status as sailing_status',
      'sa.user_id as sailor_user_id',
      'st.state',
      'st.changed_at',
    ])
    .where('cp.id', '=', competitorId)
    .executeTakeFirst();
}
export type TallyEntryRow = NonNullable<Awaited<ReturnType<typeof findTallyEntry>>>;

/** A boat's tally row, if she has been tapped. */
export function findTally(db: Kysely<DB>, competitorId: number) {
  return db
    .selectFrom('safety_tally')
    .select(['state', 'changed_at'])
    .where('competitor_id', '=', competitorId)
    .executeTakeFirst();
}

/** Sets a boat's state, who and when (one row per boat). */
export async function upsertTally(
  db: Kysely<DB>,
  row: Insertable<SafetyTallyTable>,
): Promise<void> {
  await db
    .insertInto('safety_tally')
    .values(row)
    .onConflict((oc) =>
      oc.column('competitor_id').doUpdateSet({
        state: row.state,
        changed_at: row.changed_at,
        changed_by: row.changed_by ?? '',
        user_id: row.user_id ?? null,
        device: row.device ?? null,
      }),
    )
    .execute();
}

/** The sailing's boats with their tally state and the skipper's mobile number. */
export function selectTallyBoats(db: Kysely<DB>, sailingId: number) {
  return db
    .selectFrom('competitors as cp')
    .leftJoin('sailors as sa', 'sa.id', 'cp.sailor_id')
    .leftJoin('safety_tally as st', 'st.competitor_id', 'cp.id')
    .select([
      'cp.id',
      'cp.sail_number',
      'cp.boat_name',
      'cp.name',
      'cp.sailor_id',
      'cp.persons_on_board',
      'cp.finish_time',
      'cp.code',
      'sa.mobile_number',
      'st.state',
      'st.changed_at',
      'st.changed_by',
    ])
    .where('cp.sailing_id', '=', sailingId)
    .execute();
}
export type TallyBoatRow = Awaited<ReturnType<typeof selectTallyBoats>>[number];
