import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { sailingVisibleTo, type Viewer } from '../visibility/visibility.ts';

/** The account with its club (a club account's), for the data export. */
export function findAccount(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('clubs as c', 'c.id', 'u.club_id')
    .select([
      'u.id',
      'u.email',
      'u.account_type',
      'u.is_staff',
      'u.is_active',
      'u.created_at',
      'u.last_login',
      'u.password_changed_at',
      'c.id as club_id',
      'c.slug as club_slug',
      'c.name as club_name',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}
export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/** The sailor profile of the account, with its club. */
export function findSailorOfUser(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('sailors as s')
    .leftJoin('clubs as c', 'c.id', 's.club_id')
    .select([
      's.id',
      's.slug',
      's.first_name',
      's.last_name',
      's.picture',
      's.mobile_number',
      's.birth_year',
      's.created_at',
      'c.id as club_id',
      'c.slug as club_slug',
      'c.name as club_name',
    ])
    .where('s.user_id', '=', userId)
    .executeTakeFirst();
}
export type AccountSailorRow = NonNullable<Awaited<ReturnType<typeof findSailorOfUser>>>;

/** A sailor's boats with their model's name. */
export function listBoatsOfOwner(db: Kysely<DB>, sailorId: number) {
  return db
    .selectFrom('boats as b')
    .leftJoin('boat_models as m', 'm.id', 'b.boat_model_id')
    .select([
      'b.id',
      'b.name',
      'b.sail_number',
      'b.own_srs',
      'b.certificate_year',
      'b.created_at',
      'm.id as model_id',
      'm.name as model_name',
    ])
    .where('b.owner_id', '=', sailorId)
    .orderBy('b.id')
    .execute();
}
export type AccountBoatRow = Awaited<ReturnType<typeof listBoatsOfOwner>>[number];

/** The entries (competitor rows) linked to a sailor, in sailings the viewer may see. */
export function listEntriesOfSailor(db: Kysely<DB>, sailorId: number, viewer: Viewer) {
  return db
    .selectFrom('competitors as e')
    .innerJoin('sailings as s', 's.id', 'e.sailing_id')
    .innerJoin('clubs as c', 'c.id', 's.club_id')
    .select([
      'e.id',
      'e.name',
      'e.boat_name',
      'e.boat_type',
      'e.sail_number',
      'e.club_name',
      'e.rating',
      'e.sail_config',
      'e.finish_time',
      'e.elapsed_time',
      'e.code',
      's.id as sailing_id',
      's.name as sailing_name',
      's.start_date',
      'c.id as club_id',
      'c.slug as club_slug',
      'c.name as club_name_of_sailing',
    ])
    .where('e.sailor_id', '=', sailorId)
    .where(sailingVisibleTo(viewer, 's'))
    .orderBy('s.start_date')
    .orderBy('e.id')
    .execute();
}
export type AccountEntryRow = Awaited<ReturnType<typeof listEntriesOfSailor>>[number];

/** The kinds of mail the sailor switched off (docs/product.md §19). */
export async function listMailOptOutsOfSailor(db: Kysely<DB>, sailorId: number) {
  const rows = await db
    .selectFrom('sailor_mail_opt_outs')
    .select('kind')
    .where('sailor_id', '=', sailorId)
    .orderBy('kind')
    .execute();
  return rows.map((row) => row.kind);
}

/** The crews the sailor is listed in (docs/product.md §18), of sailings the viewer may see. */
export function listCrewsOfSailor(db: Kysely<DB>, sailorId: number, viewer: Viewer) {
  return db
    .selectFrom('crew_members as m')
    .innerJoin('competitors as e', 'e.id', 'm.competitor_id')
    .innerJoin('sailings as s', 's.id', 'e.sailing_id')
    .innerJoin('clubs as c', 'c.id', 's.club_id')
    .select([
      'm.id',
      'm.confirmed_at',
      'e.boat_name',
      'e.sail_number',
      's.id as sailing_id',
      's.name as sailing_name',
      's.start_date',
      'c.id as club_id',
      'c.slug as club_slug',
      'c.name as club_name',
    ])
    .where('m.sailor_id', '=', sailorId)
    .where(sailingVisibleTo(viewer, 's'))
    .orderBy('s.start_date')
    .orderBy('m.id')
    .execute();
}
export type AccountCrewRow = Awaited<ReturnType<typeof listCrewsOfSailor>>[number];

/** The feedback the account sent. */
export function listFeedbackOfUser(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('feedback')
    .select(['id', 'subject', 'message', 'ip', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}
export type AccountFeedbackRow = Awaited<ReturnType<typeof listFeedbackOfUser>>[number];

/** The club roles the account holds, with their clubs and when each was granted. */
export function listRolesOfUser(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('club_officials as o')
    .innerJoin('clubs as c', 'c.id', 'o.club_id')
    .select([
      'o.role',
      'o.created_at',
      'c.id as club_id',
      'c.slug as club_slug',
      'c.name as club_name',
    ])
    .where('o.user_id', '=', userId)
    .execute();
}
export type AccountRoleRow = Awaited<ReturnType<typeof listRolesOfUser>>[number];

/**
 * Entries keep what the club entered (name, boat name, type, sail number) but lose their links
 * to the sailor and her boats: the foreign keys say `on delete set null` too, this says it in
 * one statement the same way on both databases.
 */
export async function unlinkEntries(db: Kysely<DB>, sailorId: number): Promise<void> {
  await db
    .updateTable('competitors')
    .set({ sailor_id: null })
    .where('sailor_id', '=', sailorId)
    .execute();
  await db
    .updateTable('competitors')
    .set({ boat_id: null })
    .where('boat_id', 'in', (eb) =>
      eb.selectFrom('boats').select('id').where('owner_id', '=', sailorId),
    )
    .execute();
}

export async function deleteBoatsOfOwner(db: Kysely<DB>, sailorId: number): Promise<void> {
  await db.deleteFrom('boats').where('owner_id', '=', sailorId).execute();
}

export async function deleteSailor(db: Kysely<DB>, sailorId: number): Promise<void> {
  await db.deleteFrom('sailors').where('id', '=', sailorId).execute();
}

/**
 * Deletes the account; its feedback and change-log rows keep their text (and their signature)
 * without it, and its club roles go with it (the foreign key cascades).
 */
export async function deleteUser(db: Kysely<DB>, userId: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}
