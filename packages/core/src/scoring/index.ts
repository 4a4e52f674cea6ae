/**
 * Scoring core: Racing Rules of Sailing Appendix A (low point) and time-on-time handicaps, as
 * pure functions. `scoreRace` scores a start group of a sailing; `scoreSeries` a series of them.
 * Bad input throws `ScoringValidationError` (see its codes).
 *
 * The files in this folder are the reference: plain, exact (exact.ts: bigint fractions, points in
 * whole tenths), one rule to a file. To check a rule, read it here:
 * - A2.1 exclusions (discards): discards.ts
 * - A4 low point, A7 race ties: race-points.ts, ranked by finish-order.ts
 * - A5.2/A5.3 codes, and the scores sailing instructions put in their place (starting area +
 *   a number, a fixed score): code-scores.ts; A6 (codes move boats up, redress does not):
 *   score-race.ts
 * - A8 series ties: tie-breaks.ts
 * - A9 redress: redress.ts (averages), standing-rows.ts (where they are written)
 * - rules 30.2 ZFP, 44.3(c) SCP (a percentage, or places), DPI, and the penalty of a boat tied
 *   on her place (A7): penalties.ts
 * - the options and their defaults: options.ts
 * - corrected time (time-on-time, yardstick): corrected-time.ts; pursuit starts: pursuit-start.ts
 * - a race: score-race.ts; a series: series-standings.ts, standing-rows.ts
 * `scoreRace` and `scoreSeries` are served by the fast path in `fast/` while `USE_FAST_PATH` is
 * on (decision 0054); property tests hold it to the reference's results and errors.
 */
import * as fast from './fast/index.ts';
import { scoreRace as referenceScoreRace } from './score-race.ts';
import { scoreSeries as referenceScoreSeries } from './series-standings.ts';
import type { RaceInput, RaceResult, SeriesInput, SeriesResult } from './types.ts';

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
  isValidRating,
  validateRating,
} from './corrected-time.ts';
export { pursuitStarts } from './pursuit-start.ts';
export type { PursuitStart, PursuitStartInput } from './pursuit-start.ts';
export { DEFAULT_DISCARD_RULE, discardCount } from './discards.ts';
export { beatTheLeaderBy } from './beat-the-leader.ts';
export type { BeatTheLeaderInput } from './beat-the-leader.ts';

/** Whether `scoreRace` and `scoreSeries` run the fast path; off, they run the reference. */
const USE_FAST_PATH = true;

/**
 * Scores one fleet race (a start group of a sailing) under RRS Appendix A, low point:
 * elapsed and corrected times, places (A4) with ties sharing points (A7), codes (A5.2/A5.3, or
 * as the sailing instructions score them), boats behind a DSQ/RET/NSC moving up (A6.1),
 * ZFP/SCP/DPI penalties (rules 30.2, 44.3(c); SCP in places, penalties on ties, as the options
 * say).
 * Redress stated in points is scored; averaged redress needs the series (points null here).
 * @throws ScoringValidationError for bad input (see `ScoringErrorCode`).
 */
export const scoreRace: (input: RaceInput) => RaceResult = USE_FAST_PATH
  ? fast.scoreRace
  : referenceScoreRace;

/**
 * Scores a series (RRS Appendix A, low point), each fleet on its own: every race scored as in
 * `scoreRace`, a boat absent from a race scored DNC, redress averages (A9), weighted races,
 * exclusions by the discard rule (A2.1), races no boat finished left out, then ranks by net
 * points with ties broken by A8.1 and A8.2; ties that survive share the rank.
 * @throws ScoringValidationError for bad input (see `ScoringErrorCode`).
 */
export const scoreSeries: (input: SeriesInput) => SeriesResult = USE_FAST_PATH
  ? fast.scoreSeries
  : referenceScoreSeries;
