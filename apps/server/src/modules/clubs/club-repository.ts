import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { ClubTable, DB } from '../../db/schema.ts';

const clubColumns = [
  'id',
  'slug',
  'name',
  'short_name',
  'city',
  'website',
  'email',
  'description',
  'logo',
  'is_active',
  'swish_number',
] as const;

export type ClubRow = Pick<Selectable<ClubTable>, (typeof clubColumns)[number]>;

/** Active clubs, or with `all` every club (the staff's admin area, issue 13). */
export function listClubs(db: Kysely<DB>, options: { all?: boolean } = {}): Promise<ClubRow[]> {
  let query = db.selectFrom('clubs').select(clubColumns);
  if (!options.all) query = query.where('is_active', '=', true);
  return query.execute();
}

/** Club slugs that start with `base`, for picking a free one. */
export async function clubSlugsLike(db: Kysely<DB>, base: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('clubs')
    .select('slug')
    .where('slug', 'like', `${base}%`)
    .execute();
  return new Set(rows.map((row) => row.slug));
}

/**
 * Activates or deactivates a club and its club accounts (issue 13). Deactivated accounts cannot
 * sign in, and their token version moves on so tokens already handed out stop working.
 */
export async function setClubActive(
  db: Kysely<DB>,
  id: number,
  active: boolean,
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('clubs')
    .set({ is_active: active, updated_at: nowIso })
    .where('id', '=', id)
    .execute();
  await db
    .updateTable('users')
    .set((eb) =>
      active
        ? { is_active: true }
        : { is_active: false, token_version: eb('token_version', '+', 1) },
    )
    .where('club_id', '=', id)
    .where('account_type', '=', 'club')
    .execute();
}

/**
 * Whether a path or query text can name a stored row: PostgreSQL refuses text with a NUL
 * character outright, so such a lookup is answered "not found" without asking.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000');
}

export async function findClubBySlug(db: Kysely<DB>, slug: string): Promise<ClubRow | undefined> {
  if (!isStorableText(slug)) return undefined;
  return db.selectFrom('clubs').select(clubColumns).where('slug', '=', slug).executeTakeFirst();
}

export function findClubById(db: Kysely<DB>, id: number): Promise<ClubRow | undefined> {
  return db.selectFrom('clubs').select(clubColumns).where('id', '=', id).executeTakeFirst();
}

/** The id of the club with `slug`, or undefined. */
export async function clubIdBySlug(db: Kysely<DB>, slug: string): Promise<number | undefined> {
  if (!isStorableText(slug)) return undefined;
  const row = await db.selectFrom('clubs').select('id').where('slug', '=', slug).executeTakeFirst();
  return row?.id;
}

export async function clubExists(db: Kysely<DB>, id: number): Promise<boolean> {
  const row = await db.selectFrom('clubs').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export async function updateClub(
  db: Kysely<DB>,
  id: number,
  changes: Updateable<ClubTable>,
): Promise<void> {
  await db.updateTable('clubs').set(changes).where('id', '=', id).execute();
}

/** Inserts a club; returns its id. Clubs are made by the command line and the demo data. */
export async function insertClub(db: Kysely<DB>, club: Insertable<ClubTable>): Promise<number> {
  const { id } = await db
    .insertInto('clubs')
    .values(club)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Whether the database holds any club at all. */
export async function anyClubExists(db: Kysely<DB>): Promise<boolean> {
  return (await db.selectFrom('clubs').select('id').limit(1).executeTakeFirst()) !== undefined;
}
