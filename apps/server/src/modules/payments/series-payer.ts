import type { EntryFee } from '@segla/core/fees';

/** An entry as a series payment recognises it. */
interface PayingEntry {
  id: number;
  sailor_id: number | null;
  boat_id: number | null;
}

/** A club's mark that an entry is paid. */
export interface PaidMark {
  paid_at: string | null;
  paid_by: string | null;
}

/**
 * Whether two entries pay one series fee (issue 31): a series fee is paid once for all of the
 * series' sailings, by the same sailor, or without a sailor by the same boat. An entry with
 * neither (a boat the club entered by name) pays for itself.
 */
export function samePayer(entry: PayingEntry, other: PayingEntry): boolean {
  if (entry.sailor_id !== null) return other.sailor_id === entry.sailor_id;
  if (entry.boat_id !== null) return other.sailor_id === null && other.boat_id === entry.boat_id;
  return other.id === entry.id;
}

/**
 * The mark that makes an entry paid: its own, or for a series fee one of the same payer's in
 * `seriesMarks` (the series' entries marked paid); null while unpaid.
 */
export function paidMarkOf(
  entry: PayingEntry & PaidMark,
  fee: EntryFee,
  seriesMarks: readonly (PayingEntry & PaidMark)[],
): PaidMark | null {
  if (entry.paid_at !== null) return entry;
  if (fee.of === 'sailing') return null;
  return seriesMarks.find((mark) => samePayer(entry, mark)) ?? null;
}
