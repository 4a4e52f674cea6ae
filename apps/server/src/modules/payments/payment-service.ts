import {
  PAID_COMPETITORS_MESSAGE,
  type Paid,
  type PaidMany,
  type Payment,
  type SailingPayments,
} from '@segla/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { fieldError, notFound, permissionDenied } from '../../http/api-error.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import {
  assertCanWriteClub,
  canWriteClub,
  requireSignedIn,
  signatureIn,
} from '../permissions/permissions.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { canSeeSailing, viewerOf } from '../visibility/visibility.ts';
import { feeOf, type FeeSource } from './entry-fee-of.ts';
import { toEntryPayment, toPayment } from './payment-presenter.ts';
import {
  findPaymentEntry,
  findSailingFees,
  selectPaidEntriesOfSeries,
  selectPaymentEntriesOfSailing,
  setEntriesPaid,
  type EntryPaymentRow,
  type PaymentEntryRow,
  type SailingFeesRow,
} from './payment-repository.ts';
import { paidMarkOf, samePayer } from './series-payer.ts';

export const NO_FEE_DETAIL = 'Anmälan har ingen anmälningsavgift.';

/** The series' entries marked paid (none outside a series). */
function seriesMarks(db: Kysely<DB>, seriesId: number | null) {
  return seriesId === null ? Promise.resolve([]) : selectPaidEntriesOfSeries(db, seriesId);
}

/**
 * Entry fees and their Swish payments (issue 31, docs/product.md §14). Segla cannot see a Swish
 * payment: the club's officials mark an entry paid, one or several at once. A series fee is
 * paid once for all of the series' sailings (series-payer.ts).
 */
export class PaymentService {
  constructor(private readonly deps: ServiceDeps) {}

  /** The entry's owner, the club's officials and staff; 404 where there is no fee. */
  async payment(competitorId: number, user: AuthUser | null): Promise<Payment> {
    const entry = await this.#loadEntry(competitorId, user);
    const own = entry.sailor_user_id !== null && entry.sailor_user_id === user?.id;
    if (!own && !canWriteClub(user, entry.club_id, 'racing')) throw permissionDenied();
    return this.#present(entry);
  }

  /** The club's officials (race officers too) and staff mark an entry paid or unpaid. */
  async markPaid(competitorId: number, input: Paid, user: AuthUser | null): Promise<Payment> {
    const entry = await this.#loadEntry(competitorId, user);
    assertCanWriteClub(user, entry.club_id, 'racing');
    await this.#mark(entry, [entry], input.paid, user!);
    return this.#present((await findPaymentEntry(this.deps.db, competitorId))!);
  }

  /** Each entry's fee on the Deltagare tab, and the sums (the club's officials, staff). */
  async ofSailing(sailingId: number, user: AuthUser | null): Promise<SailingPayments> {
    return this.#sailingPayments(await this.#loadSailing(sailingId, user));
  }

  /** Several of the sailing's entries marked paid or unpaid at once. */
  async markManyPaid(
    sailingId: number,
    input: PaidMany,
    user: AuthUser | null,
  ): Promise<SailingPayments> {
    const sailing = await this.#loadSailing(sailingId, user);
    const wanted = [...new Set(input.competitors)];
    const entries = await selectPaymentEntriesOfSailing(this.deps.db, sailingId, wanted);
    if (entries.length !== wanted.length) {
      throw fieldError('competitors', PAID_COMPETITORS_MESSAGE);
    }
    await this.#mark(sailing, entries, input.paid, user!);
    return this.#sailingPayments(sailing);
  }

  async #loadEntry(competitorId: number, user: AuthUser | null): Promise<PaymentEntryRow> {
    const signedIn = requireSignedIn(user);
    const entry = await findPaymentEntry(this.deps.db, competitorId);
    const visible =
      entry &&
      canSeeSailing(viewerOf(signedIn), { club_id: entry.club_id, status: entry.sailing_status });
    if (!entry || !visible) throw notFound();
    return entry;
  }

  async #loadSailing(sailingId: number, user: AuthUser | null): Promise<SailingFeesRow> {
    const signedIn = requireSignedIn(user);
    const sailing = await findSailingFees(this.deps.db, sailingId);
    if (!sailing || !canSeeSailing(viewerOf(signedIn), sailing)) throw notFound();
    assertCanWriteClub(signedIn, sailing.club_id, 'racing');
    return sailing;
  }

  /**
   * Marks entries of one sailing (`fees`) paid, or unpaid: unmarking a series fee clears every
   * mark of the same payer in the series, or the entry would still count as paid. 404 for an
   * entry without a fee.
   */
  async #mark(
    fees: FeeSource,
    entries: readonly Pick<EntryPaymentRow, 'id' | 'sailor_id' | 'boat_id' | 'created_at'>[],
    paid: boolean,
    user: AuthUser,
  ): Promise<void> {
    const owed = entries.map((entry) => feeOf(fees, entry.created_at));
    if (owed.some((fee) => fee === null)) throw notFound(NO_FEE_DETAIL);
    const ids = new Set(entries.map((entry) => entry.id));
    const ofSeries = entries.filter((_, index) => owed[index]?.of === 'series');
    if (!paid && ofSeries.length > 0) {
      for (const mark of await seriesMarks(this.deps.db, fees.serie_id)) {
        if (ofSeries.some((entry) => samePayer(entry, mark))) ids.add(mark.id);
      }
    }
    const by = paid
      ? { paid_at: new Date().toISOString(), paid_by: signatureIn(user, fees.club_id) }
      : null;
    await this.deps.db.transaction().execute((trx) => setEntriesPaid(trx, [...ids], by));
  }

  async #present(entry: PaymentEntryRow): Promise<Payment> {
    const fee = feeOf(entry, entry.created_at);
    if (!fee) throw notFound(NO_FEE_DETAIL);
    const marks = fee.of === 'series' ? await seriesMarks(this.deps.db, entry.serie_id) : [];
    return toPayment(entry, fee, paidMarkOf(entry, fee, marks));
  }

  async #sailingPayments(sailing: SailingFeesRow): Promise<SailingPayments> {
    const rows = await selectPaymentEntriesOfSailing(this.deps.db, sailing.id);
    const marks = await seriesMarks(this.deps.db, sailing.serie_id);
    const entries = rows.flatMap((row) => {
      const fee = feeOf(sailing, row.created_at);
      return fee ? [toEntryPayment(row.id, fee, paidMarkOf(row, fee, marks))] : [];
    });
    const sum = (paid: boolean) =>
      entries.filter((entry) => entry.paid === paid).reduce((total, e) => total + e.amount, 0);
    return { entries, received: sum(true), owed: sum(false) };
  }
}
