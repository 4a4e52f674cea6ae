import type { Kysely } from 'kysely';
import { columnTypes, sqlIn } from './column-types.ts';

/** The kinds of mail to sailors as this migration knows them (a later one may add to them). */
const KINDS_0022 = [
  'entry_confirmation',
  'crew_invitation',
  'results_published',
  'results_verified',
];

/**
 * Mail to sailors (issue 31; docs/product.md §19).
 * - `sailor_mail_opt_outs`: the kinds a sailor has switched off (no row: on, the default).
 * - `sailor_mail_sent`: each mail queued to a sailor, by kind and what it is about (a sailing, an
 *   entry), so one is never sent twice, also when a sailing is finished or verified again.
 * - `outbound_mail.headers`: extra headers of a queued mail as a JSON object (List-Unsubscribe),
 *   kept with the row so a retry sends them too; null for none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('sailor_mail_opt_outs')
    .addColumn('sailor_id', 'integer', (c) =>
      c.notNull().references('sailors.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull().check(sqlIn('kind', KINDS_0022)))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sailor_mail_opt_outs_pkey', ['sailor_id', 'kind'])
    .execute();

  await db.schema
    .createTable('sailor_mail_sent')
    .addColumn('id', t.id, t.idModifier)
    .addColumn('sailor_id', 'integer', (c) =>
      c.notNull().references('sailors.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull().check(sqlIn('kind', KINDS_0022)))
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('sailor_mail_sent_once', ['sailor_id', 'kind', 'subject_id'])
    .execute();

  await db.schema.alterTable('outbound_mail').addColumn('headers', 'text').execute();
}

// No `down`: migrations only go forward (migrate.ts).
