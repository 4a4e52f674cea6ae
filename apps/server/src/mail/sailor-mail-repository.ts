import type { Kysely } from 'kysely';
import type { DB, SailorMailKindColumn } from '../db/schema.ts';

/** SQL of the mail to sailors (issue 31; docs/product.md §19). */

/** Whether the sailor has switched `kind` off. */
export async function isOptedOut(
  db: Kysely<DB>,
  sailorId: number,
  kind: SailorMailKindColumn,
): Promise<boolean> {
  const row = await db
    .selectFrom('sailor_mail_opt_outs')
    .select('kind')
    .where('sailor_id', '=', sailorId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row !== undefined;
}

/** The address of the sailor's active account and her slug; undefined without one. */
export function findSailorAddress(db: Kysely<DB>, sailorId: number) {
  return db
    .selectFrom('sailors as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.slug', 'u.email'])
    .where('s.id', '=', sailorId)
    .where('u.is_active', '=', true)
    .executeTakeFirst();
}

/**
 * Records that the sailor is mailed `kind` about `subjectId`; false when she already was (the
 * unique key keeps it once, also between two requests at the same time; no error, so a
 * PostgreSQL transaction goes on).
 */
export async function recordSailorMail(
  db: Kysely<DB>,
  mail: { sailorId: number; kind: SailorMailKindColumn; subjectId: number },
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .insertInto('sailor_mail_sent')
    .values({
      sailor_id: mail.sailorId,
      kind: mail.kind,
      subject_id: mail.subjectId,
      created_at: nowIso,
    })
    .onConflict((oc) => oc.columns(['sailor_id', 'kind', 'subject_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** The entries of a sailing made by sailors (competitors.sailor_id), for its result mails. */
export function selectSailorEntriesOfSailing(db: Kysely<DB>, sailingId: number) {
  return db
    .selectFrom('competitors')
    .select(['id', 'sailor_id', 'start_group_id', 'boat_name', 'sail_number'])
    .where('sailing_id', '=', sailingId)
    .where('sailor_id', 'is not', null)
    .orderBy('id')
    .execute();
}

/** A sailing as its mails name it, with its club, and its state. */
export function findSailingForMail(db: Kysely<DB>, sailingId: number) {
  return db
    .selectFrom('sailings as s')
    .innerJoin('clubs as c', 'c.id', 's.club_id')
    .leftJoin('series as se', 'se.id', 's.serie_id')
    .select([
      's.id',
      's.name',
      's.start_date',
      's.status',
      's.verified_result',
      'c.slug as club_slug',
      'c.name as club_name',
      'se.name as series_name',
    ])
    .where('s.id', '=', sailingId)
    .executeTakeFirst();
}
export type SailingForMail = NonNullable<Awaited<ReturnType<typeof findSailingForMail>>>;

/** An entry as its confirmation names it: whose, in which sailing, with which boat. */
export function findEntryForMail(db: Kysely<DB>, competitorId: number) {
  return db
    .selectFrom('competitors')
    .select(['id', 'sailing_id', 'sailor_id', 'boat_name', 'sail_number'])
    .where('id', '=', competitorId)
    .executeTakeFirst();
}
