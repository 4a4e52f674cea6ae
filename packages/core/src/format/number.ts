import { swedishNumberFormat } from './intl-formats.ts';

/**
 * Swedish numbers as Intl sv-SE writes them: decimal comma, digits grouped in threes by a
 * no-break space, the minus sign '−' (decision 0051).
 */

/** How a number is written; Intl's own option names. */
export interface NumberStyle {
  /** At most this many decimals, rounded half away from zero (3 unless given). */
  maximumFractionDigits?: number;
  /** At least this many decimals (0 unless given). */
  minimumFractionDigits?: number;
  /** Digits grouped in threes (true unless given); a spreadsheet's cell wants them not. */
  useGrouping?: boolean;
}

/** A number: 0.845 → '0,845', 1234.5 → '1 234,5', -2 → '−2'; '' for none. */
export function formatNumber(value: number | null | undefined, style: NumberStyle = {}): string {
  if (value === null || value === undefined) return '';
  const { maximumFractionDigits = 3, minimumFractionDigits = 0, useGrouping = true } = style;
  return swedishNumberFormat({
    maximumFractionDigits: Math.max(maximumFractionDigits, minimumFractionDigits),
    minimumFractionDigits,
    useGrouping,
  }).format(value);
}

/** Points: 1 → '1', 3.5 → '3,5'; '–' for none. */
export function formatPoints(value: number | null | undefined): string {
  return value === null || value === undefined ? '–' : formatNumber(value);
}

/** An SRS rating with three decimals: 0.85 → '0,850'; '–' for none. */
export function formatRating(value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  return formatNumber(value, { minimumFractionDigits: 3 });
}

/** A Swedish count: (1, 'båt', 'båtar') → '1 båt', (12, 'båt', 'båtar') → '12 båtar'. */
export function plural(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

/**
 * A Swedish ordinal place: 1:a, 2:a, 3:e … 11:e, 12:e … 21:a, 22:a, 23:e. The ending follows
 * the last digit (1 and 2 take -a), except in 11 and 12, which take -e.
 */
export function ordinal(place: number): string {
  const lastTwo = place % 100;
  const last = place % 10;
  const ending = (last === 1 || last === 2) && lastTwo !== 11 && lastTwo !== 12 ? 'a' : 'e';
  return `${place}:${ending}`;
}
