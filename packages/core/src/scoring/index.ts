/**
 * Scoring core: Racing Rules of Sailing Appendix A (low point) and time-on-time handicaps, as
 * pure functions. `scoreRace` scores a start group of a sailing; `scoreSeries` a series of them.
 * Bad input throws `ScoringValidationError` (see its codes).
 */
export * from './types.ts';
export { ScoringValidationError, isScoringValidationError } from './errors.ts';
export type { ScoringErrorCode, ScoringErrorContext } from './errors.ts';
export { elapsedSeconds, formatClockTime, parseClockTime } from './elapsed-time.ts';
export {
  correctedTime,
  correctionFactor,
  MAX_PY,
  MAX_TIME_FACTOR,
  MIN_PY,
  validateRating,
} from './corrected-time.ts';
export { pursuitStarts } from './pursuit-start.ts';
export type { PursuitStart, PursuitStartInput } from './pursuit-start.ts';
export { DEFAULT_DISCARD_RULE, discardCount } from './discards.ts';
export { scoreRace } from './score-race.ts';
export { scoreSeries } from './series-standings.ts';
export { beatTheLeaderBy } from './beat-the-leader.ts';
export type { BeatTheLeaderInput } from './beat-the-leader.ts';
