import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { feeOf, swishMessageOf } from '../modules/payments/entry-fee-of.ts';
import { findPaymentEntry, type PaymentEntryRow } from '../modules/payments/payment-repository.ts';
import { queueSailorMail, type SailorMailDeps } from './sailor-mail.ts';
import { findEntryForMail, findSailingForMail } from './sailor-mail-repository.ts';
import { entryConfirmationMail, type EntryFeeWords } from './sailor-mail-templates.ts';

/**
 * The fee the entry owes and its Swish message, as `GET /api/competitors/{id}/payment/` gives
 * them (the payments module's own rules; docs/product.md §18).
 */
function feeWords(entry: PaymentEntryRow): EntryFeeWords | null {
  const fee = feeOf(entry, entry.created_at);
  if (!fee) return null;
  return {
    ...fee,
    swishNumber: entry.swish_number === '' ? null : entry.swish_number,
    message: swishMessageOf(entry, fee),
  };
}

/**
 * A sailor entered herself ("Anmäl", docs/product.md §19): her confirmation, queued in `trx`,
 * the entry's transaction; once per sailor and sailing (a withdrawal and a new entry send
 * none). `deps` undefined: a service built without mail (the command line, tests of their own).
 */
export async function queueEntryConfirmation(
  trx: Kysely<DB>,
  deps: SailorMailDeps | undefined,
  competitorId: number,
): Promise<void> {
  if (!deps) return;
  const entry = await findEntryForMail(trx, competitorId);
  if (!entry || entry.sailor_id === null) return;
  const sailing = await findSailingForMail(trx, entry.sailing_id);
  const payment = await findPaymentEntry(trx, competitorId);
  if (!sailing || !payment) return;
  await queueSailorMail(trx, deps, {
    sailorId: entry.sailor_id,
    kind: 'entry_confirmation',
    subjectId: sailing.id,
    message: entryConfirmationMail({
      sailingName: sailing.name,
      clubName: sailing.club_name,
      startDate: sailing.start_date,
      seriesName: sailing.series_name,
      boatName: entry.boat_name,
      sailNumber: entry.sail_number,
      fee: feeWords(payment),
      link: `${deps.publicUrl}/clubs/${sailing.club_slug}/sailings/${sailing.id}/info`,
    }),
  });
}
