/** Corrected time: elapsed × rating (time-on-time) or elapsed × 1000 / PY (yardstick), exact. */
import { ScoringValidationError, type ScoringErrorContext } from './errors.ts';
import { decimalToRational, rationalToNumber, roundHalfUp, type Rational } from './exact.ts';
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
  if (handicap === 'scratch') return correctedTimeOf(elapsed, handicap, null, round);
  if (rating == null) throw new RangeError('a rating is needed');
  return correctedTimeOf(elapsed, handicap, decimalToRational(rating), round);
}

/** `exactCorrectedTime` with the rating already read as a fraction (unused in scratch). */
export function correctedTimeOf(
  elapsed: number,
  handicap: Handicap,
  rating: Rational | null,
  round: RoundCorrected,
): Rational {
  const seconds = BigInt(elapsed);
  let value: Rational = { num: seconds, den: 1n };
  if (handicap !== 'scratch') {
    if (rating === null) throw new RangeError('a rating is needed');
    value =
      handicap === 'time_on_time'
        ? { num: seconds * rating.num, den: rating.den }
        : { num: seconds * 1000n * rating.den, den: rating.num };
  }
  return round === 'second' ? { num: roundHalfUp(value.num, value.den), den: 1n } : value;
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
  return rationalToNumber(exactCorrectedTime(elapsed, handicap, rating ?? null, round));
}
