import { boatSearchTexts, indexWords } from '@segla/core/search';
import type { Kysely } from 'kysely';

/** Rows per insert: far below SQLite's limit on bound parameters (4 per row). */
const BATCH = 200;

interface BoatRow {
  id: number;
  name: string;
  sail_number: string;
}

interface SearchWordRow {
  entity_type: 'boat';
  entity_id: number;
  word: string;
  position: number;
}

/**
 * Search finds boats by name and sail number (issue 13): the words of the boats that exist are
 * written here once, on both databases; the boat service keeps them current from then on.
 * The texts are `boatSearchTexts` of @segla/core/search, as the service indexes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const typed = db as unknown as Kysely<{ boats: BoatRow; search_words: SearchWordRow }>;
  // A rerun after a partial failure (or boats indexed by a newer server) starts clean.
  await typed.deleteFrom('search_words').where('entity_type', '=', 'boat').execute();
  const boats = await typed
    .selectFrom('boats')
    .select(['id', 'name', 'sail_number'])
    .orderBy('id')
    .execute();
  const rows: SearchWordRow[] = boats.flatMap((boat) =>
    indexWords(boatSearchTexts(boat)).map(({ word, position }) => ({
      entity_type: 'boat' as const,
      entity_id: boat.id,
      word,
      position,
    })),
  );
  for (let i = 0; i < rows.length; i += BATCH) {
    await typed
      .insertInto('search_words')
      .values(rows.slice(i, i + BATCH))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const typed = db as unknown as Kysely<{ search_words: SearchWordRow }>;
  await typed.deleteFrom('search_words').where('entity_type', '=', 'boat').execute();
}
