import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The cheapest statement the database must answer itself: no table is read. */
export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`SELECT 1`.execute(db);
}

/**
 * Mails waiting to be sent (neither sent nor given up): the outbox's depth. Counted with the
 * outbox's own pending index (migration 0001), so a scrape stays cheap.
 */
export async function countOutboxDepth(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('outbound_mail')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
