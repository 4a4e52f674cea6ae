import type { Kysely, Selectable } from 'kysely';
import type { AccountTypeColumn, DB, UserTable } from '../../db/schema.ts';

export type UserRow = Selectable<UserTable>;

export function findUserByEmail(db: Kysely<DB>, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Kysely<DB>, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A user with her sailor profile's name (null parts without one): who a token signs in. */
export function findUserWithName(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('sailors as s', 's.user_id', 'u.id')
    .selectAll('u')
    .select(['s.first_name', 's.last_name'])
    .where('u.id', '=', id)
    .executeTakeFirst();
}
export type UserWithName = NonNullable<Awaited<ReturnType<typeof findUserWithName>>>;

export function clubExists(db: Kysely<DB>, id: number) {
  return db.selectFrom('clubs').select('id').where('id', '=', id).executeTakeFirst();
}

export interface NewUser {
  email: string;
  passwordHash: string;
  accountType: AccountTypeColumn;
  isStaff: boolean;
  clubId: number | null;
}

export async function insertUser(db: Kysely<DB>, user: NewUser, nowIso: string) {
  const { id } = await db
    .insertInto('users')
    .values({
      email: user.email,
      password_hash: user.passwordHash,
      account_type: user.accountType,
      is_staff: user.isStaff,
      is_active: true,
      club_id: user.clubId,
      password_changed_at: nowIso,
      created_at: nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Slugs already taken that start with `base`, for picking a free one. */
export async function sailorSlugsLike(db: Kysely<DB>, base: string) {
  const rows = await db
    .selectFrom('sailors')
    .select('slug')
    .where('slug', 'like', `${base}%`)
    .execute();
  return new Set(rows.map((row) => row.slug));
}

/** Inserts a sailor profile, of a user or (userId null) without an account; returns its id. */
export async function insertSailor(
  db: Kysely<DB>,
  sailor: { slug: string; userId: number | null; clubId: number | null },
  nowIso: string,
) {
  const { id } = await db
    .insertInto('sailors')
    .values({
      slug: sailor.slug,
      user_id: sailor.userId,
      club_id: sailor.clubId,
      picture: null,
      created_at: nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Sets a new password only if the user is still at `expectedVersion`, so a reset token is
 * spent once even when two requests race. Returns whether the row changed.
 */
export async function updatePassword(
  db: Kysely<DB>,
  userId: number,
  expectedVersion: number,
  passwordHash: string,
  nowIso: string,
) {
  const result = await db
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      token_version: expectedVersion + 1,
      password_changed_at: nowIso,
    })
    .where('id', '=', userId)
    .where('token_version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setLastLogin(db: Kysely<DB>, userId: number, nowIso: string) {
  await db.updateTable('users').set({ last_login: nowIso }).where('id', '=', userId).execute();
}

/** The user with its club and sailor profile (and the sailor's club), for /auth/users/me/. */
export function findUserProfile(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('clubs as c', 'c.id', 'u.club_id')
    .leftJoin('sailors as s', 's.user_id', 'u.id')
    .leftJoin('clubs as sc', 'sc.id', 's.club_id')
    .select([
      'u.id',
      'u.email',
      'u.is_staff',
      'u.account_type',
      'c.id as club_id',
      'c.slug as club_slug',
      'c.name as club_name',
      's.id as sailor_id',
      's.slug as sailor_slug',
      's.first_name as sailor_first_name',
      's.last_name as sailor_last_name',
      'sc.id as sailor_club_id',
      'sc.slug as sailor_club_slug',
      'sc.name as sailor_club_name',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}
