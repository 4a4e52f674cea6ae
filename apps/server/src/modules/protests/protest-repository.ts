import type { Insertable, Kysely, Updateable } from 'kysely';
import { locksRows } from '../../db/row-locks.ts';
import type { DB, ProtestPenaltyTable, ProtestTable } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/** SQL of protests, requests for redress and their decisions (issue 30). */

/** A protest's own columns with its protesting boat (null when the club filed it). */
function protestsWithProtestor(db: Kysely<DB>) {
  return db
    .selectFrom('protests as p')
    .leftJoin('competitors as pc', 'pc.id', 'p.protestor_id')
    .selectAll('p')
    .select([
      'pc.sail_number as protestor_sail_number',
      'pc.boat_name as protestor_boat_name',
      'pc.name as protestor_name',
    ]);
}

/** A sailing's protests, by number. */
export function selectProtestsOfSailing(db: Kysely<DB>, sailingId: number) {
  return protestsWithProtestor(db)
    .where('p.sailing_id', '=', sailingId)
    .orderBy('p.number')
    .execute();
}

/** One protest, or undefined. */
export function findProtest(db: Kysely<DB>, id: number) {
  return protestsWithProtestor(db).where('p.id', '=', id).executeTakeFirst();
}

export type ProtestRow = NonNullable<Awaited<ReturnType<typeof findProtest>>>;

/** The boats the protests are against, with what the answer shows of them. */
export async function selectProtestedBoats(db: Kysely<DB>, protestIds: readonly number[]) {
  if (protestIds.length === 0) return [];
  return db
    .selectFrom('protest_boats as pb')
    .innerJoin('competitors as c', 'c.id', 'pb.competitor_id')
    .select(['pb.protest_id', 'c.id', 'c.sail_number', 'c.boat_name', 'c.name'])
    .where('pb.protest_id', 'in', protestIds)
    .orderBy('c.id')
    .execute();
}

export type ProtestedBoatRow = Awaited<ReturnType<typeof selectProtestedBoats>>[number];

/** What the protests' decisions gave each boat, with the boats. */
export async function selectPenalties(db: Kysely<DB>, protestIds: readonly number[]) {
  if (protestIds.length === 0) return [];
  return db
    .selectFrom('protest_penalties as pp')
    .innerJoin('competitors as c', 'c.id', 'pp.competitor_id')
    .select([
      'pp.protest_id',
      'pp.code',
      'pp.percent',
      'pp.redress_method',
      'pp.points',
      'c.id as competitor_id',
      'c.sail_number',
      'c.boat_name',
      'c.name',
    ])
    .where('pp.protest_id', 'in', protestIds)
    .orderBy('c.id')
    .execute();
}

export type PenaltyRow = Awaited<ReturnType<typeof selectPenalties>>[number];

/** Those of `ids` that are competitors of the sailing, with whether each has a finish. */
export async function selectCompetitorsOfSailingByIds(
  db: Kysely<DB>,
  sailingId: number,
  ids: readonly number[],
) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('competitors')
    .select(['id', 'sailor_id', 'finish_time', 'elapsed_time', 'finish_position'])
    .where('sailing_id', '=', sailingId)
    .where('id', 'in', ids)
    .execute();
}

/** The ids of a sailing's competitors linked to the sailor profile (her own entries). */
export async function selectOwnCompetitorIds(
  db: Kysely<DB>,
  sailingId: number,
  sailorId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('competitors')
    .select('id')
    .where('sailing_id', '=', sailingId)
    .where('sailor_id', '=', sailorId)
    .execute();
  return rows.map((row) => row.id);
}

/** The next number of a protest in the sailing (1 for the first). */
export async function nextProtestNumber(db: Kysely<DB>, sailingId: number): Promise<number> {
  const row = await db
    .selectFrom('protests')
    .select((eb) => eb.fn.max('number').as('last'))
    .where('sailing_id', '=', sailingId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

/** Inserts a protest; returns its id. */
export async function insertProtest(
  db: Kysely<DB>,
  values: Insertable<ProtestTable>,
): Promise<number> {
  const { id } = await db
    .insertInto('protests')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Records the boats a protest is against. */
export async function insertProtestedBoats(
  db: Kysely<DB>,
  protestId: number,
  competitorIds: readonly number[],
): Promise<void> {
  if (competitorIds.length === 0) return;
  await db
    .insertInto('protest_boats')
    .values(
      competitorIds.map((competitorId) => ({ protest_id: protestId, competitor_id: competitorId })),
    )
    .execute();
}

/** Whether a database error is a second protest of one number in a sailing (two at once). */
export function isDuplicateProtestNumber(error: unknown): boolean {
  return isUniqueViolation(error, {
    name: 'protests_sailing_number_key',
    table: 'protests',
    columns: ['sailing_id', 'number'],
  });
}

/** Writes the given columns of a protest. */
export async function updateProtest(
  db: Kysely<DB>,
  id: number,
  values: Updateable<ProtestTable>,
): Promise<void> {
  await db.updateTable('protests').set(values).where('id', '=', id).execute();
}

/** Records what a decision gave each boat. */
export async function insertPenalties(
  db: Kysely<DB>,
  rows: readonly Insertable<ProtestPenaltyTable>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('protest_penalties')
    .values([...rows])
    .execute();
}

/**
 * Locks a protest's row until the transaction ends (PostgreSQL), so a hearing and a decision,
 * or two decisions, take turns; SQLite runs one transaction at a time anyway.
 */
export async function lockProtest(db: Kysely<DB>, id: number): Promise<void> {
  if (!locksRows(db)) return;
  await db.selectFrom('protests').select('id').where('id', '=', id).forUpdate().execute();
}

/**
 * The addresses of a protest's parties (docs/product.md §17): the active accounts linked to the
 * protesting and the protested boats, and the one who filed it; each once, in address order.
 */
export async function selectPartyEmails(db: Kysely<DB>, protestId: number): Promise<string[]> {
  const boats = db
    .selectFrom('protests as p')
    .innerJoin('competitors as c', 'c.id', 'p.protestor_id')
    .select('c.sailor_id')
    .where('p.id', '=', protestId)
    .union(
      db
        .selectFrom('protest_boats as pb')
        .innerJoin('competitors as c', 'c.id', 'pb.competitor_id')
        .select('c.sailor_id')
        .where('pb.protest_id', '=', protestId),
    );
  const sailors = await db
    .selectFrom('sailors as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('u.email')
    .where('s.id', 'in', boats)
    .where('u.is_active', '=', true)
    .execute();
  const filer = await db
    .selectFrom('protests as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select('u.email')
    .where('p.id', '=', protestId)
    .where('u.is_active', '=', true)
    .execute();
  return [...new Set([...sailors, ...filer].map((row) => row.email))].sort();
}
