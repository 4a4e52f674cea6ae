import type { Insertable, Kysely, Updateable } from 'kysely';
import type { CompetitorTable, DB } from '../../db/schema.ts';
import { locksRows } from '../../db/row-locks.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/** Every competitor of a sailing (unordered: the presenter sorts). */
export function selectCompetitorsOfSailing(db: Kysely<DB>, sailingId: number) {
  return db.selectFrom('competitors').selectAll().where('sailing_id', '=', sailingId).execute();
}

/** The competitors of one start group. */
export function selectCompetitorsOfGroup(db: Kysely<DB>, groupId: number) {
  return db.selectFrom('competitors').selectAll().where('start_group_id', '=', groupId).execute();
}

/**
 * A competitor with what her permissions and timing need: her sailing's club and status, and
 * her start group's start time.
 */
export function findCompetitor(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('competitors as cp')
    .innerJoin('sailings as s', 's.id', 'cp.sailing_id')
    .leftJoin('start_groups as sg', 'sg.id', 'cp.start_group_id')
    .selectAll('cp')
    .select([
      's.club_id as sailing_club_id',
      's.status as sailing_status',
      'sg.start_time as group_start_time',
    ])
    .where('cp.id', '=', id)
    .executeTakeFirst();
}

/**
 * Locks a competitor's row until the transaction ends (PostgreSQL), so two writes of her finish
 * take turns; SQLite runs one transaction at a time anyway.
 */
export async function lockCompetitor(db: Kysely<DB>, id: number): Promise<void> {
  if (!locksRows(db)) return;
  await db.selectFrom('competitors').select('id').where('id', '=', id).forUpdate().execute();
}

export type CompetitorWithSailing = NonNullable<Awaited<ReturnType<typeof findCompetitor>>>;

/** Inserts a competitor; returns her id. */
export async function insertCompetitor(db: Kysely<DB>, values: Insertable<CompetitorTable>) {
  const { id } = await db
    .insertInto('competitors')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Inserts many competitors in a few statements (a copied sailing's fleet). */
export async function insertCompetitors(
  db: Kysely<DB>,
  rows: readonly Insertable<CompetitorTable>[],
): Promise<void> {
  // 500 rows of 16 columns stay far below the parameter limits of SQLite and PostgreSQL.
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('competitors')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

/** Writes the given columns of a competitor. */
export async function updateCompetitor(
  db: Kysely<DB>,
  id: number,
  values: Updateable<CompetitorTable>,
): Promise<void> {
  await db.updateTable('competitors').set(values).where('id', '=', id).execute();
}

/** Deletes a competitor. */
export async function deleteCompetitor(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('competitors').where('id', '=', id).execute();
}

/** A sailor profile with its club's name, for filling in an entry. */
export function findSailorProfile(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('sailors as sa')
    .leftJoin('clubs as c', 'c.id', 'sa.club_id')
    .select([
      'sa.id',
      'sa.first_name',
      'sa.last_name',
      'sa.user_id',
      'sa.club_id',
      'c.name as club_name',
    ])
    .where('sa.id', '=', id)
    .executeTakeFirst();
}

/** The sailor profile of a user account. */
export function findSailorOfUser(db: Kysely<DB>, userId: number) {
  return db.selectFrom('sailors').select(['id']).where('user_id', '=', userId).executeTakeFirst();
}

/**
 * A boat with its own SRS value and its model's name and four SRS values, for filling in an
 * entry and choosing its rating (issue 13).
 */
export function findBoatForEntry(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('boats as b')
    .leftJoin('boat_models as m', 'm.id', 'b.boat_model_id')
    .select([
      'b.id',
      'b.name',
      'b.sail_number',
      'b.owner_id',
      'b.own_srs',
      'm.id as model_id',
      'm.name as model_name',
      'm.srs',
      'm.srs_no_flying',
      'm.srs_shorthanded',
      'm.srs_shorthanded_no_flying',
    ])
    .where('b.id', '=', id)
    .executeTakeFirst();
}

/**
 * Whether an error is the database refusing a second entry of one sailor in one sailing (the
 * partial unique index of migration 0005): the answer to a request that raced another past
 * `sailorIsEntered`.
 */
export function isDuplicateEntry(error: unknown): boolean {
  return isUniqueViolation(error, {
    name: 'competitors_sailing_sailor_unique',
    table: 'competitors',
    columns: ['sailing_id', 'sailor_id'],
  });
}

/** Whether the sailor already has an entry in the sailing (other than `exceptId`). */
export async function sailorIsEntered(
  db: Kysely<DB>,
  sailingId: number,
  sailorId: number,
  exceptId: number | null = null,
): Promise<boolean> {
  let query = db
    .selectFrom('competitors')
    .select('id')
    .where('sailing_id', '=', sailingId)
    .where('sailor_id', '=', sailorId);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The club and sailing an entry belongs to, for the mails of `create-account`. */
export function findEntryContext(db: Kysely<DB>, sailingId: number) {
  return db
    .selectFrom('sailings as s')
    .innerJoin('clubs as c', 'c.id', 's.club_id')
    .select([
      's.name as sailing_name',
      's.start_date',
      'c.id as club_id',
      'c.name as club_name',
      'c.short_name as club_short_name',
    ])
    .where('s.id', '=', sailingId)
    .executeTakeFirstOrThrow();
}

/** Names a sailor profile made for a competitor's skipper. */
export async function setSailorNames(
  db: Kysely<DB>,
  sailorId: number,
  names: { first_name: string; last_name: string },
): Promise<void> {
  await db.updateTable('sailors').set(names).where('id', '=', sailorId).execute();
}
