import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { indexSearchWords } from '../search/search-words.ts';
import { selectSailingSearchTexts } from './sailing-repository.ts';

/**
 * Rewrites the search words of sailings (their name, club name and series name). Call it in the
 * transaction that creates or changes them, or renames or removes their series.
 */
export async function reindexSailings(db: Kysely<DB>, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  for (const row of await selectSailingSearchTexts(db, ids)) {
    await indexSearchWords(db, 'sailing', row.id, [row.name, row.club_name, row.serie_name]);
  }
}
