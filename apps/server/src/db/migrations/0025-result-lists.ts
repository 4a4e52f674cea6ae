import { sql, type Kysely } from 'kysely';
import { columnTypes, dialectOf, sqlIn } from './column-types.ts';

/**
 * Result lists (issue 32; docs/product.md §12 "Fler resultatlistor", decision 0063): besides its
 * main scoring, a start group may rank the same finishes more ways.
 * - `result_lists`: a named list of a start group: `scratch` ("Först i mål"), `yardstick` (PY
 *   numbers) or `time_on_time` (a TCC: IRC, ORC or another), in the group's display order.
 * - `result_list_ratings`: a boat's rating in a list (PY number or TCC); a list that needs one
 *   leaves a boat without it unscored, as an SRS group does.
 * Both bump their sailing's results version, as competitors and start groups do (0004).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('result_lists')
    .addColumn('id', t.id, t.idModifier)
    .addColumn('start_group_id', 'integer', (c) =>
      c.notNull().references('start_groups.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sqlIn('kind', ['scratch', 'yardstick', 'time_on_time'])),
    )
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('result_lists_group_name_key', ['start_group_id', 'name'])
    .execute();
  await db.schema
    .createTable('result_list_ratings')
    .addColumn('result_list_id', 'integer', (c) =>
      c.notNull().references('result_lists.id').onDelete('cascade'),
    )
    .addColumn('competitor_id', 'integer', (c) =>
      c.notNull().references('competitors.id').onDelete('cascade'),
    )
    .addColumn('rating', t.double, (c) => c.notNull())
    .addPrimaryKeyConstraint('result_list_ratings_pkey', ['result_list_id', 'competitor_id'])
    .execute();
  await db.schema
    .createIndex('result_list_ratings_competitor_idx')
    .on('result_list_ratings')
    .column('competitor_id')
    .execute();
  const statements = dialectOf(db) === 'sqlite' ? sqliteTriggers() : postgresTriggers();
  for (const statement of statements) await sql.raw(statement).execute(db);
}

const SAILING_OF_GROUP = (group: string) =>
  `(SELECT sailing_id FROM start_groups WHERE id = ${group})`;
const SAILING_OF_LIST = (list: string) =>
  `(SELECT g.sailing_id FROM result_lists l JOIN start_groups g ON g.id = l.start_group_id WHERE l.id = ${list})`;

function sqliteTriggers(): string[] {
  const bump = (sailing: string) =>
    `UPDATE sailings SET results_version = results_version + 1 WHERE id = ${sailing};`;
  return [
    `CREATE TRIGGER result_lists_results_insert AFTER INSERT ON result_lists BEGIN ${bump(SAILING_OF_GROUP('NEW.start_group_id'))} END`,
    `CREATE TRIGGER result_lists_results_update AFTER UPDATE ON result_lists BEGIN ${bump(SAILING_OF_GROUP('NEW.start_group_id'))} END`,
    `CREATE TRIGGER result_lists_results_delete AFTER DELETE ON result_lists BEGIN ${bump(SAILING_OF_GROUP('OLD.start_group_id'))} END`,
    `CREATE TRIGGER result_list_ratings_results_insert AFTER INSERT ON result_list_ratings BEGIN ${bump(SAILING_OF_LIST('NEW.result_list_id'))} END`,
    `CREATE TRIGGER result_list_ratings_results_update AFTER UPDATE ON result_list_ratings BEGIN ${bump(SAILING_OF_LIST('NEW.result_list_id'))} END`,
    `CREATE TRIGGER result_list_ratings_results_delete AFTER DELETE ON result_list_ratings BEGIN ${bump(SAILING_OF_LIST('OLD.result_list_id'))} END`,
  ];
}

function postgresTriggers(): string[] {
  return [
    `CREATE FUNCTION segla_bump_list_results() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       UPDATE sailings SET results_version = results_version + 1 WHERE id =
         ${SAILING_OF_GROUP("CASE WHEN TG_OP = 'DELETE' THEN OLD.start_group_id ELSE NEW.start_group_id END")};
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER result_lists_results AFTER INSERT OR UPDATE OR DELETE ON result_lists
       FOR EACH ROW EXECUTE FUNCTION segla_bump_list_results()`,
    `CREATE FUNCTION segla_bump_list_rating_results() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       UPDATE sailings SET results_version = results_version + 1 WHERE id =
         ${SAILING_OF_LIST("CASE WHEN TG_OP = 'DELETE' THEN OLD.result_list_id ELSE NEW.result_list_id END")};
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER result_list_ratings_results AFTER INSERT OR UPDATE OR DELETE ON result_list_ratings
       FOR EACH ROW EXECUTE FUNCTION segla_bump_list_rating_results()`,
  ];
}

// No `down`: migrations only go forward (0019).
