import { sql, type Kysely } from 'kysely';
import { dialectOf } from './column-types.ts';

/**
 * Search by word prefix over clubs, sailings, series and sailors: one row per folded word, so a
 * keystroke is an index range scan instead of a scan of the searched tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('search_words')
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    // Byte order ("C") in PostgreSQL so `word >= 'ab' and word < 'ac'` uses the index.
    .addColumn('word', 'text', (c) =>
      postgres ? c.notNull().modifyEnd(sql`collate "C"`) : c.notNull(),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('search_words_word_idx')
    .on('search_words')
    .columns(['word', 'entity_type', 'entity_id'])
    .execute();
  await db.schema
    .createIndex('search_words_entity_idx')
    .on('search_words')
    .columns(['entity_type', 'entity_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_words').execute();
}
