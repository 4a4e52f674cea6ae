import type { Kysely } from 'kysely';
import { columnTypes, sqlIn } from './column-types.ts';

/** The roles of 0018; a later role comes with a migration of its own. */
const ROLES = ['race_officer', 'club_admin'];
const CLUB_LOG_KINDS = ['role_granted', 'role_changed', 'role_removed', 'lifecycle', 'import'];

/**
 * A club is its people (issue 29; docs/product.md §6, "Funktionärer").
 * - `club_officials`: a person's (user's) role in a club, at most one per club. Deleting the
 *   club or the account deletes the role.
 * - `sailing_changes.signed_by`: the name and role a change was made by, as it read then
 *   ("Lena Hägg, tävlingsledare", "Klubbkontot"); kept when the account is deleted. Older rows
 *   are signed '' and shown by their account's e-mail as before.
 * - `club_log`: what a club's officials did outside a sailing's change log (roles granted,
 *   changed and removed; lifecycle steps; Sailwave imports), signed the same way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('club_officials')
    .addColumn('id', t.id, t.idModifier)
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sqlIn('role', ROLES)))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('club_officials_club_user_key', ['club_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('club_officials_user_idx')
    .on('club_officials')
    .column('user_id')
    .execute();

  await db.schema
    .alterTable('sailing_changes')
    .addColumn('signed_by', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('club_log')
    .addColumn('id', t.id, t.idModifier)
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('sailing_id', 'integer', (c) => c.references('sailings.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('signed_by', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sqlIn('kind', CLUB_LOG_KINDS)))
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('club_log_club_idx')
    .on('club_log')
    .columns(['club_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('club_log').execute();
  await db.schema.alterTable('sailing_changes').dropColumn('signed_by').execute();
  await db.schema.dropTable('club_officials').execute();
}
