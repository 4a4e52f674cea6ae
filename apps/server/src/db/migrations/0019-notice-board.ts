import { sql, type Kysely } from 'kysely';
import { setCheckedValues } from './checked-values.ts';
import { columnTypes, sqlIn } from './column-types.ts';

const ROLES_0019 = ['protest_committee', 'race_officer', 'club_admin'];
const CHANGE_KINDS_0019 = [
  'finish',
  'elapsed',
  'code',
  'start_time',
  'rating',
  'start_group',
  'report',
  'approval',
  'decision',
];

/**
 * The official notice board, protests and redress (issue 30; docs/product.md §17).
 * - `notices`: a sailing's or a series' postings, documents (a stored file) and notices; an
 *   edit keeps the earlier wording in `notice_revisions`; a withdrawal only marks the row.
 * - `protests`, `protest_boats` (the protested boats) and `protest_penalties` (what a decision
 *   gave each boat). A protest is numbered within its sailing.
 * - `sailings.protest_minutes` (default 60) and `sailings.finished_at`, the moment the time
 *   limit runs from.
 * - `competitors.protest_id`: the decision a boat's code came from (the result line links it).
 * - `sailing_changes`: kind 'decision' (one entry applies a decision, reversible) and its
 *   `protest_id`; `club_officials.role` allows 'protest_committee'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  // First, while nothing references either table yet (SQLite rebuilds them).
  await setCheckedValues(db, 'club_officials', 'role', ROLES_0019);
  await setCheckedValues(db, 'sailing_changes', 'kind', CHANGE_KINDS_0019);

  await db.schema
    .alterTable('sailings')
    .addColumn('protest_minutes', 'integer', (c) => c.notNull().defaultTo(60))
    .execute();
  await db.schema.alterTable('sailings').addColumn('finished_at', 'text').execute();
  // Sailings already finished count from their last change: no sailor may be refused for a
  // limit she could not see.
  await sql`update sailings set finished_at = updated_at where status = 'finished'`.execute(db);

  await db.schema
    .createTable('notices')
    .addColumn('id', t.id, t.idModifier)
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('sailing_id', 'integer', (c) => c.references('sailings.id').onDelete('cascade'))
    .addColumn('series_id', 'integer', (c) => c.references('series.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sqlIn('kind', ['document', 'message'])))
    .addColumn('document_kind', 'text', (c) =>
      c.check(sqlIn('document_kind', ['invitation', 'instructions', 'amendment', 'other'])),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('file_name', 'text')
    .addColumn('file_type', 'text')
    .addColumn('file_size', 'integer')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('posted_by', 'text', (c) => c.notNull())
    .addColumn('posted_at', 'text', (c) => c.notNull())
    .addColumn('edited_at', 'text')
    .addColumn('withdrawn_at', 'text')
    .addColumn('withdrawn_by', 'text')
    .addCheckConstraint('notices_one_board', sql`(sailing_id is null) <> (series_id is null)`)
    .execute();
  await db.schema.createIndex('notices_sailing_idx').on('notices').column('sailing_id').execute();
  await db.schema.createIndex('notices_series_idx').on('notices').column('series_id').execute();

  await db.schema
    .createTable('notice_revisions')
    .addColumn('id', t.id, t.idModifier)
    .addColumn('notice_id', 'integer', (c) =>
      c.notNull().references('notices.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('posted_at', 'text', (c) => c.notNull())
    .addColumn('replaced_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notice_revisions_notice_idx')
    .on('notice_revisions')
    .column('notice_id')
    .execute();

  await db.schema
    .createTable('protests')
    .addColumn('id', t.id, t.idModifier)
    .addColumn('sailing_id', 'integer', (c) =>
      c.notNull().references('sailings.id').onDelete('cascade'),
    )
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sqlIn('kind', ['protest', 'redress', 'reopening'])),
    )
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sqlIn('status', ['filed', 'scheduled', 'decided'])),
    )
    .addColumn('protestor_id', 'integer', (c) =>
      c.references('competitors.id').onDelete('set null'),
    )
    .addColumn('incident_time', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('incident_place', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rules', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('informed', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('filed_by', 'text', (c) => c.notNull())
    .addColumn('filed_at', 'text', (c) => c.notNull())
    .addColumn('late_reason', 'text')
    .addColumn('hearing_at', 'text')
    .addColumn('hearing_place', 'text')
    .addColumn('outcome', 'text', (c) =>
      c.check(sqlIn('outcome', ['dismissed', 'upheld', 'withdrawn'])),
    )
    .addColumn('facts', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('conclusions', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decision_rules', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('change_id', 'integer', (c) =>
      c.references('sailing_changes.id').onDelete('set null'),
    )
    .addUniqueConstraint('protests_sailing_number_key', ['sailing_id', 'number'])
    .execute();

  await db.schema
    .createTable('protest_boats')
    .addColumn('protest_id', 'integer', (c) =>
      c.notNull().references('protests.id').onDelete('cascade'),
    )
    .addColumn('competitor_id', 'integer', (c) =>
      c.notNull().references('competitors.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('protest_boats_pkey', ['protest_id', 'competitor_id'])
    .execute();
  await db.schema
    .createIndex('protest_boats_competitor_idx')
    .on('protest_boats')
    .column('competitor_id')
    .execute();

  await db.schema
    .createTable('protest_penalties')
    .addColumn('id', t.id, t.idModifier)
    .addColumn('protest_id', 'integer', (c) =>
      c.notNull().references('protests.id').onDelete('cascade'),
    )
    .addColumn('competitor_id', 'integer', (c) =>
      c.notNull().references('competitors.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (c) =>
      c.notNull().check(sqlIn('code', ['DSQ', 'DNE', 'SCP', 'RDG'])),
    )
    .addColumn('percent', t.double)
    .addColumn('redress_method', 'text', (c) =>
      c.check(sqlIn('redress_method', ['stated', 'all_races', 'earlier_races'])),
    )
    .addColumn('points', t.double)
    .execute();
  await db.schema
    .createIndex('protest_penalties_protest_idx')
    .on('protest_penalties')
    .column('protest_id')
    .execute();

  await db.schema
    .alterTable('competitors')
    .addColumn('protest_id', 'integer', (c) => c.references('protests.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('sailing_changes')
    .addColumn('protest_id', 'integer', (c) => c.references('protests.id').onDelete('set null'))
    .execute();
}

// No `down`: SQLite cannot drop the new foreign-key columns, and migrations only go forward
// (migrate.ts); a database is taken back by restoring its backup (docs/product.md §10).
