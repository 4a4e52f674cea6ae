import type { Kysely } from 'kysely';

/**
 * Search by position first (issue 15, decision 0039): a one-word search takes the entities whose
 * word at position 0 matches, then position 1, … until the page is certain, instead of grouping
 * every match of a short prefix (tens of thousands at national scale). The entity index becomes
 * covering so the ranking keys of those few hundred candidates are read from the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('search_words_position_idx')
    .on('search_words')
    .columns(['position', 'word', 'entity_type', 'entity_id'])
    .execute();
  await db.schema.dropIndex('search_words_entity_idx').execute();
  await db.schema
    .createIndex('search_words_entity_idx')
    .on('search_words')
    .columns(['entity_type', 'entity_id', 'word', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('search_words_position_idx').execute();
  await db.schema.dropIndex('search_words_entity_idx').execute();
  await db.schema
    .createIndex('search_words_entity_idx')
    .on('search_words')
    .columns(['entity_type', 'entity_id'])
    .execute();
}
