import type { Kysely } from 'kysely';
import type { DB, SearchEntityType } from '../../db/schema.ts';

const MAX_WORDS = 40;

/**
 * Folds text for search: lower case, diacritics dropped (å/ä → a, ö → o, é → e), so a query
 * typed without Swedish letters still matches. Returns the words, in order.
 */
export function foldWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, 40));
}

/**
 * Replaces the search words of one entity: call it in the transaction that creates or changes
 * the entity, with its title first (title words rank above other words).
 */
export async function indexSearchWords(
  db: Kysely<DB>,
  entityType: SearchEntityType,
  entityId: number,
  texts: ReadonlyArray<string | null | undefined>,
): Promise<void> {
  await indexSearchWordsOfMany(db, entityType, [{ id: entityId, texts }]);
}

/** Ids per `in (…)` list and rows per insert: far below SQLite's limit on bound parameters. */
const BATCH = 500;

/**
 * Replaces the search words of many entities of one type (a club's sailings after its rename)
 * in a few statements instead of two per entity. Same rules as `indexSearchWords`.
 */
export async function indexSearchWordsOfMany(
  db: Kysely<DB>,
  entityType: SearchEntityType,
  entities: ReadonlyArray<{ id: number; texts: ReadonlyArray<string | null | undefined> }>,
): Promise<void> {
  const rows: {
    entity_type: SearchEntityType;
    entity_id: number;
    word: string;
    position: number;
  }[] = [];
  for (const entity of entities) {
    const seen = new Set<string>();
    let position = 0;
    for (const text of entity.texts) {
      for (const word of foldWords(text ?? '')) {
        if (seen.has(word) || position >= MAX_WORDS) continue;
        seen.add(word);
        rows.push({ entity_type: entityType, entity_id: entity.id, word, position });
        position++;
      }
    }
  }
  const ids = entities.map((entity) => entity.id);
  for (let i = 0; i < ids.length; i += BATCH) {
    await db
      .deleteFrom('search_words')
      .where('entity_type', '=', entityType)
      .where('entity_id', 'in', ids.slice(i, i + BATCH))
      .execute();
  }
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insertInto('search_words')
      .values(rows.slice(i, i + BATCH))
      .execute();
  }
}

/** Removes an entity from search: call it in the transaction that deletes the entity. */
export async function removeSearchWords(
  db: Kysely<DB>,
  entityType: SearchEntityType,
  entityId: number,
): Promise<void> {
  await db
    .deleteFrom('search_words')
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .execute();
}
