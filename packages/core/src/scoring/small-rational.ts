/**
 * The fast form of the exact arithmetic in exact.ts: fractions of safe integers (plain numbers)
 * instead of bigints. Every operation here is exact: it works on numbers while each intermediate
 * value is a safe integer (so no rounding can happen) and falls back to the bigint form otherwise.
 * Scoring a series compares and rounds hundreds of thousands of values, and bigints (allocated on
 * every operation) made that the slowest part of it.
 */
import { compareRational, rationalToNumber, type Rational } from './exact.ts';

/**
 * A fraction `num / den` of integers held exactly as doubles (safe integers, but for absurd
 * finishing positions), `den > 0`; its value is what counts, not its form.
 */
export interface SmallRational {
  num: number;
  den: number;
}

/** An exact fraction in either form: safe integers, or bigints when numbers would not be exact. */
export type ExactFraction = SmallRational | Rational;

/** Whether a fraction is in its fast form. */
export function isSmallRational(value: ExactFraction): value is SmallRational {
  return typeof value.num === 'number';
}

function toBig(value: ExactFraction): Rational {
  return isSmallRational(value) ? { num: BigInt(value.num), den: BigInt(value.den) } : value;
}

/** `a × b`, or null when the product of these safe integers is not exact. */
export function safeProduct(a: number, b: number): number | null {
  const product = a * b;
  return Number.isSafeInteger(product) ? product : null;
}

/** Compares two fractions exactly: negative, zero or positive. */
export function compareFractions(a: ExactFraction, b: ExactFraction): number {
  if (isSmallRational(a) && isSmallRational(b)) {
    // Keys of one race mostly share a denominator (time-on-time: 10^6): compare numerators.
    if (a.den === b.den) return a.num < b.num ? -1 : a.num > b.num ? 1 : 0;
    const left = a.num * b.den;
    const right = b.num * a.den;
    if (Number.isSafeInteger(left) && Number.isSafeInteger(right)) {
      return left < right ? -1 : left > right ? 1 : 0;
    }
  }
  return compareRational(toBig(a), toBig(b));
}

/**
 * The nearest double to a fraction: the very double `rationalToNumber` gives (whole part plus
 * the remainder divided, each step on exact integers).
 */
export function fractionToNumber(value: ExactFraction): number {
  return isSmallRational(value)
    ? smallFractionToNumber(value.num, value.den)
    : rationalToNumber(value);
}

/** `fractionToNumber` of `num / den` in safe integers, with no object for the fraction. */
export function smallFractionToNumber(num: number, den: number): number {
  const rest = num % den;
  return (num - rest) / den + rest / den;
}
