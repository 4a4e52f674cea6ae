/** The order finishers are placed in: corrected time, finishing order or positions. */
import { correctedTimeKey } from './corrected-time.ts';
import { SECONDS_PER_DAY } from './elapsed-time.ts';
import type { CheckedEntry } from './entry-validation.ts';
import { ScoringValidationError, type ScoringErrorContext } from './errors.ts';
import type { ResolvedScoringOptions } from './options.ts';
import { rankKey, type RankKey } from './rank-key.ts';
import type { ExactFraction } from './small-rational.ts';
import type { Handicap, StartType } from './types.ts';

/**
 * A placed boat and her ranking key (compare with `compareRankKeys`): smaller is better, equal is
 * a tie (A7). One object per finisher, key included: a series places tens of thousands.
 */
export interface Placing extends RankKey {
  /** Index of the entry. */
  index: number;
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
  entries: readonly CheckedEntry[],
  placedIndexes: readonly number[],
  { handicap, startType, fleetStart, options, context }: FinishOrderContext,
): Placing[] {
  const usesRating = handicap !== 'scratch' && startType === 'common';
  const byPosition =
    !usesRating && placedIndexes.every((index) => entries[index]!.position !== null);
  if (!byPosition && !usesRating) {
    const withTime = placedIndexes.filter((index) => entries[index]!.finish !== null);
    if (withTime.length !== placedIndexes.length && startType === 'common') {
      throw new ScoringValidationError(
        'mixed_finish_data',
        'give every finisher a position, or every finisher a finish time',
        context,
      );
    }
  }
  // A pursuit start with no start time of its own counts from the boats' first start.
  let firstOwnStart: number | null = null;
  for (let i = 0; i < placedIndexes.length; i += 1) {
    const time = entries[placedIndexes[i]!]!.start;
    if (time !== null) firstOwnStart = Math.min(firstOwnStart ?? Infinity, time);
  }
  const pursuitReference = fleetStart ?? firstOwnStart;

  return placedIndexes.map((index): Placing => {
    const entry = entries[index]!;
    const start = entry.start ?? fleetStart;
    const { finish } = entry;
    const elapsed =
      finish != null && start != null ? (finish - start + SECONDS_PER_DAY) % SECONDS_PER_DAY : null;
    if (byPosition) {
      const key = { num: entry.position!, den: 1 };
      return placing(index, key, elapsed, startType === 'common' ? elapsed : null);
    }
    if (finish == null) throw missingTime('finishTime', context, entry.boat);
    if (elapsed == null || (startType === 'pursuit' && pursuitReference == null)) {
      throw missingTime('startTime', context, entry.boat);
    }
    if (startType === 'pursuit') {
      // The finishing order is the result: rank on the clock, counted from the first start.
      const sinceFirstStart = (finish - pursuitReference! + SECONDS_PER_DAY) % SECONDS_PER_DAY;
      return placing(index, { num: sinceFirstStart, den: 1 }, elapsed, null);
    }
    const rating = usesRating ? entry.rating : null;
    const key = correctedTimeKey(elapsed, handicap, rating, options.roundCorrected);
    // The corrected time shown is the key's own double.
    return placing(index, key, elapsed, 'key');
  });
}

/** A placing; `corrected: 'key'` shows the key's value as the corrected time. */
function placing(
  index: number,
  exact: ExactFraction,
  elapsed: number | null,
  corrected: number | null | 'key',
): Placing {
  const { value, trusted } = rankKey(exact);
  return {
    exact,
    value,
    trusted,
    index,
    elapsed,
    corrected: corrected === 'key' ? value : corrected,
  };
}

/**
 * The error for a finisher without a finish time or a start time. A function of its own so that
 * the error context is built only on a throw: the loop above runs for every finisher of a series.
 */
function missingTime(
  field: 'finishTime' | 'startTime',
  context: ScoringErrorContext,
  boat: string,
): ScoringValidationError {
  return field === 'finishTime'
    ? new ScoringValidationError('missing_finish_time', 'a finisher needs a finish time here', {
        ...context,
        boat,
        field,
      })
    : new ScoringValidationError('missing_start_time', 'a timed finish needs a start time', {
        ...context,
        boat,
        field,
      });
}
