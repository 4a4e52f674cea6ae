import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Bound parameters per statement: below SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMETERS = 30_000;

type Table = keyof DB;

function rowsPerStatement(rows: readonly object[]): number {
  const columns = Math.max(1, Object.keys(rows[0] ?? {}).length);
  return Math.max(1, Math.floor(MAX_PARAMETERS / columns));
}

/**
 * Inserts many rows in large multi-row statements (the caller's transaction keeps them one
 * commit). Nothing returned: for rows nobody refers to, such as competitors.
 */
export async function insertMany<T extends Table>(
  db: Kysely<DB>,
  table: T,
  rows: readonly Insertable<DB[T]>[],
): Promise<void> {
  const step = rowsPerStatement(rows);
  for (let i = 0; i < rows.length; i += step) {
    // Kysely's insert types cannot follow a generic table name; the rows are checked above.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + step) as never)
      .execute();
  }
}

/**
 * Inserts many rows of a table with an `id` and returns their ids in the rows' order. Both
 * databases number the rows of one VALUES list in its order, so the ids returned, sorted,
 * belong to the rows in order whatever order RETURNING lists them in.
 */
export async function insertManyReturningIds<T extends Table>(
  db: Kysely<DB>,
  table: T,
  rows: readonly Insertable<DB[T]>[],
): Promise<number[]> {
  const ids: number[] = [];
  const step = rowsPerStatement(rows);
  for (let i = 0; i < rows.length; i += step) {
    const returned = (await db
      .insertInto(table)
      .values(rows.slice(i, i + step) as never)
      .returning('id' as never)
      .execute()) as unknown as { id: number }[];
    ids.push(...returned.map((row) => Number(row.id)).sort((a, b) => a - b));
  }
  return ids;
}
