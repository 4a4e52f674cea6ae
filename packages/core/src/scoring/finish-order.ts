/**
 * The order finishers are placed in (RRS A4): corrected time, finishing order or positions, each
 * as an exact fraction so that equal values tie (A7) and nothing else does.
 */
import { exactCorrectedTime } from './corrected-time.ts';
import { SECONDS_PER_DAY } from './elapsed-time.ts';
import type { CheckedEntry } from './entry-validation.ts';
import { ScoringValidationError, type ScoringErrorContext } from './errors.ts';
import { rationalToNumber, type Rational } from './exact.ts';
import type { ResolvedScoringOptions } from './options.ts';
import type { Handicap, StartType } from './types.ts';

/** A placed boat's ranking key: smaller is better, equal is a tie (A7). */
export interface FinishKey {
  /** Index of her entry. */
  index: number;
  /** Elapsed seconds, when her finish is timed. */
  elapsed: number | null;
  /** What she is ranked on, exactly. */
  key: Rational;
  /** The corrected time shown: the key's value, her elapsed time, or none. */
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
 * The ranking key of each placed boat, in the order of `placedIndexes`. Handicap fleets rank on
 * corrected time; a pursuit start on the finishing order (clock time, docs/product.md §12); a
 * scratch fleet on finishing positions when every finisher has one (the line order, dead heats
 * as equal positions), else on elapsed time.
 * @throws ScoringValidationError `mixed_finish_data`, `missing_finish_time`,
 * `missing_start_time`.
 */
export function finishKeys(
  entries: readonly CheckedEntry[],
  placedIndexes: readonly number[],
  { handicap, startType, fleetStart, options, context }: FinishOrderContext,
): FinishKey[] {
  const placed = placedIndexes.map((index) => ({ index, entry: entries[index]! }));
  const usesRating = handicap !== 'scratch' && startType === 'common';
  const byPosition = !usesRating && placed.every(({ entry }) => entry.position !== null);
  if (!byPosition && !usesRating && startType === 'common') {
    if (placed.some(({ entry }) => entry.finish === null)) {
      throw new ScoringValidationError(
        'mixed_finish_data',
        'give every finisher a position, or every finisher a finish time',
        context,
      );
    }
  }
  // A pursuit start with no start time of its own counts from the boats' first start.
  const ownStarts = placed.flatMap(({ entry }) => (entry.start === null ? [] : [entry.start]));
  const pursuitReference = fleetStart ?? (ownStarts.length > 0 ? Math.min(...ownStarts) : null);

  return placed.map(({ index, entry }): FinishKey => {
    const start = entry.start ?? fleetStart;
    const { finish } = entry;
    const elapsed =
      finish !== null && start !== null
        ? (finish - start + SECONDS_PER_DAY) % SECONDS_PER_DAY
        : null;
    if (byPosition) {
      // Without times there is no corrected time, but a common start shows the elapsed time.
      const corrected = startType === 'common' ? elapsed : null;
      return { index, elapsed, key: { num: BigInt(entry.position!), den: 1n }, corrected };
    }
    if (finish === null) throw missingTime('finishTime', context, entry.boat);
    if (elapsed === null || (startType === 'pursuit' && pursuitReference === null)) {
      throw missingTime('startTime', context, entry.boat);
    }
    if (startType === 'pursuit') {
      // The finishing order is the result: rank on the clock, counted from the first start.
      const clock = (finish - pursuitReference! + SECONDS_PER_DAY) % SECONDS_PER_DAY;
      return { index, elapsed, key: { num: BigInt(clock), den: 1n }, corrected: null };
    }
    const rating = usesRating ? entry.rating : null;
    const key = exactCorrectedTime(elapsed, handicap, rating, options.roundCorrected);
    return { index, elapsed, key, corrected: rationalToNumber(key) };
  });
}

/** The error for a finisher without a finish time or a start time. */
export function missingTime(
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
