/** The order finishers are placed in: corrected time, finishing order or positions. */
import { exactCorrectedTime } from './corrected-time.ts';
import { parseClockTime, SECONDS_PER_DAY } from './elapsed-time.ts';
import { ScoringValidationError, type ScoringErrorContext } from './errors.ts';
import { rationalToNumber, type Rational } from './exact.ts';
import type { ResolvedScoringOptions } from './options.ts';
import type { Handicap, RaceEntry, StartType } from './types.ts';

/** Ranking key of a placed boat: smaller is better, equal is a tie (A7). */
export interface Placing {
  /** Index of the entry. */
  index: number;
  key: Rational;
  elapsed: number | null;
  corrected: number | null;
}

/** What the finishing order depends on. */
export interface FinishOrderContext {
  handicap: Handicap;
  startType: StartType;
  fleetStart: number | null;
  options: ResolvedScoringOptions;
  context: ScoringErrorContext;
}

/**
 * The ranking key of each placed boat. Handicap fleets rank on corrected time; a pursuit start on
 * the finishing order (clock time); a scratch fleet on finishing positions when every finisher
 * has one (the line order, dead heats as equal positions), else on elapsed time.
 * @throws ScoringValidationError `mixed_finish_data`, `missing_finish_time`,
 * `missing_start_time`.
 */
export function finishOrderKeys(
  entries: readonly RaceEntry[],
  placedIndexes: readonly number[],
  { handicap, startType, fleetStart, options, context }: FinishOrderContext,
): Placing[] {
  const usesRating = handicap !== 'scratch' && startType === 'common';
  const byPosition =
    !usesRating && placedIndexes.every((index) => entries[index]!.position != null);
  if (!byPosition && !usesRating) {
    const withTime = placedIndexes.filter((index) => entries[index]!.finishTime != null);
    if (withTime.length !== placedIndexes.length && startType === 'common') {
      throw new ScoringValidationError(
        'mixed_finish_data',
        'give every finisher a position, or every finisher a finish time',
        context,
      );
    }
  }
  const ownStarts = placedIndexes
    .map((index) => entries[index]!.startTime)
    .filter((time): time is string => time != null)
    .map((time) => parseClockTime(time));
  const pursuitReference = fleetStart ?? (ownStarts.length > 0 ? Math.min(...ownStarts) : null);

  return placedIndexes.map((index): Placing => {
    const entry = entries[index]!;
    const boatContext = { ...context, boat: entry.boat };
    const startText = entry.startTime ?? null;
    const start = startText != null ? parseClockTime(startText) : fleetStart;
    const finish = entry.finishTime != null ? parseClockTime(entry.finishTime) : null;
    const elapsed =
      finish != null && start != null ? (finish - start + SECONDS_PER_DAY) % SECONDS_PER_DAY : null;
    if (byPosition) {
      return {
        index,
        key: { num: BigInt(entry.position!), den: 1n },
        elapsed,
        corrected: startType === 'common' ? elapsed : null,
      };
    }
    if (finish == null) {
      throw new ScoringValidationError(
        'missing_finish_time',
        'a finisher needs a finish time here',
        { ...boatContext, field: 'finishTime' },
      );
    }
    if (elapsed == null || (startType === 'pursuit' && pursuitReference == null)) {
      throw new ScoringValidationError('missing_start_time', 'a timed finish needs a start time', {
        ...boatContext,
        field: 'startTime',
      });
    }
    if (startType === 'pursuit') {
      // The finishing order is the result: rank on the clock, counted from the first start.
      const sinceFirstStart = (finish - pursuitReference! + SECONDS_PER_DAY) % SECONDS_PER_DAY;
      return { index, key: { num: BigInt(sinceFirstStart), den: 1n }, elapsed, corrected: null };
    }
    const key = exactCorrectedTime(
      elapsed,
      handicap,
      usesRating ? (entry.rating ?? null) : null,
      options.roundCorrected,
    );
    return { index, key, elapsed, corrected: rationalToNumber(key) };
  });
}
