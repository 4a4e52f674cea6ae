import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.ts';

/**
 * PostgreSQL NOTIFY on `channel` through the ordinary pool, for the live bus (live/live-bus.ts):
 * call it after the change has committed. The bus LISTENs on a dedicated `pg` connection of
 * its own (the driver itself, not a query), so only this statement is SQL.
 */
export async function notify(db: Kysely<DB>, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
