import { sql, type Kysely } from 'kysely';
import { RESULTS_CHANGED_FUNCTION, RESULTS_CHANNEL } from '../results-notices.ts';
import { dialectOf } from './column-types.ts';

/**
 * The database tells the processes when a result may have changed (decision 0038), so that an
 * instance can keep the results versions of migration 0004 in memory instead of reading one on
 * every results read. A notice names a sailing or a series (`sailing:<id>`, `series:<id>`,
 * db/results-notices.ts) whose version, visibility (status, club) or existence changed; the
 * triggers of 0004 bump the versions, these only announce them, so every code path that
 * changes a result announces it.
 * - SQLite: the trigger calls `segla_results_changed(kind, id)`, a function every connection
 *   registers (db/sqlite-database.ts), in the writing process, inside the write's transaction.
 * - PostgreSQL: `pg_notify` on `segla_results`, delivered at commit to every instance's LISTEN
 *   connection (db/postgres-listener.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = dialectOf(db) === 'sqlite' ? sqliteTriggers() : postgresTriggers();
  for (const statement of statements) await sql.raw(statement).execute(db);
}

function sqliteTriggers(): string[] {
  const notice = (kind: string, row: string) =>
    `SELECT ${RESULTS_CHANGED_FUNCTION}('${kind}', ${row}.id);`;
  return [
    // 0004 bumps results_version with an UPDATE of its own, which fires this one too.
    `CREATE TRIGGER sailings_results_notice AFTER UPDATE OF results_version, status, club_id
       ON sailings BEGIN ${notice('sailing', 'NEW')} END`,
    `CREATE TRIGGER sailings_results_notice_delete AFTER DELETE ON sailings
       BEGIN ${notice('sailing', 'OLD')} END`,
    `CREATE TRIGGER series_results_notice AFTER UPDATE OF results_version, club_id
       ON series BEGIN ${notice('series', 'NEW')} END`,
    `CREATE TRIGGER series_results_notice_delete AFTER DELETE ON series
       BEGIN ${notice('series', 'OLD')} END`,
  ];
}

function postgresTriggers(): string[] {
  return [
    `CREATE FUNCTION segla_results_notice() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       PERFORM pg_notify('${RESULTS_CHANNEL}', TG_ARGV[0] || ':' ||
         (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END));
       RETURN NULL;
     END $$`,
    // Not "UPDATE OF": 0004's BEFORE trigger sets a version that is not in the SET list.
    `CREATE TRIGGER sailings_results_notice AFTER UPDATE ON sailings FOR EACH ROW
       WHEN (OLD.results_version IS DISTINCT FROM NEW.results_version
             OR OLD.status IS DISTINCT FROM NEW.status
             OR OLD.club_id IS DISTINCT FROM NEW.club_id)
       EXECUTE FUNCTION segla_results_notice('sailing')`,
    `CREATE TRIGGER sailings_results_notice_delete AFTER DELETE ON sailings FOR EACH ROW
       EXECUTE FUNCTION segla_results_notice('sailing')`,
    `CREATE TRIGGER series_results_notice AFTER UPDATE ON series FOR EACH ROW
       WHEN (OLD.results_version IS DISTINCT FROM NEW.results_version
             OR OLD.club_id IS DISTINCT FROM NEW.club_id)
       EXECUTE FUNCTION segla_results_notice('series')`,
    `CREATE TRIGGER series_results_notice_delete AFTER DELETE ON series FOR EACH ROW
       EXECUTE FUNCTION segla_results_notice('series')`,
  ];
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    for (const trigger of [
      'sailings_results_notice',
      'sailings_results_notice_delete',
      'series_results_notice',
      'series_results_notice_delete',
    ]) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`).execute(db);
    }
  } else {
    await sql.raw('DROP FUNCTION IF EXISTS segla_results_notice() CASCADE').execute(db);
  }
}
