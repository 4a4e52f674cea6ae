import { foldWords, matchesSearchWords, sailorSearchTexts } from '@segla/core/search';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { indexSearchWords, removeSearchWords } from '../search/search-words.ts';
import { selectSailorSearchTexts } from './sailor-search-repository.ts';

/**
 * Rewrites the search words of sailors (`sailorSearchTexts`: full name, then the club's name)
 * from what is stored: pass the sailors' ids, or a club whose name changed. Call it in the
 * transaction of the change. A sailor without a name has nothing to be found by and is left
 * out of search.
 */
export async function indexSailorSearchWords(
  db: Kysely<DB>,
  which: { sailorIds: readonly number[] } | { clubId: number },
): Promise<void> {
  if ('sailorIds' in which && which.sailorIds.length === 0) return;
  const rows = await selectSailorSearchTexts(db, which);
  // Sailors change one at a time, or a club's members once per club rename: a few words each.
  for (const row of rows) {
    const texts = sailorSearchTexts(row);
    if (texts.length === 0) await removeSearchWords(db, 'sailor', row.id);
    else await indexSearchWords(db, 'sailor', row.id, texts);
  }
}

/** The words of a name query, folded as search words are ("Åke" → "ake"). */
export function nameQueryWords(query: string): string[] {
  return foldWords(query);
}

/** Whether every query word begins one of the words of the sailor's name. */
export function nameMatches(queryWords: readonly string[], firstName: string, lastName: string) {
  return matchesSearchWords(queryWords, [firstName, lastName]);
}
