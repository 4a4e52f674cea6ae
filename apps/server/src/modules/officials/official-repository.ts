import type { ClubRole } from '@segla/core/club';
import type { Kysely, Selectable } from 'kysely';
import { locksRows } from '../../db/row-locks.ts';
import type { ClubOfficialTable, DB } from '../../db/schema.ts';

export type OfficialRow = Selectable<ClubOfficialTable>;

/** The roles a person holds, one per club. Read on every signed-in request (auth-service.ts). */
export function selectRolesOfUser(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('club_officials')
    .select(['club_id', 'role'])
    .where('user_id', '=', userId)
    .execute();
}

/** The roles a person holds, with their clubs, for `GET /auth/users/me/` and the export. */
export function selectHeldRoles(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('club_officials as o')
    .innerJoin('clubs as c', 'c.id', 'o.club_id')
    .select(['o.role', 'c.id as club_id', 'c.slug as club_slug', 'c.name as club_name'])
    .where('o.user_id', '=', userId)
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
}

/** Inserts a role; the unique (club, user) key refuses a second one. */
export async function insertOfficial(
  db: Kysely<DB>,
  official: { clubId: number; userId: number; role: ClubRole },
  nowIso: string,
): Promise<number> {
  const { id } = await db
    .insertInto('club_officials')
    .values({
      club_id: official.clubId,
      user_id: official.userId,
      role: official.role,
      created_at: nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** An official with the person's e-mail and sailor profile, as the list and a write answer. */
function officialsWithPeople(db: Kysely<DB>) {
  return db
    .selectFrom('club_officials as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .innerJoin('sailors as s', 's.user_id', 'o.user_id')
    .select([
      'o.id',
      'o.club_id',
      'o.user_id',
      'o.role',
      'o.created_at',
      'u.email',
      's.id as sailor_id',
      's.slug as sailor_slug',
      's.first_name',
      's.last_name',
    ]);
}

export type OfficialWithPerson = NonNullable<Awaited<ReturnType<typeof findOfficial>>>;

/** The club's officials, unordered (the presenter sorts). */
export function selectOfficialsOfClub(db: Kysely<DB>, clubId: number) {
  return officialsWithPeople(db).where('o.club_id', '=', clubId).execute();
}

/** One official by id, with the person. */
export function findOfficial(db: Kysely<DB>, id: number) {
  return officialsWithPeople(db).where('o.id', '=', id).executeTakeFirst();
}

/** The role row of a person in a club, if she holds one. */
export function findOfficialOfUser(db: Kysely<DB>, clubId: number, userId: number) {
  return db
    .selectFrom('club_officials')
    .selectAll()
    .where('club_id', '=', clubId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The sailor profile of a user (her names for the club log), if she has one. */
export function findProfileOfUser(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('sailors')
    .select(['id', 'first_name', 'last_name'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .executeTakeFirst();
}

export async function updateOfficialRole(
  db: Kysely<DB>,
  id: number,
  role: ClubRole,
): Promise<void> {
  await db.updateTable('club_officials').set({ role }).where('id', '=', id).execute();
}

export async function deleteOfficial(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('club_officials').where('id', '=', id).execute();
}

/**
 * Locks the club's row until the transaction ends (PostgreSQL), so changes of its officials'
 * roles take turns: two removals of its last two admins cannot both count the other one. SQLite
 * runs one transaction at a time anyway. `FOR NO KEY UPDATE`: rows that merely reference the
 * club (its sailings, its log) are still written meanwhile.
 */
export async function lockClub(db: Kysely<DB>, clubId: number): Promise<void> {
  if (!locksRows(db)) return;
  await db.selectFrom('clubs').select('id').where('id', '=', clubId).forNoKeyUpdate().execute();
}

/** How many club admins the club has besides the official `exceptId`. */
export async function countOtherClubAdmins(
  db: Kysely<DB>,
  clubId: number,
  exceptId: number,
): Promise<number> {
  const { count } = await db
    .selectFrom('club_officials')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('club_id', '=', clubId)
    .where('role', '=', 'club_admin')
    .where('id', '!=', exceptId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Whether the club has a club account login that can sign in (active). */
export async function hasActiveClubLogin(db: Kysely<DB>, clubId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('account_type', '=', 'club')
    .where('club_id', '=', clubId)
    .where('is_active', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}
