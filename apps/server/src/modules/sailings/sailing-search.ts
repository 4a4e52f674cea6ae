import { sailingSearchTexts } from '@segla/core/search';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { indexSearchWordsOfMany } from '../search/search-words.ts';
import { selectSailingSearchTexts } from './sailing-repository.ts';

/**
 * Rewrites the search words of sailings (`sailingSearchTexts`: name, club, series): pass their ids,
 * or a club whose name changed. Call it in the transaction that creates or changes them,
 * renames or removes their series, or renames their club.
 */
export async function reindexSailings(
  db: Kysely<DB>,
  which: readonly number[] | { clubId: number },
): Promise<void> {
  if (Array.isArray(which) && which.length === 0) return;
  const rows = await selectSailingSearchTexts(
    db,
    Array.isArray(which) ? { ids: which } : (which as { clubId: number }),
  );
  await indexSearchWordsOfMany(
    db,
    'sailing',
    rows.map((row) => ({ id: row.id, texts: sailingSearchTexts(row) })),
  );
}
