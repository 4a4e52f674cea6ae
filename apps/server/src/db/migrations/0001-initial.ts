import type { Kysely } from 'kysely';
import { columnTypes, sqlIn } from './column-types.ts';

/** The whole data model of docs/product.md §3, plus what auth, mail and throttling need. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const text = 'text' as const;

  await db.schema
    .createTable('clubs')
    .addColumn('id', t.id, t.idModifier)
    .addColumn('slug', text, (c) => c.notNull().unique())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('short_name', text, (c) => c.notNull().defaultTo(''))
    .addColumn('city', text, (c) => c.notNull().defaultTo(''))
    .addColumn('website', text, (c) => c.notNull().defaultTo(''))
    .addColumn('email', text, (c) => c.notNull().defaultTo(''))
    .addColumn('description', text, (c) => c.notNull().defaultTo(''))
    .addColumn('logo', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', t.id, t.idModifier)
    .addColumn('email', text, (c) => c.notNull().unique())
    .addColumn('password_hash', text, (c) => c.notNull())
    .addColumn('account_type', text, (c) =>
      c.notNull().check(sqlIn('account_type', ['club', 'sailor', 'staff'])),
    )
    .addColumn('is_staff', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
    .addColumn('is_active', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(true)))
    .addColumn('club_id', 'integer', (c) => c.references('clubs.id').onDelete('cascade'))
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password_changed_at', text, (c) => c.notNull())
    .addColumn('last_login', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_club_id_idx').on('users').column('club_id').execute();

  await db.schema
    .createTable('sailors')
    .addColumn('id', t.id, t.idModifier)
    .addColumn('slug', text, (c) => c.notNull().unique())
    .addColumn('first_name', text, (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', text, (c) => c.notNull().defaultTo(''))
    .addColumn('club_id', 'integer', (c) => c.references('clubs.id').onDelete('set null'))
    .addColumn('picture', text)
    .addColumn('user_id', 'integer', (c) => c.unique().references('users.id').onDelete('set null'))
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sailors_club_id_idx').on('sailors').column('club_id').execute();

  await db.schema
    .createTable('boat_models')
    .addColumn('id', t.id, t.idModifier)
    .addColumn('name', text, (c) => c.notNull().unique())
    .addColumn('srs', t.double, (c) => c.notNull())
    .addColumn('srs_no_flying', t.double)
    .addColumn('srs_shorthanded', t.double)
    .addColumn('srs_shorthanded_no_flying', t.double)
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('boats')
    .addColumn('id', t.id, t.idModifier)
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('sail_number', text, (c) => c.notNull().defaultTo(''))
    .addColumn('boat_model_id', 'integer', (c) =>
      c.references('boat_models.id').onDelete('set null'),
    )
    .addColumn('owner_id', 'integer', (c) => c.references('sailors.id').onDelete('set null'))
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('boats_owner_id_idx').on('boats').column('owner_id').execute();

  await db.schema
    .createTable('courses')
    .addColumn('id', t.id, t.idModifier)
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('description', text, (c) => c.notNull().defaultTo(''))
    .addColumn('length_nm', t.double)
    .addColumn('map', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('courses_club_id_idx').on('courses').column('club_id').execute();

  await db.schema
    .createTable('series')
    .addColumn('id', t.id, t.idModifier)
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('description', text, (c) => c.notNull().defaultTo(''))
    .addColumn('discard_thresholds', text, (c) => c.notNull().defaultTo('[4]'))
    .addColumn('dnf_scoring', text, (c) =>
      c
        .notNull()
        .defaultTo('series_entries')
        .check(sqlIn('dnf_scoring', ['series_entries', 'starting_area'])),
    )
    .addColumn('rules_edition', text, (c) =>
      c
        .notNull()
        .defaultTo('2025')
        .check(sqlIn('rules_edition', ['2025', '2021'])),
    )
    .addColumn('round_corrected', text, (c) =>
      c
        .notNull()
        .defaultTo('none')
        .check(sqlIn('round_corrected', ['none', 'second'])),
    )
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('series_club_id_idx').on('series').column('club_id').execute();

  await db.schema
    .createTable('sailings')
    .addColumn('id', t.id, t.idModifier)
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('serie_id', 'integer', (c) => c.references('series.id').onDelete('set null'))
    .addColumn('course_id', 'integer', (c) => c.references('courses.id').onDelete('set null'))
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('description', text, (c) => c.notNull().defaultTo(''))
    .addColumn('start_date', text, (c) => c.notNull())
    .addColumn('start_time', text)
    .addColumn('status', text, (c) =>
      c
        .notNull()
        .defaultTo('unpublished')
        .check(sqlIn('status', ['unpublished', 'upcoming', 'ongoing', 'finished', 'cancelled'])),
    )
    .addColumn('reg_status', text, (c) =>
      c
        .notNull()
        .defaultTo('closed')
        .check(sqlIn('reg_status', ['open', 'closed'])),
    )
    .addColumn('verified_result', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
    .addColumn('is_finished', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sailings_club_date_idx')
    .on('sailings')
    .columns(['club_id', 'start_date', 'start_time'])
    .execute();
  await db.schema.createIndex('sailings_serie_id_idx').on('sailings').column('serie_id').execute();
  await db.schema
    .createIndex('sailings_status_date_idx')
    .on('sailings')
    .columns(['status', 'start_date'])
    .execute();

  await db.schema
    .createTable('start_groups')
    .addColumn('id', t.id, t.idModifier)
    .addColumn('sailing_id', 'integer', (c) =>
      c.notNull().references('sailings.id').onDelete('cascade'),
    )
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('start_time', text)
    .addColumn('handicap', text, (c) =>
      c
        .notNull()
        .defaultTo('srs')
        .check(sqlIn('handicap', ['srs', 'scratch'])),
    )
    .addColumn('start_type', text, (c) =>
      c
        .notNull()
        .defaultTo('common')
        .check(sqlIn('start_type', ['common', 'pursuit'])),
    )
    .addColumn('pursuit_minutes', 'integer')
    .addColumn('pursuit_rounding', text, (c) =>
      c
        .notNull()
        .defaultTo('second')
        .check(sqlIn('pursuit_rounding', ['second', 'minute'])),
    )
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('start_groups_sailing_id_idx')
    .on('start_groups')
    .column('sailing_id')
    .execute();

  await db.schema
    .createTable('competitors')
    .addColumn('id', t.id, t.idModifier)
    .addColumn('sailing_id', 'integer', (c) =>
      c.notNull().references('sailings.id').onDelete('cascade'),
    )
    .addColumn('start_group_id', 'integer', (c) =>
      c.references('start_groups.id').onDelete('set null'),
    )
    .addColumn('sailor_id', 'integer', (c) => c.references('sailors.id').onDelete('set null'))
    .addColumn('boat_id', 'integer', (c) => c.references('boats.id').onDelete('set null'))
    .addColumn('name', text, (c) => c.notNull().defaultTo(''))
    .addColumn('boat_name', text, (c) => c.notNull().defaultTo(''))
    .addColumn('boat_type', text, (c) => c.notNull().defaultTo(''))
    .addColumn('sail_number', text, (c) => c.notNull().defaultTo(''))
    .addColumn('club_name', text, (c) => c.notNull().defaultTo(''))
    .addColumn('rating', t.double)
    .addColumn('start', text)
    .addColumn('finish_time', text)
    .addColumn('elapsed_time', 'integer')
    .addColumn('code', text)
    .addColumn('code_points', t.double)
    .addColumn('redress_method', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('competitors_sailing_id_idx')
    .on('competitors')
    .column('sailing_id')
    .execute();
  await db.schema
    .createIndex('competitors_start_group_id_idx')
    .on('competitors')
    .column('start_group_id')
    .execute();
  await db.schema
    .createIndex('competitors_sailor_id_idx')
    .on('competitors')
    .column('sailor_id')
    .execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', t.id, t.idModifier)
    .addColumn('subject', text, (c) => c.notNull())
    .addColumn('message', text, (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('ip', text, (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('stored_files')
    .addColumn('id', t.id, t.idModifier)
    .addColumn('name', text, (c) => c.notNull().unique())
    .addColumn('content_type', text, (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('data', t.blob, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('outbound_mail')
    .addColumn('id', t.id, t.idModifier)
    .addColumn('to_address', text, (c) => c.notNull())
    .addColumn('subject', text, (c) => c.notNull())
    .addColumn('text_body', text, (c) => c.notNull())
    .addColumn('html_body', text)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', text, (c) => c.notNull())
    .addColumn('locked_until', text)
    .addColumn('sent_at', text)
    .addColumn('failed_at', text)
    .addColumn('last_error', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('outbound_mail_pending_idx')
    .on('outbound_mail')
    .columns(['sent_at', 'failed_at', 'next_attempt_at'])
    .execute();

  await db.schema
    .createTable('throttle_hits')
    .addColumn('id', t.id, t.idModifier)
    .addColumn('scope', text, (c) => c.notNull())
    .addColumn('key', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('throttle_hits_lookup_idx')
    .on('throttle_hits')
    .columns(['scope', 'key', 'created_at'])
    .execute();
  await db.schema
    .createIndex('throttle_hits_created_at_idx')
    .on('throttle_hits')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('result_cache')
    .addColumn('cache_key', text, (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('payload', text, (c) => c.notNull())
    .addColumn('computed_at', text, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'result_cache',
    'throttle_hits',
    'outbound_mail',
    'stored_files',
    'feedback',
    'competitors',
    'start_groups',
    'sailings',
    'series',
    'courses',
    'boats',
    'boat_models',
    'sailors',
    'users',
    'clubs',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
