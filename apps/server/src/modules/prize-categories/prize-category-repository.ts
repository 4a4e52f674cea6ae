import { SqliteAdapter, sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { DB, PrizeCategoryTable } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

export type PrizeCategoryRow = Selectable<PrizeCategoryTable>;

/** A club's prize categories in its order (position, then as created). */
export function selectClubCategories(db: Kysely<DB>, clubId: number): Promise<PrizeCategoryRow[]> {
  return db
    .selectFrom('prize_categories')
    .selectAll()
    .where('club_id', '=', clubId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** One category by id. */
export function findCategory(db: Kysely<DB>, id: number): Promise<PrizeCategoryRow | undefined> {
  return db.selectFrom('prize_categories').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts a category; returns its id. The unique (club, name) key refuses a twin. */
export async function insertCategory(
  db: Kysely<DB>,
  category: Insertable<PrizeCategoryTable>,
): Promise<number> {
  const { id } = await db
    .insertInto('prize_categories')
    .values(category)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Writes a category's name, rule and years. */
export async function updateCategory(
  db: Kysely<DB>,
  id: number,
  changes: Pick<PrizeCategoryRow, 'name' | 'rule' | 'born_from' | 'born_until'>,
): Promise<void> {
  await db.updateTable('prize_categories').set(changes).where('id', '=', id).execute();
}

/**
 * Sets each category's position to its index in `orderedIds` (the club's whole list). Only the
 * rows that move are written: each write bumps the results of the club's sailings (0026).
 */
export async function setCategoryPositions(
  db: Kysely<DB>,
  orderedIds: readonly number[],
): Promise<void> {
  for (const [position, id] of orderedIds.entries()) {
    await db
      .updateTable('prize_categories')
      .set({ position })
      .where('id', '=', id)
      .where('position', '!=', position)
      .execute();
  }
}

/** Deletes a category; its ticks go with it (the foreign key cascades). */
export async function deleteCategory(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('prize_categories').where('id', '=', id).execute();
}

/** Unticks a category on every entry (it is no longer ticked: its rule changed). */
export async function deleteTicksOfCategory(db: Kysely<DB>, categoryId: number): Promise<void> {
  await db.deleteFrom('competitor_categories').where('category_id', '=', categoryId).execute();
}

/** Whether an error is the database refusing a second category of one name in a club. */
export function isDuplicateCategoryName(error: unknown): boolean {
  return isUniqueViolation(error, {
    name: 'prize_categories_club_name',
    table: 'prize_categories',
    columns: ['club_id', 'name'],
  });
}

/** Of `ids`, those that are `entry_flag` categories of the club. */
export async function entryFlagIdsOfClub(
  db: Kysely<DB>,
  clubId: number,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('prize_categories')
    .select('id')
    .where('club_id', '=', clubId)
    .where('rule', '=', 'entry_flag')
    .where('id', 'in', ids)
    .execute();
  return rows.map((row) => row.id);
}

/** Replaces the categories ticked on an entry. */
export async function setEntryCategories(
  db: Kysely<DB>,
  competitorId: number,
  categoryIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('competitor_categories').where('competitor_id', '=', competitorId).execute();
  if (categoryIds.length === 0) return;
  await db
    .insertInto('competitor_categories')
    .values(categoryIds.map((id) => ({ competitor_id: competitorId, category_id: id })))
    .execute();
}

/**
 * Ticks the categories of each entry of `competitorIds` (old id → its copy's) on its copy: a
 * copied sailing keeps who sails for "Dam" or "Familj" as it keeps the boats (docs/product.md
 * §11, §21). Birth-year categories follow the sailor and need no copy. One query, then the inserts.
 */
export async function copyEntryCategories(
  db: Kysely<DB>,
  competitorIds: ReadonlyMap<number, number>,
): Promise<void> {
  const ticks = await selectEntryCategories(db, [...competitorIds.keys()]);
  const rows = [...ticks].flatMap(([competitorId, categoryIds]) => {
    const copy = competitorIds.get(competitorId);
    return copy === undefined
      ? []
      : categoryIds.map((categoryId) => ({ competitor_id: copy, category_id: categoryId }));
  });
  // 1000 rows of 2 columns stay far below the parameter limits of SQLite and PostgreSQL.
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('competitor_categories')
      .values(rows.slice(i, i + 1000))
      .execute();
  }
}

/**
 * The competitor ids as one parameter (a JSON array read back as rows), so a query names any
 * number of them without meeting SQLite's or PostgreSQL's limit on parameters.
 */
function idRows(db: Kysely<DB>, ids: readonly number[]) {
  const json = JSON.stringify([...new Set(ids)].filter((id) => Number.isSafeInteger(id)));
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? sql<number>`(select value from json_each(${json}))`
    : sql<number>`(select value::integer from json_array_elements_text(${json}::json))`;
}

/** Appends `categoryId` to the competitor's list in `map`. */
function add(map: Map<number, number[]>, competitorId: number, categoryId: number): void {
  const list = map.get(competitorId);
  if (list) list.push(categoryId);
  else map.set(competitorId, [categoryId]);
}

/**
 * The `entry_flag` categories ticked on each of the entries, ascending (one query whatever
 * their number). Entries without a tick are absent from the map.
 */
export async function selectEntryCategories(
  db: Kysely<DB>,
  competitorIds: readonly number[],
): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (competitorIds.length === 0) return map;
  const rows = await db
    .selectFrom('competitor_categories')
    .select(['competitor_id', 'category_id'])
    .where('competitor_id', 'in', idRows(db, competitorIds))
    .orderBy('competitor_id')
    .orderBy('category_id')
    .execute();
  for (const row of rows) add(map, row.competitor_id, row.category_id);
  return map;
}

/**
 * For the results by category (docs/product.md §21): the ids of every prize category of her
 * sailing's club each entry is in: the `entry_flag` ones ticked on it, and the `birth_year`
 * ones her linked sailor's birth year falls in (bounds inclusive). Two queries whatever the
 * number of entries; each list ascending; an entry in none (or unknown) is absent.
 */
export async function selectCategoriesOfCompetitors(
  db: Kysely<DB>,
  competitorIds: readonly number[],
): Promise<Map<number, number[]>> {
  const map = await selectEntryCategories(db, competitorIds);
  if (competitorIds.length === 0) return map;
  const byYear = await db
    .selectFrom('competitors as cp')
    .innerJoin('sailings as s', 's.id', 'cp.sailing_id')
    .innerJoin('sailors as sa', 'sa.id', 'cp.sailor_id')
    .innerJoin('prize_categories as pc', (join) =>
      join.onRef('pc.club_id', '=', 's.club_id').on('pc.rule', '=', 'birth_year'),
    )
    .select(['cp.id as competitor_id', 'pc.id as category_id'])
    .where('cp.id', 'in', idRows(db, competitorIds))
    .where('sa.birth_year', 'is not', null)
    .where((eb) =>
      eb.and([
        eb.or([eb('pc.born_from', 'is', null), eb('pc.born_from', '<=', eb.ref('sa.birth_year'))]),
        eb.or([
          eb('pc.born_until', 'is', null),
          eb('pc.born_until', '>=', eb.ref('sa.birth_year')),
        ]),
      ]),
    )
    .execute();
  for (const row of byYear) add(map, row.competitor_id, row.category_id);
  for (const list of map.values()) list.sort((a, b) => a - b);
  return map;
}

/** The sailing's club of an entry, for checking the categories ticked on it. */
export async function clubOfCompetitor(
  db: Kysely<DB>,
  competitorId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('competitors as cp')
    .innerJoin('sailings as s', 's.id', 'cp.sailing_id')
    .select('s.club_id')
    .where('cp.id', '=', competitorId)
    .executeTakeFirst();
  return row?.club_id;
}

/**
 * Ticks a category on every entry of the club's sailings whose sailor is one of `sailorIds`
 * (the demo's "Dam"); one statement.
 */
export async function tickCategoryForSailors(
  db: Kysely<DB>,
  category: { id: number; clubId: number },
  sailorIds: readonly number[],
): Promise<void> {
  if (sailorIds.length === 0) return;
  await db
    .insertInto('competitor_categories')
    .columns(['competitor_id', 'category_id'])
    .expression((eb) =>
      eb
        .selectFrom('competitors as cp')
        .innerJoin('sailings as s', 's.id', 'cp.sailing_id')
        .select(['cp.id', sql<number>`cast(${category.id} as integer)`.as('category_id')])
        .where('s.club_id', '=', category.clubId)
        .where('cp.sailor_id', 'in', sailorIds),
    )
    .execute();
}

/** Sets a sailor's birth year (null: none). */
export async function setSailorBirthYear(
  db: Kysely<DB>,
  sailorId: number,
  birthYear: number | null,
): Promise<void> {
  await db
    .updateTable('sailors')
    .set({ birth_year: birthYear })
    .where('id', '=', sailorId)
    .execute();
}
