/** The order finishers are placed in: corrected time, finishing order or positions. */
import { correctedTimeKey, writeFastCorrectedTime } from './corrected-time-key.ts';
import { missingTime, type FinishOrderContext } from '../finish-order.ts';
import { SECONDS_PER_DAY } from '../elapsed-time.ts';
import type { CheckedEntry } from '../entry-validation.ts';
import { ScoringValidationError } from '../errors.ts';
import type { Rational } from '../exact.ts';
import { isTrustedValue, separatedOrder } from './rank-key.ts';
import {
  compareFractions,
  fractionToNumber,
  isSmallRational,
  smallFractionToNumber,
  type ExactFraction,
} from './small-rational.ts';

/**
 * The placed boats' ranking keys (compare with `compareFinishKeys`): smaller is better, equal is a
 * tie (A7). Boat `i` (0 ≤ i < count, in the order of `placedIndexes`) has her fields at `[i]` of
 * each array. Arrays of numbers rather than an object per finisher, with her key as an object of
 * its own and its numbers boxed: a series places tens of thousands, and a time-on-time key (a
 * numerator in millionths of a second, a corrected time with decimals) is no small integer.
 */
export interface FinishKeys {
  count: number;
  /** Index of the entry. */
  index: Int32Array;
  /** Elapsed seconds; NaN when unknown. */
  elapsed: Float64Array;
  /** The key's value as a double (`fractionToNumber`): the corrected time shown, when one is. */
  value: Float64Array;
  /** 1 when `value` is close enough to decide comparisons (see `rankKey`). */
  trusted: Uint8Array;
  /** The exact key as safe integers, `num / den`, when it has that form. */
  num: Float64Array;
  den: Float64Array;
  /**
   * The exact key in bigints where numbers would not be exact (undefined elsewhere), or null when
   * every key has the fast form.
   */
  big: (Rational | undefined)[] | null;
  /** What a placed boat's corrected time is: the key's value, her elapsed time, or none. */
  corrected: 'key' | 'elapsed' | 'none';
}

/** Compares placed boats `i` and `j` by their exact keys: negative, zero or positive. */
export function compareFinishKeys(keys: FinishKeys, i: number, j: number): number {
  return (
    (keys.trusted[i] && keys.trusted[j] ? separatedOrder(keys.value[i]!, keys.value[j]!) : 0) ||
    compareFractions(exactKey(keys, i), exactKey(keys, j))
  );
}

/** Placed boat `i`'s exact key. */
function exactKey(keys: FinishKeys, i: number): ExactFraction {
  return keys.big?.[i] ?? { num: keys.num[i]!, den: keys.den[i]! };
}

/** The corrected time shown for placed boat `i`, or null. */
export function shownCorrected(keys: FinishKeys, i: number): number | null {
  if (keys.corrected === 'key') return keys.value[i]!;
  return keys.corrected === 'elapsed' ? elapsedOf(keys, i) : null;
}

/** Placed boat `i`'s elapsed time, or null. */
export function elapsedOf(keys: FinishKeys, i: number): number | null {
  const elapsed = keys.elapsed[i]!;
  return Number.isNaN(elapsed) ? null : elapsed;
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
): FinishKeys {
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

  const count = placedIndexes.length;
  const keys: FinishKeys = {
    count,
    index: new Int32Array(count),
    elapsed: new Float64Array(count),
    value: new Float64Array(count),
    trusted: new Uint8Array(count),
    num: new Float64Array(count),
    den: new Float64Array(count),
    big: null,
    corrected: byPosition
      ? startType === 'common'
        ? 'elapsed'
        : 'none'
      : startType === 'pursuit'
        ? 'none'
        : 'key',
  };
  for (let i = 0; i < count; i += 1) {
    const index = placedIndexes[i]!;
    const entry = entries[index]!;
    const start = entry.start ?? fleetStart;
    const { finish } = entry;
    const elapsed =
      finish != null && start != null ? (finish - start + SECONDS_PER_DAY) % SECONDS_PER_DAY : null;
    keys.index[i] = index;
    keys.elapsed[i] = elapsed ?? NaN;
    let key: ExactFraction;
    if (byPosition) {
      key = { num: entry.position!, den: 1 };
    } else {
      if (finish == null) throw missingTime('finishTime', context, entry.boat);
      if (elapsed == null || (startType === 'pursuit' && pursuitReference == null)) {
        throw missingTime('startTime', context, entry.boat);
      }
      const rating = usesRating ? entry.rating : null;
      const round = options.roundCorrected;
      // The usual key, a corrected time in safe integers, is written with no object made for it.
      if (
        startType === 'common' &&
        writeFastCorrectedTime(keys, i, elapsed, handicap, rating, round)
      ) {
        keys.value[i] = smallFractionToNumber(keys.num[i]!, keys.den[i]!);
        keys.trusted[i] = 1;
        continue;
      }
      key =
        startType === 'pursuit'
          ? // The finishing order is the result: rank on the clock, counted from the first start.
            { num: (finish - pursuitReference! + SECONDS_PER_DAY) % SECONDS_PER_DAY, den: 1 }
          : correctedTimeKey(elapsed, handicap, rating, round);
    }
    const value = fractionToNumber(key);
    keys.value[i] = value;
    keys.trusted[i] = isTrustedValue(key, value) ? 1 : 0;
    if (isSmallRational(key)) {
      keys.num[i] = key.num;
      keys.den[i] = key.den;
    } else {
      keys.big ??= new Array<Rational | undefined>(count);
      keys.big[i] = key;
    }
  }
  return keys;
}
