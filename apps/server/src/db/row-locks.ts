import { SqliteAdapter, type Kysely } from 'kysely';

/**
 * Whether the database takes row locks (`SELECT … FOR UPDATE`). PostgreSQL does; SQLite has no
 * such clause and needs none, as its one connection runs one transaction at a time.
 */
export function locksRows<T>(db: Kysely<T>): boolean {
  return !(db.getExecutor().adapter instanceof SqliteAdapter);
}
