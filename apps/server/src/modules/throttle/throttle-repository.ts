import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Hits of `scope` and `key` after `sinceIso`; with `upToId`, only those written up to that hit. */
export function countHitsSince(
  db: Kysely<DB>,
  scope: string,
  key: string,
  sinceIso: string,
  upToId?: number,
) {
  let query = db
    .selectFrom('throttle_hits')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('created_at', '>', sinceIso);
  if (upToId !== undefined) query = query.where('id', '<=', upToId);
  return query.executeTakeFirstOrThrow();
}

export async function insertHit(db: Kysely<DB>, scope: string, key: string, atIso: string) {
  const { id } = await db
    .insertInto('throttle_hits')
    .values({ scope, key, created_at: atIso })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function deleteHitsById(db: Kysely<DB>, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db.deleteFrom('throttle_hits').where('id', 'in', ids).execute();
}

export async function deleteHits(db: Kysely<DB>, scope: string, key: string) {
  await db.deleteFrom('throttle_hits').where('scope', '=', scope).where('key', '=', key).execute();
}

export async function deleteHitsBefore(db: Kysely<DB>, beforeIso: string) {
  await db.deleteFrom('throttle_hits').where('created_at', '<', beforeIso).execute();
}
