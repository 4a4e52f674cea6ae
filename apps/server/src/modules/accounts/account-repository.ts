import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { prefixUpperBound } from '../sailors/sailor-repository.ts';

/** An account with its club (a club account's) and its sailor profile (a sailor's). */
function selectAccounts(db: Kysely<DB>) {
  return db
    .selectFrom('users as u')
    .leftJoin('clubs as c', 'c.id', 'u.club_id')
    .leftJoin('sailors as s', 's.user_id', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.account_type',
      'u.is_active',
      'u.is_staff',
      'u.last_login',
      'u.created_at',
      'c.id as club_id',
      'c.slug as club_slug',
      'c.name as club_name',
      'c.is_active as club_is_active',
      's.id as sailor_id',
      's.slug as sailor_slug',
      's.first_name as sailor_first_name',
      's.last_name as sailor_last_name',
    ]);
}

export type AccountRow = Awaited<ReturnType<ReturnType<typeof selectAccounts>['execute']>>[number];

/** `%`, `_` and the escape itself taken literally in a LIKE pattern (escape '\'). */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Candidates for an account search, newest first: accounts whose e-mail contains `emailPart`
 * (lower case; addresses are stored lower-cased), or whose sailor has a search word starting
 * with `nameWord` (folded as search words are). The service checks every query word.
 */
export function searchAccountCandidates(
  db: Kysely<DB>,
  query: { emailPart: string; nameWord: string | null },
  limit: number,
): Promise<AccountRow[]> {
  const pattern = `%${likeLiteral(query.emailPart)}%`;
  const { nameWord } = query;
  return selectAccounts(db)
    .where((eb) =>
      eb.or([
        sql<boolean>`u.email like ${pattern} escape '\\'`,
        ...(nameWord === null
          ? []
          : [
              eb(
                's.id',
                'in',
                eb
                  .selectFrom('search_words')
                  .select('entity_id')
                  .where('entity_type', '=', 'sailor')
                  .where('word', '>=', nameWord)
                  .where('word', '<', prefixUpperBound(nameWord)),
              ),
            ]),
      ]),
    )
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(limit)
    .execute();
}

/** The newest accounts, for the admin area before anything is searched. */
export function newestAccounts(db: Kysely<DB>, limit: number): Promise<AccountRow[]> {
  return selectAccounts(db)
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(limit)
    .execute();
}

export function findAccount(db: Kysely<DB>, id: number): Promise<AccountRow | undefined> {
  return selectAccounts(db).where('u.id', '=', id).executeTakeFirst();
}

/**
 * Activates or deactivates an account. Deactivating moves its token version on, so the access
 * and refresh tokens it holds stop working at once (auth-service `#userForToken`).
 */
export async function setAccountActive(db: Kysely<DB>, id: number, active: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) =>
      active
        ? { is_active: true }
        : { is_active: false, token_version: eb('token_version', '+', 1) },
    )
    .where('id', '=', id)
    .execute();
}

/** The club roles of the listed accounts, with their clubs: one query for all of them. */
function selectRoles(db: Kysely<DB>, userIds: readonly number[]) {
  return db
    .selectFrom('club_officials as o')
    .innerJoin('clubs as c', 'c.id', 'o.club_id')
    .select([
      'o.user_id',
      'o.role',
      'c.id as club_id',
      'c.slug as club_slug',
      'c.name as club_name',
    ])
    .where('o.user_id', 'in', userIds)
    .execute();
}
export type AccountRoleRow = Awaited<ReturnType<typeof selectRoles>>[number];

/** The roles the accounts hold (none asked, none read). */
export async function selectRolesOfAccounts(
  db: Kysely<DB>,
  userIds: readonly number[],
): Promise<AccountRoleRow[]> {
  return userIds.length === 0 ? [] : selectRoles(db, userIds);
}
