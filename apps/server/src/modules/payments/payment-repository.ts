import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** An entry with what its fee and Swish payment are made of (issue 31). */
export function findPaymentEntry(db: Kysely<DB>, competitorId: number) {
  return db
    .selectFrom('competitors as cp')
    .innerJoin('sailings as s', 's.id', 'cp.sailing_id')
    .innerJoin('clubs as c', 'c.id', 's.club_id')
    .leftJoin('series as se', 'se.id', 's.serie_id')
    .leftJoin('sailors as sa', 'sa.id', 'cp.sailor_id')
    .select([
      'cp.id',
      'cp.sailing_id',
      'cp.sailor_id',
      'cp.boat_id',
      'cp.sail_number',
      'cp.created_at',
      'cp.paid_at',
      'cp.paid_by',
      'sa.user_id as sailor_user_id',
      's.name as sailing_name',
      's.status as sailing_status',
      's.club_id',
      's.serie_id',
      's.entry_fee',
      's.late_fee',
      's.late_from',
      'se.name as series_name',
      'se.entry_fee as series_entry_fee',
      'se.late_fee as series_late_fee',
      'se.late_from as series_late_from',
      'c.swish_number',
    ])
    .where('cp.id', '=', competitorId)
    .executeTakeFirst();
}
export type PaymentEntryRow = NonNullable<Awaited<ReturnType<typeof findPaymentEntry>>>;

/**
 * A sailing's entries with what their fees are made of, in one query; only `ids` when given
 * (an id not in the sailing is left out).
 */
export function selectPaymentEntriesOfSailing(
  db: Kysely<DB>,
  sailingId: number,
  ids?: readonly number[],
) {
  let query = db
    .selectFrom('competitors as cp')
    .select(['cp.id', 'cp.sailor_id', 'cp.boat_id', 'cp.created_at', 'cp.paid_at', 'cp.paid_by'])
    .where('cp.sailing_id', '=', sailingId);
  if (ids) query = query.where('cp.id', 'in', [...ids]);
  return query.orderBy('cp.id').execute();
}
export type EntryPaymentRow = Awaited<ReturnType<typeof selectPaymentEntriesOfSailing>>[number];

/**
 * The entries of a series marked paid: who they are (sailor, boat), so an entry of the same
 * sailor or boat in another of the series' sailings counts as paid too (a series fee is paid
 * once).
 */
export function selectPaidEntriesOfSeries(db: Kysely<DB>, seriesId: number) {
  return db
    .selectFrom('competitors as cp')
    .innerJoin('sailings as s', 's.id', 'cp.sailing_id')
    .select(['cp.id', 'cp.sailor_id', 'cp.boat_id', 'cp.paid_at', 'cp.paid_by'])
    .where('s.serie_id', '=', seriesId)
    .where('cp.paid_at', 'is not', null)
    .execute();
}
export type PaidSeriesEntryRow = Awaited<ReturnType<typeof selectPaidEntriesOfSeries>>[number];

/** Marks entries paid (`paidAt` and who) or unpaid (both null). */
export async function setEntriesPaid(
  db: Kysely<DB>,
  ids: readonly number[],
  paid: { paid_at: string; paid_by: string } | null,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('competitors')
    .set({ paid_at: paid?.paid_at ?? null, paid_by: paid?.paid_by ?? null })
    .where('id', 'in', [...ids])
    .execute();
}

/** The sailing's fees, its series' and its club, for the Deltagare tab. */
export function findSailingFees(db: Kysely<DB>, sailingId: number) {
  return db
    .selectFrom('sailings as s')
    .leftJoin('series as se', 'se.id', 's.serie_id')
    .select([
      's.id',
      's.club_id',
      's.status',
      's.serie_id',
      's.entry_fee',
      's.late_fee',
      's.late_from',
      'se.entry_fee as series_entry_fee',
      'se.late_fee as series_late_fee',
      'se.late_from as series_late_from',
    ])
    .where('s.id', '=', sailingId)
    .executeTakeFirst();
}
export type SailingFeesRow = NonNullable<Awaited<ReturnType<typeof findSailingFees>>>;
