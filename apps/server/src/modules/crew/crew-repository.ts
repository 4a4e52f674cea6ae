import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** An entry with what the crew's rules read: its sailing, club and skipper's account. */
export function findCrewEntry(db: Kysely<DB>, competitorId: number) {
  return db
    .selectFrom('competitors as cp')
    .innerJoin('sailings as s', 's.id', 'cp.sailing_id')
    .innerJoin('clubs as c', 'c.id', 's.club_id')
    .leftJoin('sailors as sa', 'sa.id', 'cp.sailor_id')
    .select([
      'cp.id',
      'cp.sailor_id',
      'cp.name',
      'cp.boat_name',
      'cp.sail_number',
      'cp.persons_on_board',
      'sa.user_id as skipper_user_id',
      's.id as sailing_id',
      's.name as sailing_name',
      's.start_date',
      's.status as sailing_status',
      's.club_id',
      'c.slug as club_slug',
      'c.name as club_name',
    ])
    .where('cp.id', '=', competitorId)
    .executeTakeFirst();
}
export type CrewEntryRow = NonNullable<Awaited<ReturnType<typeof findCrewEntry>>>;

/** An entry's crew in the order they were added, with each sailor's name and account. */
export function selectCrewMembers(db: Kysely<DB>, competitorId: number) {
  return db
    .selectFrom('crew_members as m')
    .leftJoin('sailors as sa', 'sa.id', 'm.sailor_id')
    .select([
      'm.id',
      'm.name',
      'm.sailor_id',
      'm.confirmed_at',
      'sa.slug as sailor_slug',
      'sa.first_name',
      'sa.last_name',
      'sa.user_id as sailor_user_id',
    ])
    .where('m.competitor_id', '=', competitorId)
    .orderBy('m.id')
    .execute();
}
export type CrewMemberRow = Awaited<ReturnType<typeof selectCrewMembers>>[number];

/**
 * The crew of all of a sailing's entries, in the order they were added, with the names of the
 * members who are Segla sailors (the entry list and the safety tally read them).
 */
export function selectCrewOfSailing(db: Kysely<DB>, sailingId: number) {
  return db
    .selectFrom('crew_members as m')
    .innerJoin('competitors as cp', 'cp.id', 'm.competitor_id')
    .leftJoin('sailors as sa', 'sa.id', 'm.sailor_id')
    .select([
      'm.id',
      'm.competitor_id',
      'm.name',
      'm.sailor_id',
      'm.confirmed_at',
      'sa.first_name',
      'sa.last_name',
    ])
    .where('cp.sailing_id', '=', sailingId)
    .orderBy('m.id')
    .execute();
}
export type CrewOfSailingRow = Awaited<ReturnType<typeof selectCrewOfSailing>>[number];

/** A crew member with her entry's id and, for a sailor, her account. */
export function findCrewMember(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('crew_members as m')
    .leftJoin('sailors as sa', 'sa.id', 'm.sailor_id')
    .select(['m.id', 'm.competitor_id', 'm.sailor_id', 'm.confirmed_at', 'sa.user_id'])
    .where('m.id', '=', id)
    .executeTakeFirst();
}

/** A sailor who may be invited: her account and name (none for an unknown id). */
export function findInvitableSailor(db: Kysely<DB>, sailorId: number) {
  return db
    .selectFrom('sailors')
    .select(['id', 'user_id', 'first_name', 'last_name'])
    .where('id', '=', sailorId)
    .executeTakeFirst();
}

export async function countCrewMembers(db: Kysely<DB>, competitorId: number): Promise<number> {
  const row = await db
    .selectFrom('crew_members')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('competitor_id', '=', competitorId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertCrewMember(
  db: Kysely<DB>,
  values: { competitor_id: number; name: string; sailor_id: number | null; created_at: string },
): Promise<number> {
  const row = await db
    .insertInto('crew_members')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteCrewMember(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('crew_members').where('id', '=', id).execute();
}

/** Marks an invited sailor's "Bekräfta" (kept as the first time when she confirms again). */
export async function confirmCrewMember(db: Kysely<DB>, id: number, at: string): Promise<void> {
  await db
    .updateTable('crew_members')
    .set({ confirmed_at: at })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .execute();
}

export async function setPersonsOnBoard(
  db: Kysely<DB>,
  competitorId: number,
  personsOnBoard: number | null,
): Promise<void> {
  await db
    .updateTable('competitors')
    .set({ persons_on_board: personsOnBoard })
    .where('id', '=', competitorId)
    .execute();
}
