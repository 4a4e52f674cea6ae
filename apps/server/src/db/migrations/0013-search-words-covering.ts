import type { Kysely } from 'kysely';

/**
 * Search at national scale (issue 15, decision 0039): the word index also holds each word's
 * position, so a prefix's range scan answers the search from the index alone (SQLite's
 * "covering index", PostgreSQL's index-only scan) instead of reading a table row for each of
 * the tens of thousands of words a short prefix matches.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('search_words_word_idx').execute();
  await db.schema
    .createIndex('search_words_word_idx')
    .on('search_words')
    .columns(['word', 'entity_type', 'entity_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('search_words_word_idx').execute();
  await db.schema
    .createIndex('search_words_word_idx')
    .on('search_words')
    .columns(['word', 'entity_type', 'entity_id'])
    .execute();
}
