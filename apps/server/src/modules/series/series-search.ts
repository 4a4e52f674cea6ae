import { seriesSearchTexts } from '@segla/core/search';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { indexSearchWordsOfMany } from '../search/search-words.ts';
import { selectSeriesSearchTexts } from './series-repository.ts';

/**
 * Rewrites the search words of a club's series (`seriesSearchTexts`, as the series service
 * writes them). Call it in the transaction that renames the club.
 */
export async function reindexSeriesOfClub(db: Kysely<DB>, clubId: number): Promise<void> {
  const rows = await selectSeriesSearchTexts(db, clubId);
  await indexSearchWordsOfMany(
    db,
    'series',
    rows.map((row) => ({ id: row.id, texts: seriesSearchTexts(row) })),
  );
}
