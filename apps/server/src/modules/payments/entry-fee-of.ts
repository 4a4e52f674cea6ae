import { entryFee, swishMessage, type EntryFee, type FeeSettings } from '@segla/core/fees';
import type { PaymentEntryRow, SailingFeesRow } from './payment-repository.ts';

/** A sailing's fees and its series' (an entry's row or the sailing's carries them). */
export type FeeSource = Pick<
  SailingFeesRow,
  | 'club_id'
  | 'serie_id'
  | 'entry_fee'
  | 'late_fee'
  | 'late_from'
  | 'series_entry_fee'
  | 'series_late_fee'
  | 'series_late_from'
>;

/**
 * What an entry made at `createdAt` owes under its sailing's and series' fees (docs/product.md
 * §18): the sailing's own fee, else its series'; the late fee from "Efteranmälan från".
 */
export function feeOf(row: FeeSource, createdAt: string): EntryFee | null {
  const series: FeeSettings | null =
    row.serie_id === null
      ? null
      : {
          entry_fee: row.series_entry_fee,
          late_fee: row.series_late_fee,
          late_from: row.series_late_from,
        };
  return entryFee(row, series, Date.parse(createdAt));
}

/** The Swish message of an entry's payment: the series' name for a series fee, and her sail number. */
export function swishMessageOf(entry: PaymentEntryRow, fee: EntryFee): string {
  const what = fee.of === 'series' ? (entry.series_name ?? entry.sailing_name) : entry.sailing_name;
  return swishMessage(what, entry.sail_number);
}
