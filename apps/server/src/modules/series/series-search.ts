import { seriesSearchTexts } from '@segla/core/search';
import type { Insertable, Kysely } from 'kysely';
import type { DB, SeriesTable } from '../../db/schema.ts';
import { indexSearchWords, indexSearchWordsOfMany } from '../search/search-words.ts';
import { insertSeries, selectSeriesSearchTexts } from './series-repository.ts';

/**
 * Inserts a series of `club` and the words it is found by (its name, its club's name), in the
 * caller's transaction; returns its id. The one way a series is made (the form, the Sailwave
 * import).
 */
export async function insertIndexedSeries(
  db: Kysely<DB>,
  club: { id: number; name: string },
  values: Omit<Insertable<SeriesTable>, 'club_id'>,
): Promise<number> {
  const id = await insertSeries(db, { ...values, club_id: club.id });
  await indexSearchWords(
    db,
    'series',
    id,
    seriesSearchTexts({ name: values.name, club_name: club.name }),
  );
  return id;
}

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
