import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Names and club name of sailors (by id, or a club's), for their search words. */
export async function selectSailorSearchTexts(
  db: Kysely<DB>,
  which: { sailorIds: readonly number[] } | { clubId: number },
) {
  return db
    .selectFrom('sailors as s')
    .leftJoin('clubs as c', 'c.id', 's.club_id')
    .select(['s.id', 's.first_name', 's.last_name', 'c.name as club_name'])
    .$call((query) =>
      'clubId' in which
        ? query.where('s.club_id', '=', which.clubId)
        : query.where('s.id', 'in', which.sailorIds),
    )
    .execute();
}
