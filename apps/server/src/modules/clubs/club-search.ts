import { clubSearchTexts } from '@segla/core/search';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { indexSearchWords } from '../search/search-words.ts';

/**
 * Writes a club's search words (`clubSearchTexts`: name, short name, city). Call it in the
 * transaction that creates the club or changes one of those fields; the command line's
 * `create-club` should call it too.
 */
export async function indexClubSearchWords(
  db: Kysely<DB>,
  club: { id: number; name: string; short_name?: string; city?: string },
): Promise<void> {
  await indexSearchWords(db, 'club', club.id, clubSearchTexts(club));
}
