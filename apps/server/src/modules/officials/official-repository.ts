import type { ClubRole } from '@segla/core/club';
import type { Kysely, Selectable } from 'kysely';
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
