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
  await removeSearchWords(db, entityType, entityId);
  const seen = new Set<string>();
  const rows: {
    entity_type: SearchEntityType;
    entity_id: number;
    word: string;
    position: number;
  }[] = [];
  for (const text of texts) {
    for (const word of foldWords(text ?? '')) {
      if (seen.has(word) || rows.length >= MAX_WORDS) continue;
      seen.add(word);
      rows.push({ entity_type: entityType, entity_id: entityId, word, position: rows.length });
    }
  }
  if (rows.length > 0) await db.insertInto('search_words').values(rows).execute();
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
