import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, ResultListTable } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/** SQL of result lists (docs/product.md §12 "Fler resultatlistor"). */

/** A list with its start group's sailing. */
export function findResultList(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('result_lists as l')
    .innerJoin('start_groups as g', 'g.id', 'l.start_group_id')
    .selectAll('l')
    .select('g.sailing_id')
    .where('l.id', '=', id)
    .executeTakeFirst();
}
export type ResultListRecord = NonNullable<Awaited<ReturnType<typeof findResultList>>>;

/** The lists of a sailing's start groups, in display order. */
export function selectListsOfSailing(db: Kysely<DB>, sailingId: number) {
  return db
    .selectFrom('result_lists as l')
    .innerJoin('start_groups as g', 'g.id', 'l.start_group_id')
    .selectAll('l')
    .select('g.sailing_id')
    .where('g.sailing_id', '=', sailingId)
    .orderBy('g.position')
    .orderBy('l.position')
    .orderBy('l.id')
    .execute();
}

/** The names of a start group's lists. */
export function selectListNamesOfGroup(db: Kysely<DB>, groupId: number) {
  return db
    .selectFrom('result_lists')
    .select(['id', 'name'])
    .where('start_group_id', '=', groupId)
    .execute();
}

/** The ratings of the lists (list id, competitor id, rating). */
export function selectListRatings(db: Kysely<DB>, listIds: readonly number[]) {
  if (listIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('result_list_ratings')
    .select(['result_list_id', 'competitor_id', 'rating'])
    .where('result_list_id', 'in', listIds)
    .orderBy('competitor_id')
    .execute();
}

/** The ids of a start group's competitors. */
export async function selectGroupCompetitorIds(db: Kysely<DB>, groupId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('competitors')
    .select('id')
    .where('start_group_id', '=', groupId)
    .execute();
  return rows.map((row) => row.id);
}

export async function insertResultList(
  db: Kysely<DB>,
  values: Insertable<ResultListTable>,
): Promise<number> {
  const row = await db
    .insertInto('result_lists')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateResultList(
  db: Kysely<DB>,
  id: number,
  changes: Updateable<ResultListTable>,
): Promise<void> {
  await db.updateTable('result_lists').set(changes).where('id', '=', id).execute();
}

export async function deleteResultList(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('result_lists').where('id', '=', id).execute();
}

/** Sets the boats' ratings in a list: a number is kept (replacing hers), null removes it. */
export async function writeListRatings(
  db: Kysely<DB>,
  listId: number,
  ratings: readonly { competitor: number; rating: number | null }[],
): Promise<void> {
  const removed = ratings.filter((r) => r.rating === null).map((r) => r.competitor);
  const kept = ratings.filter(
    (r): r is { competitor: number; rating: number } => r.rating !== null,
  );
  const touched = [...removed, ...kept.map((r) => r.competitor)];
  if (touched.length === 0) return;
  await db
    .deleteFrom('result_list_ratings')
    .where('result_list_id', '=', listId)
    .where('competitor_id', 'in', touched)
    .execute();
  if (kept.length > 0) {
    await db
      .insertInto('result_list_ratings')
      .values(
        kept.map((r) => ({
          result_list_id: listId,
          competitor_id: r.competitor,
          rating: r.rating,
        })),
      )
      .execute();
  }
}

/** Whether an error is the unique (group, name) of result lists (migration 0025). */
export function isDuplicateListName(error: unknown): boolean {
  return isUniqueViolation(error, {
    name: 'result_lists_group_name_key',
    table: 'result_lists',
    columns: ['start_group_id', 'name'],
  });
}

/**
 * Copies the lists of the old start groups to the new ones, with the ratings of the copied
 * boats (a sailing's copy, docs/product.md §11): `groupIds` and `competitorIds` map old to new.
 */
export async function copyResultLists(
  db: Kysely<DB>,
  groupIds: ReadonlyMap<number, number>,
  competitorIds: ReadonlyMap<number, number>,
  now: string,
): Promise<void> {
  if (groupIds.size === 0) return;
  const lists = await db
    .selectFrom('result_lists')
    .selectAll()
    .where('start_group_id', 'in', [...groupIds.keys()])
    .orderBy('id')
    .execute();
  const ratings = await selectListRatings(
    db,
    lists.map((list) => list.id),
  );
  for (const list of lists) {
    const id = await insertResultList(db, {
      start_group_id: groupIds.get(list.start_group_id)!,
      name: list.name,
      kind: list.kind,
      position: list.position,
      created_at: now,
    });
    const copied = ratings.flatMap((rating) => {
      const competitor = competitorIds.get(rating.competitor_id);
      return rating.result_list_id === list.id && competitor !== undefined
        ? [{ competitor, rating: rating.rating }]
        : [];
    });
    await writeListRatings(db, id, copied);
  }
}
