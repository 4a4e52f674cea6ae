import { sql, type Kysely } from 'kysely';
import { RESULTS_CHANGED_FUNCTION, RESULTS_CHANNEL } from '../results-notices.ts';
import { dialectOf } from './column-types.ts';

/**
 * The home page's data is kept as its serialized answer until a notice (decision 0039), so
 * every change it shows must announce itself: what migration 0012 announces (an entry, a
 * result, a sailing's status, club or existence, a series' existence) and, here, the rest, on
 * the same channel as `index:0` (db/results-notices.ts): a club created, changed or deleted
 * (the club list, names in the sailing lists, the totals); a sailing created or changed in
 * anything 0012 does not announce (name, date, time, series, course, description, entries'
 * state); a series' or a course's name (shown in the sailing lists); a sailor created or
 * deleted (the totals).
 */
const SQLITE_TRIGGERS: readonly [name: string, event: string][] = [
  ['clubs_index_insert', 'AFTER INSERT ON clubs'],
  ['clubs_index_update', 'AFTER UPDATE ON clubs'],
  ['clubs_index_delete', 'AFTER DELETE ON clubs'],
  ['sailings_index_insert', 'AFTER INSERT ON sailings'],
  ['sailings_index_update', 'AFTER UPDATE ON sailings'],
  ['series_index_name', 'AFTER UPDATE OF name ON series'],
  ['courses_index_name', 'AFTER UPDATE OF name ON courses'],
  ['sailors_index_insert', 'AFTER INSERT ON sailors'],
  ['sailors_index_delete', 'AFTER DELETE ON sailors'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements =
    dialectOf(db) === 'sqlite'
      ? SQLITE_TRIGGERS.map(
          ([name, event]) =>
            `CREATE TRIGGER ${name} ${event} BEGIN SELECT ${RESULTS_CHANGED_FUNCTION}('index', 0); END`,
        )
      : postgresTriggers();
  for (const statement of statements) await sql.raw(statement).execute(db);
}

function postgresTriggers(): string[] {
  return [
    // One payload: PostgreSQL delivers it once per transaction however many rows changed.
    `CREATE FUNCTION segla_index_notice() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       PERFORM pg_notify('${RESULTS_CHANNEL}', 'index:0');
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER clubs_index AFTER INSERT OR UPDATE OR DELETE ON clubs
       FOR EACH STATEMENT EXECUTE FUNCTION segla_index_notice()`,
    `CREATE TRIGGER sailings_index_insert AFTER INSERT ON sailings
       FOR EACH STATEMENT EXECUTE FUNCTION segla_index_notice()`,
    // A change 0012 announces needs no second notice (a version bump on every entry's write).
    `CREATE TRIGGER sailings_index_update AFTER UPDATE ON sailings FOR EACH ROW
       WHEN (OLD.results_version IS NOT DISTINCT FROM NEW.results_version
             AND OLD.status IS NOT DISTINCT FROM NEW.status
             AND OLD.club_id IS NOT DISTINCT FROM NEW.club_id
             AND OLD.* IS DISTINCT FROM NEW.*)
       EXECUTE FUNCTION segla_index_notice()`,
    `CREATE TRIGGER series_index_name AFTER UPDATE ON series FOR EACH ROW
       WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION segla_index_notice()`,
    `CREATE TRIGGER courses_index_name AFTER UPDATE ON courses FOR EACH ROW
       WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION segla_index_notice()`,
    `CREATE TRIGGER sailors_index AFTER INSERT OR DELETE ON sailors
       FOR EACH STATEMENT EXECUTE FUNCTION segla_index_notice()`,
  ];
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    for (const [name] of SQLITE_TRIGGERS)
      await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
  } else {
    await sql.raw('DROP FUNCTION IF EXISTS segla_index_notice() CASCADE').execute(db);
  }
}
