/**
 * The one error the scoring core throws: bad input at its boundary. The server maps `code` (and
 * `boat`, `raceId`, `field`) to a Swedish 400; every other throw from the core is a bug.
 */

/** What was wrong with the input. */
export type ScoringErrorCode =
  /** A clock time that is not "HH:MM" or "HH:MM:SS" (00:00–23:59:59). */
  | 'invalid_time'
  /** A rating out of range: time correction factor not in (0, 5], PY not in [100, 5000]. */
  | 'invalid_rating'
  /** A timed finish without a start time (neither the boat's nor the start group's). */
  | 'missing_start_time'
  /** A finisher in a handicap fleet (or pursuit start) without a finish time. */
  | 'missing_finish_time'
  /** A scratch fleet where some finishers have only a position and others only a time. */
  | 'mixed_finish_data'
  /** A finishing position that is not a positive whole number. */
  | 'invalid_position'
  /** A penalty (ZFP, SCP, DPI) on a boat without a finish, or with a code replacing it. */
  | 'penalty_without_finish'
  /** A penalty with a bad percentage or points. */
  | 'invalid_penalty'
  /** RDG without redress, redress without RDG, or bad stated points or excluded races. */
  | 'invalid_redress'
  /** A result code or penalty code the core does not know. */
  | 'invalid_code'
  /** The same boat twice in one fleet race, or in the series entries of a fleet. */
  | 'duplicate_boat'
  /** A boat in a start group that is not entered in the series in that fleet. */
  | 'unknown_boat'
  /** Two races with the same id. */
  | 'duplicate_race'
  /** Two start groups of one race scored as the same fleet. */
  | 'duplicate_fleet'
  /** A bad discard rule. */
  | 'invalid_discards'
  /** A race weight that is not a positive number (at most 100). */
  | 'invalid_weight'
  /** An option with a value the core does not know, or an entrant count below the entries. */
  | 'invalid_option'
  /** A pursuit start's planned course time that is not a positive number of seconds. */
  | 'invalid_course_time';

/** Where in the input the problem is; all optional. */
export interface ScoringErrorContext {
  boat?: string;
  raceId?: string;
  fleet?: string;
  /** Name of the offending field, e.g. `finishTime`. */
  field?: string;
}

/** Bad input to the scoring core (see `ScoringErrorCode`). The message is English, for logs. */
export class ScoringValidationError extends Error {
  /** What was wrong. */
  readonly code: ScoringErrorCode;
  /** Where. */
  readonly context: ScoringErrorContext;

  /** @param message English text for logs; users see the server's Swedish mapping of `code`. */
  constructor(code: ScoringErrorCode, message: string, context: ScoringErrorContext = {}) {
    super(message);
    this.name = 'ScoringValidationError';
    this.code = code;
    this.context = context;
  }
}

/** Type guard for `ScoringValidationError`, also across module copies (checks the name). */
export function isScoringValidationError(error: unknown): error is ScoringValidationError {
  return (
    error instanceof ScoringValidationError ||
    (error instanceof Error && error.name === 'ScoringValidationError' && 'code' in error)
  );
}
