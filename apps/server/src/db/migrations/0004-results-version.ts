import { sql, type Kysely } from 'kysely';
import { dialectOf } from './column-types.ts';

/**
 * A results version on sailings and series, bumped by the database itself (triggers) whenever
 * anything a result is computed from changes: competitors, start groups, a sailing's status,
 * times or series, a series' scoring settings. A cached result is served only while its version
 * is the stored one, so no code path can forget to invalidate it, on any instance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sailings', 'series']) {
    await db.schema
      .alterTable(table)
      .addColumn('results_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  const statements = dialectOf(db) === 'sqlite' ? sqliteTriggers() : postgresTriggers();
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Columns of a sailing that its results (and its series' standings) are computed from. */
const SAILING_RESULT_COLUMNS =
  'status, verified_result, is_finished, serie_id, start_time, name, start_date';
const SERIES_SETTINGS = 'discard_thresholds, dnf_scoring, rules_edition, round_corrected';

function sqliteTriggers(): string[] {
  const bumpSailing = (id: string) =>
    `UPDATE sailings SET results_version = results_version + 1 WHERE id = ${id};`;
  const child = (table: string) => [
    `CREATE TRIGGER ${table}_results_insert AFTER INSERT ON ${table} BEGIN ${bumpSailing('NEW.sailing_id')} END`,
    `CREATE TRIGGER ${table}_results_update AFTER UPDATE ON ${table} BEGIN ${bumpSailing('NEW.sailing_id')} ${bumpSailing('OLD.sailing_id')} END`,
    `CREATE TRIGGER ${table}_results_delete AFTER DELETE ON ${table} BEGIN ${bumpSailing('OLD.sailing_id')} END`,
  ];
  return [
    ...child('competitors'),
    ...child('start_groups'),
    // Only the listed columns fire it, so its own update of results_version does not.
    `CREATE TRIGGER sailings_results_fields AFTER UPDATE OF ${SAILING_RESULT_COLUMNS} ON sailings BEGIN ${bumpSailing('NEW.id')} END`,
    // A sailing's results changed: so did the standings of its series (old and new).
    `CREATE TRIGGER sailings_results_series AFTER UPDATE OF results_version, serie_id ON sailings BEGIN
       UPDATE series SET results_version = results_version + 1 WHERE id IN (NEW.serie_id, OLD.serie_id); END`,
    `CREATE TRIGGER sailings_results_series_insert AFTER INSERT ON sailings BEGIN
       UPDATE series SET results_version = results_version + 1 WHERE id = NEW.serie_id; END`,
    `CREATE TRIGGER sailings_results_series_delete AFTER DELETE ON sailings BEGIN
       UPDATE series SET results_version = results_version + 1 WHERE id = OLD.serie_id; END`,
    // Scoring settings change every sailing's result (rounding, DNF basis) and the standings.
    `CREATE TRIGGER series_results_settings AFTER UPDATE OF ${SERIES_SETTINGS} ON series BEGIN
       UPDATE series SET results_version = results_version + 1 WHERE id = NEW.id;
       UPDATE sailings SET results_version = results_version + 1 WHERE serie_id = NEW.id; END`,
  ];
}

function postgresTriggers(): string[] {
  return [
    `CREATE FUNCTION segla_bump_sailing_results() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP <> 'INSERT' THEN
         UPDATE sailings SET results_version = results_version + 1 WHERE id = OLD.sailing_id;
       END IF;
       IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.sailing_id IS DISTINCT FROM OLD.sailing_id) THEN
         UPDATE sailings SET results_version = results_version + 1 WHERE id = NEW.sailing_id;
       END IF;
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER competitors_results AFTER INSERT OR UPDATE OR DELETE ON competitors
       FOR EACH ROW EXECUTE FUNCTION segla_bump_sailing_results()`,
    `CREATE TRIGGER start_groups_results AFTER INSERT OR UPDATE OR DELETE ON start_groups
       FOR EACH ROW EXECUTE FUNCTION segla_bump_sailing_results()`,
    `CREATE FUNCTION segla_bump_own_results() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       NEW.results_version := OLD.results_version + 1;
       RETURN NEW;
     END $$`,
    `CREATE TRIGGER sailings_results_fields BEFORE UPDATE OF ${SAILING_RESULT_COLUMNS} ON sailings
       FOR EACH ROW EXECUTE FUNCTION segla_bump_own_results()`,
    `CREATE FUNCTION segla_bump_series_results() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP <> 'INSERT' THEN
         UPDATE series SET results_version = results_version + 1 WHERE id = OLD.serie_id;
       END IF;
       IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.serie_id IS DISTINCT FROM OLD.serie_id) THEN
         UPDATE series SET results_version = results_version + 1 WHERE id = NEW.serie_id;
       END IF;
       RETURN NULL;
     END $$`,
    // Not "UPDATE OF": a version set by the BEFORE trigger above is not in the SET list.
    `CREATE TRIGGER sailings_results_series_update AFTER UPDATE ON sailings FOR EACH ROW
       WHEN (OLD.results_version IS DISTINCT FROM NEW.results_version
             OR OLD.serie_id IS DISTINCT FROM NEW.serie_id)
       EXECUTE FUNCTION segla_bump_series_results()`,
    `CREATE TRIGGER sailings_results_series AFTER INSERT OR DELETE ON sailings
       FOR EACH ROW EXECUTE FUNCTION segla_bump_series_results()`,
    // AFTER, so the series row is no longer being updated when its sailings bump it back.
    `CREATE FUNCTION segla_bump_series_settings() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       UPDATE series SET results_version = results_version + 1 WHERE id = NEW.id;
       UPDATE sailings SET results_version = results_version + 1 WHERE serie_id = NEW.id;
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER series_results_settings AFTER UPDATE OF ${SERIES_SETTINGS} ON series
       FOR EACH ROW EXECUTE FUNCTION segla_bump_series_settings()`,
  ];
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    for (const trigger of [
      'competitors_results_insert',
      'competitors_results_update',
      'competitors_results_delete',
      'start_groups_results_insert',
      'start_groups_results_update',
      'start_groups_results_delete',
      'sailings_results_fields',
      'sailings_results_series',
      'sailings_results_series_insert',
      'sailings_results_series_delete',
      'series_results_settings',
    ]) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`).execute(db);
    }
  } else {
    for (const fn of [
      'segla_bump_sailing_results',
      'segla_bump_own_results',
      'segla_bump_series_results',
      'segla_bump_series_settings',
    ]) {
      await sql.raw(`DROP FUNCTION IF EXISTS ${fn}() CASCADE`).execute(db);
    }
  }
  for (const table of ['sailings', 'series']) {
    await db.schema.alterTable(table).dropColumn('results_version').execute();
  }
}
