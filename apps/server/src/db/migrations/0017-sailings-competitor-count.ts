import { sql, type Kysely } from 'kysely';
import { RESULTS_CHANGED_FUNCTION, RESULTS_CHANNEL } from '../results-notices.ts';
import { dialectOf } from './column-types.ts';

/**
 * Each sailing's number of competitors, kept by the database itself (decision 0039): the home
 * page's total of competitors in published sailings is then a sum over the sailings (30 000 at
 * national scale) instead of a count of every entry (a million), which every change of any
 * entry made it do again. Triggers on competitors keep it in the writing transaction, so it is
 * never stale, on any instance, whichever code path writes. An entry's write already updates
 * its sailing's row (the results version of migration 0004), so no new row is locked.
 * - SQLite: one trigger per row and event (cheap, in-process).
 * - PostgreSQL: one trigger per statement, over its transition tables, so a bulk insert (the
 *   national data's seeding, 0004's per-row trigger switched off) costs one grouped update.
 *
 * The home page's totals (clubs, published sailings, the series and competitors everybody may
 * see, sailors) are then kept until a change of what they are counted from, announced on the
 * results channel (db/results-notices.ts): `totals:0` when a club, sailor or series is created
 * or deleted, or a sailing is created or deleted or its status, club or series changes;
 * `entries:0` when a sailing's number of competitors changes (only the competitors' total is
 * counted again). Other notices (a finish, a name) leave them kept: on a regatta evening most
 * changes are results, which no total counts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sailings')
    .addColumn('competitor_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update sailings set competitor_count =
    (select count(*) from competitors as p where p.sailing_id = sailings.id)`.execute(db);
  // The total is summed from this index alone (PostgreSQL read the whole table, 16 MB at
  // national scale). The count first: no list's filter or order starts with it.
  await db.schema
    .createIndex('sailings_competitor_count_idx')
    .on('sailings')
    .columns(['competitor_count', 'status'])
    .execute();
  const statements =
    dialectOf(db) === 'sqlite'
      ? [...sqliteTriggers(), ...sqliteTotalsNotices()]
      : [...postgresTriggers(), ...postgresTotalsNotices()];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** What a sailing's row holds that the totals count by (the visibility rule reads its status). */
const SAILING_COUNTED_COLUMNS = ['status', 'club_id', 'serie_id'];

/** Rows whose creation or deletion changes a total. */
const COUNTED_TABLES = ['clubs', 'sailors', 'series', 'sailings'];

function sqliteTotalsNotices(): string[] {
  const notice = (kind: string) => `SELECT ${RESULTS_CHANGED_FUNCTION}('${kind}', 0);`;
  const changed = SAILING_COUNTED_COLUMNS.map((c) => `OLD.${c} IS NOT NEW.${c}`).join(' OR ');
  return [
    ...COUNTED_TABLES.flatMap((table) => [
      `CREATE TRIGGER ${table}_totals_insert AFTER INSERT ON ${table}
         BEGIN ${notice('totals')} END`,
      `CREATE TRIGGER ${table}_totals_delete AFTER DELETE ON ${table}
         BEGIN ${notice('totals')} END`,
    ]),
    `CREATE TRIGGER sailings_totals_update AFTER UPDATE OF ${SAILING_COUNTED_COLUMNS.join(', ')}
       ON sailings WHEN ${changed} BEGIN ${notice('totals')} END`,
    `CREATE TRIGGER sailings_entries_update AFTER UPDATE OF competitor_count ON sailings
       WHEN OLD.competitor_count IS NOT NEW.competitor_count BEGIN ${notice('entries')} END`,
  ];
}

function postgresTotalsNotices(): string[] {
  const changed = SAILING_COUNTED_COLUMNS.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(
    ' OR ',
  );
  return [
    // One payload each: PostgreSQL delivers it once per transaction however many rows changed.
    `CREATE FUNCTION segla_totals_notice() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       PERFORM pg_notify('${RESULTS_CHANNEL}', TG_ARGV[0]);
       RETURN NULL;
     END $$`,
    ...COUNTED_TABLES.map(
      (table) => `CREATE TRIGGER ${table}_totals AFTER INSERT OR DELETE ON ${table}
       FOR EACH STATEMENT EXECUTE FUNCTION segla_totals_notice('totals:0')`,
    ),
    `CREATE TRIGGER sailings_totals_update AFTER UPDATE ON sailings FOR EACH ROW
       WHEN (${changed}) EXECUTE FUNCTION segla_totals_notice('totals:0')`,
    `CREATE TRIGGER sailings_entries_update AFTER UPDATE ON sailings FOR EACH ROW
       WHEN (OLD.competitor_count IS DISTINCT FROM NEW.competitor_count)
       EXECUTE FUNCTION segla_totals_notice('entries:0')`,
  ];
}

const add = (id: string, n: string) =>
  `UPDATE sailings SET competitor_count = competitor_count + ${n} WHERE id = ${id};`;

function sqliteTriggers(): string[] {
  return [
    `CREATE TRIGGER competitors_count_insert AFTER INSERT ON competitors
       BEGIN ${add('NEW.sailing_id', '1')} END`,
    `CREATE TRIGGER competitors_count_delete AFTER DELETE ON competitors
       BEGIN ${add('OLD.sailing_id', '-1')} END`,
    `CREATE TRIGGER competitors_count_move AFTER UPDATE OF sailing_id ON competitors
       WHEN NEW.sailing_id IS NOT OLD.sailing_id
       BEGIN ${add('OLD.sailing_id', '-1')} ${add('NEW.sailing_id', '1')} END`,
  ];
}

function postgresTriggers(): string[] {
  // `delta`: a query of (sailing_id, n) over the statement's transition tables.
  const apply = (delta: string) =>
    `UPDATE sailings AS s SET competitor_count = s.competitor_count + d.n
       FROM (${delta}) AS d WHERE s.id = d.sailing_id AND d.n <> 0;`;
  return [
    `CREATE FUNCTION segla_count_competitors() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'INSERT' THEN
         ${apply('SELECT sailing_id, count(*) AS n FROM new_entries GROUP BY sailing_id')}
       ELSIF TG_OP = 'DELETE' THEN
         ${apply('SELECT sailing_id, -count(*) AS n FROM old_entries GROUP BY sailing_id')}
       ELSE
         ${apply(`SELECT sailing_id, sum(n) AS n FROM (
                    SELECT o.sailing_id, -1 AS n FROM old_entries AS o
                      JOIN new_entries AS e ON e.id = o.id WHERE e.sailing_id <> o.sailing_id
                    UNION ALL
                    SELECT e.sailing_id, 1 AS n FROM old_entries AS o
                      JOIN new_entries AS e ON e.id = o.id WHERE e.sailing_id <> o.sailing_id
                  ) AS moved GROUP BY sailing_id`)}
       END IF;
       RETURN NULL;
     END $$`,
    // A trigger with transition tables serves one event only.
    `CREATE TRIGGER competitors_count_insert AFTER INSERT ON competitors
       REFERENCING NEW TABLE AS new_entries
       FOR EACH STATEMENT EXECUTE FUNCTION segla_count_competitors()`,
    `CREATE TRIGGER competitors_count_delete AFTER DELETE ON competitors
       REFERENCING OLD TABLE AS old_entries
       FOR EACH STATEMENT EXECUTE FUNCTION segla_count_competitors()`,
    `CREATE TRIGGER competitors_count_move AFTER UPDATE ON competitors
       REFERENCING OLD TABLE AS old_entries NEW TABLE AS new_entries
       FOR EACH STATEMENT EXECUTE FUNCTION segla_count_competitors()`,
  ];
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    for (const trigger of [
      'competitors_count_insert',
      'competitors_count_delete',
      'competitors_count_move',
      'sailings_totals_update',
      'sailings_entries_update',
      ...COUNTED_TABLES.flatMap((table) => [`${table}_totals_insert`, `${table}_totals_delete`]),
    ]) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`).execute(db);
    }
  } else {
    await sql.raw('DROP FUNCTION IF EXISTS segla_count_competitors() CASCADE').execute(db);
    await sql.raw('DROP FUNCTION IF EXISTS segla_totals_notice() CASCADE').execute(db);
  }
  await db.schema.dropIndex('sailings_competitor_count_idx').execute();
  await db.schema.alterTable('sailings').dropColumn('competitor_count').execute();
}
