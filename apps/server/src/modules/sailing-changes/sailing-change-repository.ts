import type { Insertable, Kysely, Updateable } from 'kysely';
import { CLIENT_WRITE_INDEX } from '../../db/migrations/0007-finish-recording.ts';
import type { ClientWriteTable, DB, SailingChangeTable } from '../../db/schema.ts';
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
    .selectAll('ch')
    .select([
      'u.email as user_email',
      'cp.boat_name as competitor_boat_name',
      'cp.sail_number as competitor_sail_number',
      'sg.name as start_group_name',
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
