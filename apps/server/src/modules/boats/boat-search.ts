import { boatSearchTexts } from '@segla/core/search';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { deleteSearchWords } from '../search/search-words-repository.ts';
import { indexSearchWordsOfMany } from '../search/search-words.ts';
import { boatIdsOfOwner } from './boat-repository.ts';

/**
 * The search words of boats (issue 13: search finds boats by name and sail number, the texts
 * of `boatSearchTexts`). Call these in the transaction of the change.
 */

/** Writes (or rewrites) the words of boats as they now are. */
export async function indexBoatSearchWords(
  db: Kysely<DB>,
  boats: ReadonlyArray<{ id: number; name: string; sail_number: string }>,
): Promise<void> {
  if (boats.length === 0) return;
  await indexSearchWordsOfMany(
    db,
    'boat',
    boats.map((boat) => ({ id: boat.id, texts: boatSearchTexts(boat) })),
  );
}

/** Takes boats out of search (call it before or with their deletion). */
export async function removeBoatSearchWords(
  db: Kysely<DB>,
  boatIds: readonly number[],
): Promise<void> {
  await deleteSearchWords(db, 'boat', boatIds);
}

/**
 * Takes a sailor's boats out of search: for deleting a sailor together with her boats (her
 * account's deletion), called before the boats are deleted.
 */
export async function removeOwnerBoatSearchWords(db: Kysely<DB>, ownerId: number): Promise<void> {
  await removeBoatSearchWords(db, await boatIdsOfOwner(db, ownerId));
}
