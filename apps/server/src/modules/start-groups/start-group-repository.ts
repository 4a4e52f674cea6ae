import type { Insertable, Kysely, Updateable } from 'kysely';
import { START_GROUP_NAME_INDEX } from '../../db/migrations/0006-unique-start-group-names.ts';
import type { DB, StartGroupTable } from '../../db/schema.ts';
import { locksRows } from '../../db/row-locks.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { planTimes } from './start-times.ts';

/** Every start group of a sailing (unordered: the presenter sorts). */
export function selectGroupsOfSailing(db: Kysely<DB>, sailingId: number) {
  return db.selectFrom('start_groups').selectAll().where('sailing_id', '=', sailingId).execute();
}

/** The id and name of every start group of a sailing. */
export function selectGroupNamesOfSailing(db: Kysely<DB>, sailingId: number) {
  return db
    .selectFrom('start_groups')
    .select(['id', 'name'])
    .where('sailing_id', '=', sailingId)
    .execute();
}

/** Whether a database error is a second start group of one name in a sailing. */
export function isDuplicateGroupName(error: unknown): boolean {
  return isUniqueViolation(error, {
    name: START_GROUP_NAME_INDEX,
    table: 'start_groups',
    columns: ['sailing_id', 'name'],
  });
}

/** One start group, or undefined. */
export function findStartGroup(db: Kysely<DB>, id: number) {
  return db.selectFrom('start_groups').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Locks a start group's row until the transaction ends (PostgreSQL; SQLite needs none). */
export async function lockStartGroup(db: Kysely<DB>, id: number): Promise<void> {
  if (!locksRows(db)) return;
  await db.selectFrom('start_groups').select('id').where('id', '=', id).forUpdate().execute();
}

/** The position after the sailing's last start group. */
export async function nextGroupPosition(db: Kysely<DB>, sailingId: number): Promise<number> {
  const row = await db
    .selectFrom('start_groups')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('sailing_id', '=', sailingId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** Inserts a start group; returns its id. */
export async function insertStartGroup(db: Kysely<DB>, values: Insertable<StartGroupTable>) {
  const { id } = await db
    .insertInto('start_groups')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Makes a group the sailing's only default group for entries (docs/product.md §11): the
 * sailing's other groups stop being it. In the transaction of the write that sets it.
 */
export async function clearOtherDefaultGroups(
  db: Kysely<DB>,
  sailingId: number,
  exceptId: number,
): Promise<void> {
  await db
    .updateTable('start_groups')
    .set({ is_default: false })
    .where('sailing_id', '=', sailingId)
    .where('id', '<>', exceptId)
    .where('is_default', '=', true)
    .execute();
}

/** Writes the given columns of a start group. */
export async function updateStartGroup(
  db: Kysely<DB>,
  id: number,
  values: Updateable<StartGroupTable>,
): Promise<void> {
  await db.updateTable('start_groups').set(values).where('id', '=', id).execute();
}

/** Deletes a start group; its competitors become ungrouped (and lose their own start). */
export async function deleteStartGroup(db: Kysely<DB>, id: number): Promise<void> {
  await db
    .updateTable('competitors')
    .set({ start_group_id: null, start: null })
    .where('start_group_id', '=', id)
    .execute();
  await db.deleteFrom('start_groups').where('id', '=', id).execute();
}

/**
 * Brings the stored starts and elapsed times of a sailing's competitors in line with their
 * groups and ratings (see `planTimes`): two reads, then one write per competitor that changed.
 * Call it in the transaction of any change to groups, group membership or ratings.
 */
export async function syncSailingTimes(db: Kysely<DB>, sailingId: number): Promise<void> {
  const groups = await db
    .selectFrom('start_groups')
    .select(['id', 'start_time', 'start_type', 'pursuit_minutes', 'pursuit_rounding'])
    .where('sailing_id', '=', sailingId)
    .execute();
  const competitors = await db
    .selectFrom('competitors')
    .select(['id', 'start_group_id', 'rating', 'start', 'finish_time', 'elapsed_time'])
    .where('sailing_id', '=', sailingId)
    .execute();
  const current = new Map(competitors.map((competitor) => [competitor.id, competitor]));
  const now = new Date().toISOString();
  for (const planned of planTimes(groups, competitors)) {
    const before = current.get(planned.id);
    if (before?.start === planned.start && before.elapsed_time === planned.elapsed_time) continue;
    await db
      .updateTable('competitors')
      .set({ start: planned.start, elapsed_time: planned.elapsed_time, updated_at: now })
      .where('id', '=', planned.id)
      .execute();
  }
}
