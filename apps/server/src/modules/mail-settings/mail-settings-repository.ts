import type { Kysely } from 'kysely';
import type { DB, SailorMailKindColumn } from '../../db/schema.ts';

/** A sailor as her mail settings need her: whose account she is, her slug. */
export function findSailorForSettings(db: Kysely<DB>, sailorId: number) {
  return db
    .selectFrom('sailors')
    .select(['id', 'slug', 'user_id'])
    .where('id', '=', sailorId)
    .executeTakeFirst();
}

/** The kinds she has switched off. */
export async function selectOptOuts(
  db: Kysely<DB>,
  sailorId: number,
): Promise<SailorMailKindColumn[]> {
  const rows = await db
    .selectFrom('sailor_mail_opt_outs')
    .select('kind')
    .where('sailor_id', '=', sailorId)
    .execute();
  return rows.map((row) => row.kind);
}

/** Switches `kind` off (again: no change, no error). */
export async function insertOptOut(
  db: Kysely<DB>,
  sailorId: number,
  kind: SailorMailKindColumn,
  nowIso: string,
): Promise<void> {
  await db
    .insertInto('sailor_mail_opt_outs')
    .values({ sailor_id: sailorId, kind, created_at: nowIso })
    .onConflict((oc) => oc.columns(['sailor_id', 'kind']).doNothing())
    .execute();
}

/** Switches `kind` on. */
export async function deleteOptOut(
  db: Kysely<DB>,
  sailorId: number,
  kind: SailorMailKindColumn,
): Promise<void> {
  await db
    .deleteFrom('sailor_mail_opt_outs')
    .where('sailor_id', '=', sailorId)
    .where('kind', '=', kind)
    .execute();
}
