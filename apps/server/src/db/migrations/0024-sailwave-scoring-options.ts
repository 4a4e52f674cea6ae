import { sql, type Kysely } from 'kysely';
import { dialectOf, sqlIn } from './column-types.ts';

/**
 * Sailwave's scoring options as series settings (issue 32; docs/product.md §12, decision 0062).
 * - `series.dnf_points`: the number of "Startande + N" and of a fixed score for every code. The
 *   API's `dnf_scoring` has four values, but SQLite cannot widen the CHECK of `dnf_scoring`
 *   without making `series` again, which its sailings' foreign key forbids. So the column keeps
 *   its two bases and a number here makes the other two: ('starting_area', N) is
 *   'starting_area_plus', ('series_entries', N) is 'fixed' (see series-scoring-columns.ts).
 * - `series.scp_places`: SCP as a number of places (RRS 44.3(c)); null: 20 % of DNF.
 * - `series.penalty_on_tie`: 'tied_score' (the default reading) or 'finishing_place'.
 * A change to any of them bumps the results' version, as the older settings do (0004).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('series').addColumn('dnf_points', 'integer').execute();
  await db.schema.alterTable('series').addColumn('scp_places', 'integer').execute();
  await db.schema
    .alterTable('series')
    .addColumn('penalty_on_tie', 'text', (c) =>
      c
        .notNull()
        .defaultTo('tied_score')
        .check(sqlIn('penalty_on_tie', ['tied_score', 'finishing_place'])),
    )
    .execute();
  const columns = 'dnf_points, scp_places, penalty_on_tie';
  if (dialectOf(db) === 'sqlite') {
    await sql
      .raw(
        `CREATE TRIGGER series_results_penalty_settings AFTER UPDATE OF ${columns} ON series BEGIN
           UPDATE series SET results_version = results_version + 1 WHERE id = NEW.id;
           UPDATE sailings SET results_version = results_version + 1 WHERE serie_id = NEW.id; END`,
      )
      .execute(db);
  } else {
    await sql
      .raw(
        `CREATE TRIGGER series_results_penalty_settings AFTER UPDATE OF ${columns} ON series
           FOR EACH ROW EXECUTE FUNCTION segla_bump_series_settings()`,
      )
      .execute(db);
  }
}

// No `down`: migrations only go forward (0019).
