import type { Kysely } from 'kysely';
import type { DB, SearchEntityType } from '../../db/schema.ts';

/** Ids per `in (…)` list and rows per insert: far below SQLite's limit on bound parameters. */
const BATCH = 500;

/** One indexed word of an entity (its position: earlier words rank higher). */
export interface SearchWordRow {
  entity_type: SearchEntityType;
  entity_id: number;
  word: string;
  position: number;
}

/** Deletes every search word of the entities of one type. */
export async function deleteSearchWords(
  db: Kysely<DB>,
  entityType: SearchEntityType,
  entityIds: readonly number[],
): Promise<void> {
  for (let i = 0; i < entityIds.length; i += BATCH) {
    await db
      .deleteFrom('search_words')
      .where('entity_type', '=', entityType)
      .where('entity_id', 'in', entityIds.slice(i, i + BATCH))
      .execute();
  }
}

/** Inserts search words, a few hundred rows per statement. */
export async function insertSearchWords(
  db: Kysely<DB>,
  rows: readonly SearchWordRow[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insertInto('search_words')
      .values(rows.slice(i, i + BATCH))
      .execute();
  }
}
