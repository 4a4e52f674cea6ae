/**
 * Exact arithmetic for scoring. Points are kept as whole tenths (RRS A9 and rule 44.3(c) round to
 * tenths, A7 shares in halves), and times as exact fractions of bigints, so that no float error
 * decides a place, a tie or a rounding at .5.
 */

/** A fraction `num / den` with `den > 0`. */
export interface Rational {
  num: bigint;
  den: bigint;
}

/**
 * The exact value of a decimal number as JavaScript prints it, e.g. 0.95 → 95/100. Ratings are
 * typed as decimals; reading their shortest decimal form (not the binary double) is what makes
 * 3810 × 0.95 exactly 3619.5, which then rounds up as HalSail and Sailwave do.
 */
export function decimalToRational(value: number): Rational {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(String(value));
  if (!match) throw new RangeError(`unexpected number format: ${value}`);
  const [, sign = '', whole = '0', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText) - fraction.length;
  let num = BigInt(whole + fraction);
  let den = 1n;
  if (exponent >= 0) num *= 10n ** BigInt(exponent);
  else den = 10n ** BigInt(-exponent);
  return { num: sign === '-' ? -num : num, den };
}

/** Floor division for bigints (the built-in `/` truncates towards zero). */
function floorDiv(a: bigint, b: bigint): bigint {
  const quotient = a / b;
  const signsDiffer = a < 0n !== b < 0n;
  return a % b !== 0n && signsDiffer ? quotient - 1n : quotient;
}

/** `num / den` rounded to a whole number, halves upwards (the rules' "0.5 rounded upward"). */
export function roundHalfUp(num: bigint, den: bigint): bigint {
  if (den <= 0n) throw new RangeError('denominator must be positive');
  return floorDiv(2n * num + den, 2n * den);
}

/** Compares `a` and `b`: negative, zero or positive. */
export function compareRational(a: Rational, b: Rational): number {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The nearest double to a fraction (whole part, plus the remainder divided). */
export function rationalToNumber(value: Rational): number {
  const whole = value.num / value.den;
  const rest = value.num % value.den;
  return Number(whole) + Number(rest) / Number(value.den);
}

/** Points (a multiple of 0.1) as whole tenths. */
export function toTenths(points: number): number {
  return Math.round(points * 10);
}

/** Whole tenths as points. Dividing an integer by 10 gives the double closest to the decimal. */
export function fromTenths(tenths: number): number {
  return tenths / 10;
}

/** Whether `value` is a multiple of 0.1 (as typed; allows float noise below 1e-9). */
export function isWholeTenths(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;
}

/** `tenths × factor`, rounded to whole tenths with 0.05 upwards (weighted races, RRS A9 style). */
export function multiplyTenths(tenths: number, factor: number): number {
  const { num, den } = decimalToRational(factor);
  return Number(roundHalfUp(BigInt(tenths) * num, den));
}

/** The mean of whole tenths, rounded to the nearest tenth with 0.05 upwards (RRS A9). */
export function averageTenths(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('average of nothing');
  const sum = values.reduce((total, value) => total + value, 0);
  return Number(roundHalfUp(BigInt(sum), BigInt(values.length)));
}
