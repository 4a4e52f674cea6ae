import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function countHitsSince(db: Kysely<DB>, scope: string, key: string, sinceIso: string) {
  return db
    .selectFrom('throttle_hits')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('created_at', '>', sinceIso)
    .executeTakeFirstOrThrow();
}

export async function insertHit(db: Kysely<DB>, scope: string, key: string, atIso: string) {
  await db.insertInto('throttle_hits').values({ scope, key, created_at: atIso }).execute();
}

export async function deleteHits(db: Kysely<DB>, scope: string, key: string) {
  await db.deleteFrom('throttle_hits').where('scope', '=', scope).where('key', '=', key).execute();
}

export async function deleteHitsBefore(db: Kysely<DB>, beforeIso: string) {
  await db.deleteFrom('throttle_hits').where('created_at', '<', beforeIso).execute();
}
