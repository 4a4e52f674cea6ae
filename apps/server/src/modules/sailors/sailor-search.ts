import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { foldWords, indexSearchWords, removeSearchWords } from '../search/search-words.ts';

/**
 * Rewrites the search words of sailors (full name first, then the club's name) from what is
 * stored: pass the sailors' ids, or a club whose name changed. Call it in the transaction of
 * the change. A sailor without a name has nothing to be found by and is left out of search.
 */
export async function indexSailorSearchWords(
  db: Kysely<DB>,
  which: { sailorIds: readonly number[] } | { clubId: number },
): Promise<void> {
  if ('sailorIds' in which && which.sailorIds.length === 0) return;
  const rows = await db
    .selectFrom('sailors as s')
    .leftJoin('clubs as c', 'c.id', 's.club_id')
    .select(['s.id', 's.first_name', 's.last_name', 'c.name as club_name'])
    .$call((query) =>
      'clubId' in which
        ? query.where('s.club_id', '=', which.clubId)
        : query.where('s.id', 'in', which.sailorIds),
    )
    .execute();
  // Sailors change one at a time, or a club's members once per club rename: a few words each.
  for (const row of rows) {
    const fullName = `${row.first_name} ${row.last_name}`.trim();
    if (fullName === '') await removeSearchWords(db, 'sailor', row.id);
    else await indexSearchWords(db, 'sailor', row.id, [fullName, row.club_name]);
  }
}

/** The words of a name query, folded as search words are ("Åke" → "ake"). */
export function nameQueryWords(query: string): string[] {
  return foldWords(query);
}

/** Whether every query word begins one of the words of the sailor's name. */
export function nameMatches(queryWords: readonly string[], firstName: string, lastName: string) {
  const words = foldWords(`${firstName} ${lastName}`);
  return queryWords.every((queryWord) => words.some((word) => word.startsWith(queryWord)));
}
