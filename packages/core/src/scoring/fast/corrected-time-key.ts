/**
 * The corrected-time key of a finisher in its fast form (decision 0037): the value
 * `exactCorrectedTime` gives, as safe integers whenever the rating has at most six decimals.
 */
import { correctedTimeOf } from '../corrected-time.ts';
import { decimalToRational, type Rational } from '../exact.ts';
import type { Handicap, RoundCorrected } from '../types.ts';
import {
  DECIMAL_SCALE,
  roundHalfUpSmall,
  safeProduct,
  scaledDecimal,
  type ExactFraction,
} from './small-rational.ts';

/**
 * `exactCorrectedTime` in its fast form, for ranking a race: the same value, as safe integers
 * whenever the rating has at most six decimals (every real SRS, IRC, VPRS or PY figure), else as
 * bigints. Time-on-time keys share the denominator 10^6, so a race compares them as plain
 * integers (elapsed × rating in millionths of a second).
 */
export function correctedTimeKey(
  elapsed: number,
  handicap: Handicap,
  rating: number | null,
  round: RoundCorrected,
): ExactFraction {
  const den = fastDenominator(handicap, rating);
  const num = den === 0 ? null : fastNumerator(elapsed, handicap, rating);
  if (num === null) return correctedTimeOf(elapsed, handicap, exactRating(rating), round);
  return round === 'second' ? { num: roundHalfUpSmall(num, den), den: 1 } : { num, den };
}

/** Ratings read by `exactRating`, by value; cleared when full, so it stays small. */
const exactRatings = new Map<number, Rational>();
const EXACT_RATINGS_MAX = 1024;

/**
 * `decimalToRational(rating)`, remembered: a series meets the same few ratings in every race, and
 * reading one (a string, a regex, bigints) costs more than the rest of ranking the boat. Only
 * ratings with no fast form (more than six decimals, e.g. 0.8700000000000001) come here.
 */
function exactRating(rating: number | null): Rational | null {
  if (rating === null) return null;
  let exact = exactRatings.get(rating);
  if (exact === undefined) {
    exact = decimalToRational(rating);
    if (exactRatings.size >= EXACT_RATINGS_MAX) exactRatings.clear();
    exactRatings.set(rating, exact);
  }
  return exact;
}

/** Where `writeFastCorrectedTime` writes a key: `num[at] / den[at]`. */
export interface FastKeyTarget {
  num: Float64Array;
  den: Float64Array;
}

/**
 * `correctedTimeKey` written as safe integers to `target.num[at]` and `target.den[at]`, with no
 * object made (a race ranks every finisher); false, writing nothing, when the key has no such
 * form: then `correctedTimeKey` gives it in bigints.
 */
export function writeFastCorrectedTime(
  target: FastKeyTarget,
  at: number,
  elapsed: number,
  handicap: Handicap,
  rating: number | null,
  round: RoundCorrected,
): boolean {
  const den = fastDenominator(handicap, rating);
  const num = den === 0 ? null : fastNumerator(elapsed, handicap, rating);
  if (num === null) return false;
  if (round === 'second') {
    target.num[at] = roundHalfUpSmall(num, den);
    target.den[at] = 1;
  } else {
    target.num[at] = num;
    target.den[at] = den;
  }
  return true;
}

/**
 * The denominator of the unrounded corrected time in safe integers: 1 (scratch), 10^6
 * (time-on-time: rating = scaled / 10^6), the PY number, or the PY scaled by 10^6; 0 when the
 * rating has no such form (or is missing).
 */
function fastDenominator(handicap: Handicap, rating: number | null): number {
  if (handicap === 'scratch') return 1;
  if (rating == null) return 0;
  if (handicap === 'time_on_time') return scaledDecimal(rating) === null ? 0 : DECIMAL_SCALE;
  // PY numbers are whole numbers: elapsed × 1000 / PY as it stands.
  if (isWholePy(rating)) return rating;
  return scaledDecimal(rating) ?? 0;
}

function isWholePy(rating: number): boolean {
  return Number.isSafeInteger(rating) && rating > 0;
}

/**
 * The numerator over `fastDenominator`: elapsed (scratch), elapsed × scaled (time-on-time),
 * elapsed × 1000 (whole PY) or elapsed × 1000 × 10^6 (scaled PY); null when not a safe integer.
 * Call only where `fastDenominator` is not 0.
 */
function fastNumerator(elapsed: number, handicap: Handicap, rating: number | null): number | null {
  if (handicap === 'scratch') return Number.isSafeInteger(elapsed) ? elapsed : null;
  if (handicap === 'time_on_time') return safeProduct(elapsed, scaledDecimal(rating!)!);
  return safeProduct(elapsed, isWholePy(rating!) ? 1000 : 1000 * DECIMAL_SCALE);
}
