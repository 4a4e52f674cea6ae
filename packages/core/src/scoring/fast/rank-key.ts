/**
 * A finisher's ranking key (corrected time, clock time or position): its exact value, and the
 * nearest double to compare first. Sorting a race compares keys n log n times; the doubles settle
 * nearly every comparison, and only keys too close for a double to tell apart (true ties, RRS A7,
 * among them) are compared exactly.
 */
import {
  compareFractions,
  fractionToNumber,
  isSmallRational,
  type ExactFraction,
} from './small-rational.ts';

/** An exact key and the nearest double to it. */
export interface RankKey {
  exact: ExactFraction;
  /** The value as a double (what `fractionToNumber` gives, e.g. the corrected time shown). */
  value: number;
  /** Whether `value` is close enough to decide comparisons (see `rankKey`). */
  trusted: boolean;
}

/**
 * Doubles that differ by more than this, relative to the larger, are in the order of their exact
 * values: `fractionToNumber` is off by less than 2^-50 of the value (each of its few steps rounds
 * once by at most 2^-53), so a gap of 2^-45 cannot be an artefact of rounding.
 */
const SEPARATION = 2 ** -45;
/** Bigint denominators up to this convert to a double within 2^-53 and leave no subnormal. */
const TRUSTED_DENOMINATOR = 2n ** 70n;

/**
 * The key of an exact value. Its double is trusted for comparing only when its error is bounded:
 * always for safe integers; for bigints when the denominator is at most 2^70 and the result
 * finite (a rating like 1e-300 would otherwise underflow).
 */
export function rankKey(exact: ExactFraction): RankKey {
  const value = fractionToNumber(exact);
  return { exact, value, trusted: isTrustedValue(exact, value) };
}

/** Whether `value`, the double of `exact`, is trusted for comparing (see `rankKey`). */
export function isTrustedValue(exact: ExactFraction, value: number): boolean {
  return isSmallRational(exact) || (exact.den <= TRUSTED_DENOMINATOR && Number.isFinite(value));
}

/**
 * The order of two trusted doubles of keys when they are far enough apart to decide it (negative
 * or positive), or 0 when only the exact values can tell (see `SEPARATION`).
 */
export function separatedOrder(a: number, b: number): number {
  const difference = a - b;
  if (Math.abs(difference) > SEPARATION * Math.max(Math.abs(a), Math.abs(b))) {
    return difference < 0 ? -1 : 1;
  }
  return 0;
}

/** Compares two keys by their exact values: negative, zero or positive. */
export function compareRankKeys(a: RankKey, b: RankKey): number {
  return (
    (a.trusted && b.trusted ? separatedOrder(a.value, b.value) : 0) ||
    compareFractions(a.exact, b.exact)
  );
}
