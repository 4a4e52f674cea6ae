import { ScoringValidationError, type ScoringErrorContext } from './errors.ts';
import {
  decimalToRational,
  DECIMAL_SCALE,
  roundHalfUp,
  roundHalfUpSmall,
  scaledDecimal,
  type Rational,
} from './exact.ts';
import { fractionToNumber, safeProduct, type ExactFraction } from './small-rational.ts';
import type { Handicap, RoundCorrected } from './types.ts';

/** Largest time correction factor accepted (SRS/IRC/VPRS factors are around 0.5–2). */
export const MAX_TIME_FACTOR = 5;
/** Smallest and largest Portsmouth Yardstick number accepted. */
export const MIN_PY = 100;
/** See `MIN_PY`. */
export const MAX_PY = 5000;

/**
 * Whether a rating is in range for a handicap system: a time correction factor in (0, 5], a PY
 * number in [100, 5000]; scratch accepts anything (the rating is not used).
 */
export function isValidRating(handicap: Handicap, rating: number): boolean {
  return (
    handicap === 'scratch' ||
    (Number.isFinite(rating) &&
      (handicap === 'time_on_time'
        ? rating > 0 && rating <= MAX_TIME_FACTOR
        : rating >= MIN_PY && rating <= MAX_PY))
  );
}

/**
 * Checks a rating for a handicap system (see `isValidRating`).
 * @throws ScoringValidationError `invalid_rating`: a time correction factor not in (0, 5], or a
 * PY number not in [100, 5000].
 */
export function validateRating(
  handicap: Handicap,
  rating: number,
  context: ScoringErrorContext = {},
): void {
  if (!isValidRating(handicap, rating)) {
    const range =
      handicap === 'time_on_time' ? `(0, ${MAX_TIME_FACTOR}]` : `[${MIN_PY}, ${MAX_PY}]`;
    throw new ScoringValidationError(
      'invalid_rating',
      `rating ${rating} is out of range ${range} for ${handicap}`,
      { ...context, field: 'rating' },
    );
  }
}

/** The factor elapsed time is multiplied by: the rating itself, 1000 / PY, or null (scratch). */
export function correctionFactor(handicap: Handicap, rating: number): number | null {
  if (handicap === 'scratch') return null;
  return handicap === 'time_on_time' ? rating : 1000 / rating;
}

/** Ratings read by `exactRating`, by value; cleared when full, so it stays small. */
const exactRatings = new Map<number, Rational>();
const EXACT_RATINGS_MAX = 1024;

/**
 * `decimalToRational(rating)`, remembered: a series meets the same few ratings in every race, and
 * reading one (a string, a regex, bigints) costs more than the rest of ranking the boat. Only
 * ratings with no fast form (more than six decimals, e.g. 0.8700000000000001) come here.
 */
function exactRating(rating: number): Rational {
  let exact = exactRatings.get(rating);
  if (exact === undefined) {
    exact = decimalToRational(rating);
    if (exactRatings.size >= EXACT_RATINGS_MAX) exactRatings.clear();
    exactRatings.set(rating, exact);
  }
  return exact;
}

/**
 * The exact corrected time of `elapsed` whole seconds: elapsed × rating (time-on-time, e.g. SRS),
 * elapsed × 1000 / PY (yardstick) or elapsed (scratch); rounded half-up to whole seconds when
 * `round` is `'second'` (HalSail and Sailwave round before ranking; docs/product.md §12 only when the
 * series says so). Exact, so equal corrected times tie under RRS A7 however they were reached.
 */
export function exactCorrectedTime(
  elapsed: number,
  handicap: Handicap,
  rating: number | null,
  round: RoundCorrected,
): Rational {
  const seconds = BigInt(elapsed);
  let value: Rational = { num: seconds, den: 1n };
  if (handicap !== 'scratch') {
    if (rating == null) throw new RangeError('a rating is needed');
    const r = exactRating(rating);
    value =
      handicap === 'time_on_time'
        ? { num: seconds * r.num, den: r.den }
        : { num: seconds * 1000n * r.den, den: r.num };
  }
  return round === 'second' ? { num: roundHalfUp(value.num, value.den), den: 1n } : value;
}

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
  if (num === null) return exactCorrectedTime(elapsed, handicap, rating, round);
  return round === 'second' ? { num: roundHalfUpSmall(num, den), den: 1 } : { num, den };
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

/**
 * Corrected time in seconds for an elapsed time, see `exactCorrectedTime`.
 * @param elapsed whole seconds, ≥ 0.
 * @param rating time correction factor (time-on-time) or PY number (yardstick); unused in scratch.
 * @throws ScoringValidationError `invalid_rating` for a missing or out-of-range rating,
 * `invalid_time` for an elapsed time that is not whole seconds ≥ 0.
 */
export function correctedTime(
  elapsed: number,
  handicap: Handicap,
  rating?: number | null,
  round: RoundCorrected = 'none',
): number {
  if (!Number.isInteger(elapsed) || elapsed < 0) {
    throw new ScoringValidationError(
      'invalid_time',
      `elapsed must be whole seconds ≥ 0, got ${elapsed}`,
      { field: 'elapsed' },
    );
  }
  if (handicap !== 'scratch') {
    if (rating == null) {
      throw new ScoringValidationError('invalid_rating', `${handicap} needs a rating`, {
        field: 'rating',
      });
    }
    validateRating(handicap, rating);
  }
  return fractionToNumber(correctedTimeKey(elapsed, handicap, rating ?? null, round));
}
