import { sql, type Kysely } from 'kysely';
import { columnTypes, dialectOf, sqlIn } from './column-types.ts';

/** The rules as this migration knows them (a later one may add to them). */
const RULES_0026 = ['entry_flag', 'birth_year'];

/**
 * Prize categories, "Priskategorier" (issue 32; docs/product.md §21).
 * - `prize_categories`: a club's categories (Dam, Junior, Veteran), one name once per club, in
 *   the club's order (`position`). `entry_flag`: entries are ticked; `birth_year`: the sailor
 *   linked to the entry is born in [born_from, born_until], at least one bound, in order.
 * - `competitor_categories`: the `entry_flag` categories ticked on an entry.
 * - `sailors.birth_year`: "Födelseår", null for none; the `birth_year` categories read it.
 * The results by category read all three, so each bumps the results version of the sailings it
 * touches (as competitors do, 0004): a tick its entry's sailing, a category every sailing of
 * its club, a birth year the sailings she is entered in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('prize_categories')
    .addColumn('id', t.id, t.idModifier)
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(name) between 1 and 40`))
    .addColumn('rule', 'text', (c) => c.notNull().check(sqlIn('rule', RULES_0026)))
    .addColumn('born_from', 'integer')
    .addColumn('born_until', 'integer')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('prize_categories_club_name', ['club_id', 'name'])
    .addCheckConstraint(
      'prize_categories_years',
      sql`(rule = 'entry_flag' and born_from is null and born_until is null)
        or (rule = 'birth_year' and (born_from is not null or born_until is not null)
            and (born_from is null or born_until is null or born_from <= born_until))`,
    )
    .execute();

  await db.schema
    .createTable('competitor_categories')
    .addColumn('competitor_id', 'integer', (c) =>
      c.notNull().references('competitors.id').onDelete('cascade'),
    )
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('prize_categories.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('competitor_categories_pkey', ['competitor_id', 'category_id'])
    .execute();
  // A category's ticks, for its deletion's cascade.
  await db.schema
    .createIndex('competitor_categories_category')
    .on('competitor_categories')
    .column('category_id')
    .execute();

  await db.schema.alterTable('sailors').addColumn('birth_year', 'integer').execute();

  const statements = dialectOf(db) === 'sqlite' ? sqliteTriggers() : postgresTriggers();
  for (const statement of statements) await sql.raw(statement).execute(db);
}

const bump = (where: string) =>
  `UPDATE sailings SET results_version = results_version + 1 WHERE ${where};`;
const OF_ENTRY = (competitor: string) =>
  bump(`id = (SELECT sailing_id FROM competitors WHERE id = ${competitor})`);
const OF_CLUB = (club: string) => bump(`club_id = ${club}`);
const OF_SAILOR = (sailor: string) =>
  bump(`id IN (SELECT sailing_id FROM competitors WHERE sailor_id = ${sailor})`);

function sqliteTriggers(): string[] {
  return [
    `CREATE TRIGGER competitor_categories_results_insert AFTER INSERT ON competitor_categories
       BEGIN ${OF_ENTRY('NEW.competitor_id')} END`,
    `CREATE TRIGGER competitor_categories_results_update AFTER UPDATE ON competitor_categories
       BEGIN ${OF_ENTRY('NEW.competitor_id')} ${OF_ENTRY('OLD.competitor_id')} END`,
    `CREATE TRIGGER competitor_categories_results_delete AFTER DELETE ON competitor_categories
       BEGIN ${OF_ENTRY('OLD.competitor_id')} END`,
    `CREATE TRIGGER prize_categories_results_insert AFTER INSERT ON prize_categories
       BEGIN ${OF_CLUB('NEW.club_id')} END`,
    `CREATE TRIGGER prize_categories_results_update AFTER UPDATE ON prize_categories
       BEGIN ${OF_CLUB('NEW.club_id')} END`,
    `CREATE TRIGGER prize_categories_results_delete AFTER DELETE ON prize_categories
       BEGIN ${OF_CLUB('OLD.club_id')} END`,
    `CREATE TRIGGER sailors_birth_year_results AFTER UPDATE OF birth_year ON sailors
       WHEN OLD.birth_year IS NOT NEW.birth_year BEGIN ${OF_SAILOR('NEW.id')} END`,
  ];
}

function postgresTriggers(): string[] {
  const row = (column: string) =>
    `CASE WHEN TG_OP = 'DELETE' THEN OLD.${column} ELSE NEW.${column} END`;
  return [
    `CREATE FUNCTION segla_bump_entry_category_results() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       ${OF_ENTRY(row('competitor_id'))}
       IF TG_OP = 'UPDATE' THEN ${OF_ENTRY('OLD.competitor_id')} END IF;
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER competitor_categories_results AFTER INSERT OR UPDATE OR DELETE
       ON competitor_categories FOR EACH ROW EXECUTE FUNCTION segla_bump_entry_category_results()`,
    `CREATE FUNCTION segla_bump_prize_category_results() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       ${OF_CLUB(row('club_id'))}
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER prize_categories_results AFTER INSERT OR UPDATE OR DELETE
       ON prize_categories FOR EACH ROW EXECUTE FUNCTION segla_bump_prize_category_results()`,
    `CREATE FUNCTION segla_bump_birth_year_results() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       ${OF_SAILOR('NEW.id')}
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER sailors_birth_year_results AFTER UPDATE OF birth_year ON sailors
       FOR EACH ROW WHEN (OLD.birth_year IS DISTINCT FROM NEW.birth_year)
       EXECUTE FUNCTION segla_bump_birth_year_results()`,
  ];
}

// No `down`: migrations only go forward (0019).
