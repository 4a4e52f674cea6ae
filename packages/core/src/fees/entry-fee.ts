import { stockholmInstant } from '../format/stockholm-clock.ts';

/** A sailing's or a series' fees (issue 31); kronor, null for none. */
export interface FeeSettings {
  /** "Anmälningsavgift (kr)". */
  entry_fee: number | null;
  /** "Efteranmälningsavgift (kr)", owed by an entry made from `late_from`. */
  late_fee: number | null;
  /** "Efteranmälan från": a Stockholm wall clock 'YYYY-MM-DDTHH:MM', or null. */
  late_from: string | null;
}

/** What one entry owes. */
export interface EntryFee {
  /** Kronor. */
  amount: number;
  /** The late fee. */
  late: boolean;
  /** Whose fee: a series fee covers all of the series' sailings. */
  of: 'sailing' | 'series';
}

const hasFee = (fees: FeeSettings | null): fees is FeeSettings =>
  fees !== null && fees.entry_fee !== null && fees.entry_fee > 0;

function feeOf(fees: FeeSettings, enteredAt: number): Omit<EntryFee, 'of'> {
  const [date, time] = fees.late_from?.split('T') ?? [];
  const late =
    fees.late_fee !== null &&
    date !== undefined &&
    time !== undefined &&
    enteredAt >= stockholmInstant(date, time);
  return { amount: late ? fees.late_fee! : fees.entry_fee!, late };
}

/**
 * The fee an entry made at `enteredAt` (ms) owes: the sailing's own when it has one, else its
 * series'; null when neither has a fee. From "Efteranmälan från" the late fee applies, when set.
 */
export function entryFee(
  sailing: FeeSettings,
  series: FeeSettings | null,
  enteredAt: number,
): EntryFee | null {
  if (hasFee(sailing)) return { ...feeOf(sailing, enteredAt), of: 'sailing' };
  if (hasFee(series)) return { ...feeOf(series, enteredAt), of: 'series' };
  return null;
}
