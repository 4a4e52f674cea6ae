import { validateRating } from './corrected-time.ts';
import { formatClockTime, parseClockTime } from './elapsed-time.ts';
import { ScoringValidationError } from './errors.ts';
import { decimalToRational, roundHalfUp } from './exact.ts';

/** Input of `pursuitStarts`. */
export interface PursuitStartInput {
  /** The boats and their time correction factors (e.g. SRS), 0 < rating ≤ 5. */
  boats: readonly { boat: string; rating: number }[];
  /** Planned course time of the slowest boat (T_ref), in seconds. */
  courseTimeSeconds: number;
  /** Round each delay to whole seconds or whole minutes (half-up). Default `'second'`. */
  rounding?: 'second' | 'minute';
  /** Clock time "HH:MM[:SS]" of the first start (the slowest boat); gives each start time. */
  firstStart?: string | null;
}

/** One boat's pursuit start. */
export interface PursuitStart {
  boat: string;
  rating: number;
  /** Seconds after the first start. */
  delaySeconds: number;
  /** Clock time "HH:MM:SS" of her start, when `firstStart` was given. */
  startTime: string | null;
}

/**
 * Pursuit start (jaktstart) times, docs/product.md §12: boat i starts
 * delay_i = T_ref × (1 − rating_min / rating_i) after the slowest boat, so that boats sailing to
 * their ratings would all finish together after T_ref; the finishing order is then the result.
 * Computed exactly and rounded half-up to seconds or minutes. Returned in input order.
 * @throws ScoringValidationError `invalid_rating`, `invalid_course_time`, `invalid_time`.
 */
export function pursuitStarts(input: PursuitStartInput): PursuitStart[] {
  const { boats, courseTimeSeconds } = input;
  const rounding = input.rounding ?? 'second';
  if (!Number.isFinite(courseTimeSeconds) || courseTimeSeconds <= 0) {
    throw new ScoringValidationError(
      'invalid_course_time',
      `planned course time must be a positive number of seconds, got ${courseTimeSeconds}`,
      { field: 'courseTimeSeconds' },
    );
  }
  if (rounding !== 'second' && rounding !== 'minute') {
    throw new ScoringValidationError('invalid_option', `unknown rounding "${String(rounding)}"`, {
      field: 'rounding',
    });
  }
  for (const { boat, rating } of boats) validateRating('time_on_time', rating, { boat });
  const first = input.firstStart == null ? null : parseClockTime(input.firstStart);
  if (boats.length === 0) return [];

  const minRating = boats.reduce((min, { rating }) => Math.min(min, rating), Infinity);
  const m = decimalToRational(minRating);
  const t = decimalToRational(courseTimeSeconds);
  const unit = rounding === 'minute' ? 60n : 1n;
  return boats.map(({ boat, rating }) => {
    const r = decimalToRational(rating);
    // T × (1 − m/r) = T × (r − m) / r, with r = r.num/r.den and m = m.num/m.den.
    const num = t.num * (r.num * m.den - m.num * r.den);
    const den = t.den * r.num * m.den;
    const delaySeconds = Number(roundHalfUp(num, den * unit) * unit);
    return {
      boat,
      rating,
      delaySeconds,
      startTime: first === null ? null : formatClockTime(first + delaySeconds),
    };
  });
}
