import type { Kysely, Updateable } from 'kysely';
import type { DB, SailorTable } from '../../db/schema.ts';
import { isStorableText } from '../clubs/club-repository.ts';

export interface SailorRow {
  id: number;
  slug: string;
  first_name: string;
  last_name: string;
  club_id: number | null;
  club_slug: string | null;
  club_name: string | null;
  picture: string | null;
  user_id: number | null;
  /** "Födelseår" (issue 32): private, answered only to those who may edit the profile. */
  birth_year: number | null;
}

/** Sailors with their club joined: one query whatever the number of rows. */
function selectSailors(db: Kysely<DB>) {
  return db
    .selectFrom('sailors as s')
    .leftJoin('clubs as c', 'c.id', 's.club_id')
    .select([
      's.id',
      's.slug',
      's.first_name',
      's.last_name',
      's.club_id',
      'c.slug as club_slug',
      'c.name as club_name',
      's.picture',
      's.user_id',
      's.birth_year',
    ]);
}

/**
 * Sailors with a name (a profile whose first and last name are both empty is no one to list:
 * docs/product.md §2, issue 13), optionally a club's, or those with a search word beginning
 * with `candidateWord`.
 */
export function listSailors(
  db: Kysely<DB>,
  filter: { clubId?: number; candidateWord?: string } = {},
): Promise<SailorRow[]> {
  const { clubId, candidateWord } = filter;
  return selectSailors(db)
    .where((eb) => eb.or([eb('s.first_name', '!=', ''), eb('s.last_name', '!=', '')]))
    .$if(clubId !== undefined, (query) => query.where('s.club_id', '=', clubId!))
    .$if(candidateWord !== undefined, (query) =>
      // Words are folded to a–z and 0–9, so the prefix is a range on the word index.
      query.where('s.id', 'in', (eb) =>
        eb
          .selectFrom('search_words')
          .select('entity_id')
          .where('entity_type', '=', 'sailor')
          .where('word', '>=', candidateWord!)
          .where('word', '<', prefixUpperBound(candidateWord!)),
      ),
    )
    .execute();
}

/** The first text after every text that starts with `prefix` (its last character plus one). */
export function prefixUpperBound(prefix: string): string {
  const last = prefix.charCodeAt(prefix.length - 1);
  return prefix.slice(0, -1) + String.fromCharCode(last + 1);
}

/** A sailor by id (when `key` is a number) or by slug; an id match wins. */
export async function findSailor(
  db: Kysely<DB>,
  key: { id: number | null; slug: string },
): Promise<SailorRow | undefined> {
  if (!isStorableText(key.slug)) return undefined;
  const rows = await selectSailors(db)
    .where((eb) =>
      key.id === null
        ? eb('s.slug', '=', key.slug)
        : eb.or([eb('s.id', '=', key.id), eb('s.slug', '=', key.slug)]),
    )
    .execute();
  return rows.find((row) => row.id === key.id) ?? rows[0];
}

export async function updateSailor(
  db: Kysely<DB>,
  id: number,
  changes: Updateable<SailorTable>,
): Promise<void> {
  await db.updateTable('sailors').set(changes).where('id', '=', id).execute();
}

export async function sailorExists(db: Kysely<DB>, id: number): Promise<boolean> {
  const row = await db.selectFrom('sailors').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** The sailor profile of a user, or undefined. */
export async function sailorIdOfUser(db: Kysely<DB>, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('sailors')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.id;
}
