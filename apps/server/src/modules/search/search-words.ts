import { indexWords, type SearchTexts } from '@segla/core/search';
import type { Kysely } from 'kysely';
import type { DB, SearchEntityType } from '../../db/schema.ts';
import {
  deleteSearchWords,
  insertSearchWords,
  type SearchWordRow,
} from './search-words-repository.ts';

/**
 * The search index of clubs, series, sailings and sailors. Which texts each is found by is
 * said once, in @segla/core/search (`sailingSearchTexts`, `seriesSearchTexts`,
 * `clubSearchTexts`, `sailorSearchTexts`); how text folds into words too (`indexWords`).
 */

/**
 * Replaces the search words of one entity: call it in the transaction that creates or changes
 * the entity, with its texts from @segla/core/search (title first: title words rank higher).
 */
export async function indexSearchWords(
  db: Kysely<DB>,
  entityType: SearchEntityType,
  entityId: number,
  texts: SearchTexts,
): Promise<void> {
  await indexSearchWordsOfMany(db, entityType, [{ id: entityId, texts }]);
}

/**
 * Replaces the search words of many entities of one type (a club's sailings after its rename)
 * in a few statements instead of two per entity. Same rules as `indexSearchWords`.
 */
export async function indexSearchWordsOfMany(
  db: Kysely<DB>,
  entityType: SearchEntityType,
  entities: ReadonlyArray<{ id: number; texts: SearchTexts }>,
): Promise<void> {
  const rows: SearchWordRow[] = entities.flatMap((entity) =>
    indexWords(entity.texts).map(({ word, position }) => ({
      entity_type: entityType,
      entity_id: entity.id,
      word,
      position,
    })),
  );
  await deleteSearchWords(
    db,
    entityType,
    entities.map((entity) => entity.id),
  );
  await insertSearchWords(db, rows);
}

/** Removes an entity from search: call it in the transaction that deletes the entity. */
export async function removeSearchWords(
  db: Kysely<DB>,
  entityType: SearchEntityType,
  entityId: number,
): Promise<void> {
  await deleteSearchWords(db, entityType, [entityId]);
}
