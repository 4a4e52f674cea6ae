import { sql, SqliteAdapter, type Insertable, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The SQL of the national data set (seed-scale.ts): large inserts and a few lookups. */

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
    await db
      .insertInto(table)
      .values(rows.slice(i, i + step))
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
    // Kysely's types cannot follow `returning('id')` of a generic table name.
    const returned = (await db
      .insertInto(table)
      .values(rows.slice(i, i + step) as never)
      .returning('id' as never)
      .execute()) as unknown as { id: number }[];
    ids.push(...returned.map((row) => Number(row.id)).sort((a, b) => a - b));
  }
  return ids;
}

/** Every slug of clubs or sailors, so new ones can be made free of them. */
export async function allSlugs(db: Kysely<DB>, table: 'clubs' | 'sailors'): Promise<string[]> {
  const rows = await db.selectFrom(table).select('slug').execute();
  return rows.map((row) => row.slug);
}

/** The number of search words (to report how many were added). */
export async function countSearchWords(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('search_words')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface ScaleBoatModel {
  id: number;
  name: string;
  srs: number;
  noFlying: number | null;
}

/** Boat models by name. */
export async function findBoatModels(
  db: Kysely<DB>,
  names: readonly string[],
): Promise<ScaleBoatModel[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('boat_models')
    .select(['id', 'name', 'srs', 'srs_no_flying'])
    .where('name', 'in', names)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    srs: row.srs,
    noFlying: row.srs_no_flying,
  }));
}

/**
 * Turns PostgreSQL's per-row results-version trigger on competitors (migration 0004) off or on,
 * in the caller's transaction (rolled back with it; other writers of competitors wait for the
 * commit). SQLite's triggers are cheap and stay on: nothing is done there.
 */
export async function setEntryResultsTrigger(db: Kysely<DB>, enabled: boolean): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`alter table competitors ${sql.raw(enabled ? 'enable' : 'disable')} trigger competitors_results`.execute(
    db,
  );
}
