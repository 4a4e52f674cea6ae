import type { Insertable, Kysely, Updateable } from 'kysely';
import { CLIENT_WRITE_INDEX } from '../../db/migrations/0007-finish-recording.ts';
import type { ClientWriteTable, DB, SailingChangeTable } from '../../db/schema.ts';
import { locksRows } from '../../db/row-locks.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/** Inserts a change-log entry; returns its id. */
export async function insertSailingChange(
  db: Kysely<DB>,
  values: Insertable<SailingChangeTable>,
): Promise<number> {
  const { id } = await db
    .insertInto('sailing_changes')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Writes the given columns of an entry. */
export async function updateSailingChange(
  db: Kysely<DB>,
  id: number,
  values: Updateable<SailingChangeTable>,
): Promise<void> {
  await db.updateTable('sailing_changes').set(values).where('id', '=', id).execute();
}

/** Entries with who made them and what they are about, as the presenter needs them. */
function changesWithNames(db: Kysely<DB>) {
  return db
    .selectFrom('sailing_changes as ch')
    .leftJoin('users as u', 'u.id', 'ch.user_id')
    .leftJoin('competitors as cp', 'cp.id', 'ch.competitor_id')
    .leftJoin('start_groups as sg', 'sg.id', 'ch.start_group_id')
    .leftJoin('protests as pr', 'pr.id', 'ch.protest_id')
    .selectAll('ch')
    .select([
      'u.email as user_email',
      'cp.boat_name as competitor_boat_name',
      'cp.sail_number as competitor_sail_number',
      'sg.name as start_group_name',
      'pr.number as protest_number',
    ]);
}

/** Every entry of a sailing, newest first. */
export function selectChangesOfSailing(db: Kysely<DB>, sailingId: number) {
  return changesWithNames(db)
    .where('ch.sailing_id', '=', sailingId)
    .orderBy('ch.id', 'desc')
    .execute();
}

/** One entry, or undefined. */
export function findSailingChange(db: Kysely<DB>, id: number) {
  return changesWithNames(db).where('ch.id', '=', id).executeTakeFirst();
}

export type SailingChangeRow = NonNullable<Awaited<ReturnType<typeof findSailingChange>>>;

/** The newest applied finish entry of a competitor: whether her finish is a stamp. */
export function findLastAppliedFinish(db: Kysely<DB>, competitorId: number) {
  return db
    .selectFrom('sailing_changes')
    .select(['id', 'after', 'stamped'])
    .where('competitor_id', '=', competitorId)
    .where('kind', '=', 'finish')
    .where('status', '=', 'applied')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The write a device made with this id, if it was applied. */
export function findClientWrite(db: Kysely<DB>, clientId: string) {
  return db
    .selectFrom('client_writes')
    .select(['operation', 'status_code', 'body'])
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** Remembers a device's write and its answer. */
export async function insertClientWrite(
  db: Kysely<DB>,
  values: Insertable<ClientWriteTable>,
): Promise<void> {
  await db.insertInto('client_writes').values(values).execute();
}

/** Forgets the client ids remembered before `olderThan`; returns how many. */
export async function pruneClientWrites(db: Kysely<DB>, olderThan: Date): Promise<number> {
  const result = await db
    .deleteFrom('client_writes')
    .where('created_at', '<', olderThan.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Whether a database error is a second write of one client id (two retries at once). */
export function isDuplicateClientWrite(error: unknown): boolean {
  return isUniqueViolation(error, {
    name: CLIENT_WRITE_INDEX,
    table: 'client_writes',
    columns: ['client_id'],
  });
}

/** The boats of a sailing by id, as a `decision` entry names them (issue 30). */
export function selectBoatNamesOfSailing(db: Kysely<DB>, sailingId: number) {
  return db
    .selectFrom('competitors')
    .select(['id', 'sail_number', 'boat_name'])
    .where('sailing_id', '=', sailingId)
    .execute();
}

/** What a protest decision sets on each of the competitors, by id (issue 30). */
export function selectDecisionStates(db: Kysely<DB>, competitorIds: readonly number[]) {
  if (competitorIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('competitors')
    .select(['id', 'code', 'code_points', 'redress_method', 'protest_id'])
    .where('id', 'in', competitorIds)
    .orderBy('id')
    .execute();
}

/** Writes the fields a protest decision sets on a competitor. */
export async function updateDecisionState(
  db: Kysely<DB>,
  competitorId: number,
  values: {
    code: string | null;
    code_points: number | null;
    redress_method: string | null;
    protest_id: number | null;
  },
  now: string,
): Promise<void> {
  await db
    .updateTable('competitors')
    .set({ ...values, updated_at: now })
    .where('id', '=', competitorId)
    .execute();
}

/**
 * Locks the competitors' rows until the transaction ends (PostgreSQL), in id order so two
 * writes of overlapping sets cannot deadlock; SQLite runs one transaction at a time anyway.
 */
export async function lockCompetitors(
  db: Kysely<DB>,
  competitorIds: readonly number[],
): Promise<void> {
  if (!locksRows(db) || competitorIds.length === 0) return;
  await db
    .selectFrom('competitors')
    .select('id')
    .where('id', 'in', competitorIds)
    .orderBy('id')
    .forUpdate()
    .execute();
}
