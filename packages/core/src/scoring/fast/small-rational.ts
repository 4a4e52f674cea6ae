/**
 * The fast form of the exact arithmetic in exact.ts: fractions of safe integers (plain numbers)
 * instead of bigints. Every operation here is exact: it works on numbers while each intermediate
 * value is a safe integer (so no rounding can happen) and falls back to the bigint form otherwise.
 * Scoring a series compares and rounds hundreds of thousands of values, and bigints (allocated on
 * every operation) made that the slowest part of it.
 */
import {
  compareRational,
  decimalToRational,
  rationalToNumber,
  roundHalfUp,
  type Rational,
} from '../exact.ts';

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

/** Decimals with up to this many places have a fast form (SRS, IRC, VPRS and PY use 1–4). */
export const DECIMAL_PLACES = 6;
/** 10^DECIMAL_PLACES. */
export const DECIMAL_SCALE = 10 ** DECIMAL_PLACES;
/**
 * Below this, doubles are closer together than 10^-DECIMAL_PLACES / 4, so no two decimals with
 * DECIMAL_PLACES places share a double (see `scaledDecimal`).
 */
const SCALED_LIMIT = 2 ** 30;

/**
 * `value × 10^6` as a whole number when the decimal JavaScript prints for `value` has at most six
 * places, else null: the same number `decimalToRational` reads, without a string, a regex or a
 * bigint. Why it is the same: `scaled / 10^6 === value` says the decimal `scaled × 10^-6`
 * round-trips to `value`; below 2^30 the doubles are finer than 10^-6, so it is the only such
 * decimal with six places or fewer, and the shortest decimal that round-trips (what `String`
 * prints) has no more places than it (the property tests check this against `decimalToRational`).
 */
export function scaledDecimal(value: number): number | null {
  if (!(Math.abs(value) < SCALED_LIMIT)) return null;
  const scaled = Math.round(value * DECIMAL_SCALE);
  return scaled / DECIMAL_SCALE === value ? scaled : null;
}

/**
 * `num / den` rounded to a whole number, halves upwards, as `roundHalfUp` but on safe integers;
 * `den > 0`. Falls back to bigints when `2 × num + den` is not a safe integer.
 */
export function roundHalfUpSmall(num: number, den: number): number {
  const twiceNum = 2 * num + den;
  const twiceDen = 2 * den;
  if (!Number.isSafeInteger(twiceNum) || !Number.isSafeInteger(twiceDen) || den <= 0) {
    return Number(roundHalfUp(BigInt(num), BigInt(den)));
  }
  // Floor division: `%` and the division of a multiple are exact on safe integers.
  const rest = twiceNum % twiceDen;
  const quotient = (twiceNum - rest) / twiceDen;
  return rest < 0 ? quotient - 1 : quotient;
}

/** `multiplyTenths` (exact.ts) on safe integers, falling back to it when they would not be exact. */
export function multiplyTenthsSmall(tenths: number, factor: number): number {
  // Unweighted races (factor 1) are nearly all of them; other weights are decimals like 1.5.
  if (factor === 1) return tenths;
  const scaled = scaledDecimal(factor);
  const product = scaled === null ? null : tenths * scaled;
  if (product !== null && Number.isSafeInteger(product)) {
    return roundHalfUpSmall(product, DECIMAL_SCALE);
  }
  const { num, den } = decimalToRational(factor);
  return Number(roundHalfUp(BigInt(tenths) * num, den));
}
