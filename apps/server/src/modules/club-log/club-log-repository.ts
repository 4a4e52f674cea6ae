import type { Insertable, Kysely } from 'kysely';
import type { ClubLogTable, DB } from '../../db/schema.ts';

/** Adds an entry to the club's log, in the caller's transaction. */
export async function insertClubLogEntry(
  db: Kysely<DB>,
  entry: Insertable<ClubLogTable>,
): Promise<void> {
  await db.insertInto('club_log').values(entry).execute();
}

/** The club's log, newest first, optionally of one kind group. */
export function selectClubLog(
  db: Kysely<DB>,
  clubId: number,
  filter: { kinds?: readonly ClubLogTable['kind'][]; limit?: number } = {},
) {
  let query = db
    .selectFrom('club_log')
    .selectAll()
    .where('club_id', '=', clubId)
    .orderBy('id', 'desc')
    .limit(filter.limit ?? 200);
  if (filter.kinds) query = query.where('kind', 'in', filter.kinds);
  return query.execute();
}
