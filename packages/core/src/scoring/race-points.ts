/**
 * RRS A4 (low point: a boat's place is her points) and A7 (race ties: boats tied at the finishing
 * line, or on equal corrected times, share the points of the places they occupy).
 */
import { sortNearly } from './nearly-sorted.ts';

/**
 * Finishers placed by `placeFinishers`, in ranking order: `place[i]` and `tenths[i]` are those of
 * `items[i]`. Arrays beside the items rather than an object per finisher: a series places tens of
 * thousands.
 */
export interface FinishPlaces<T> {
  items: T[];
  /** Each finisher's place; tied boats all get the best of the places they share. */
  place: number[];
  /** Each finisher's points in whole tenths: the mean of the places shared (A7). */
  tenths: number[];
}

/**
 * Points in tenths for each of `count` boats tied from place `firstPlace`: the places
 * firstPlace … firstPlace + count − 1 averaged, i.e. firstPlace + (count − 1) / 2, which is
 * always a whole number of halves (RRS A7).
 */
export function sharedPlaceTenths(firstPlace: number, count: number): number {
  return (2 * firstPlace + count - 1) * 5;
}

/**
 * Places finishers by a ranking order. `compare` < 0 puts `a` ahead; 0 is a tie (same finishing
 * position, same corrected time). Places count from 1 within the fleet (A4); ties share (A7).
 * The result keeps the ranking order; among tied boats, input order. `approx`, if given, is a
 * double in nearly the order of `compare` (see `sortNearly`): it only makes the sort faster.
 */
export function placeFinishers<T>(
  finishers: readonly T[],
  compare: (a: T, b: T) => number,
  approx?: (item: T) => number | null,
): FinishPlaces<T> {
  // Array#sort is stable (ES2019), so tied boats stay in input order; so does sortNearly.
  const sorted = approx ? sortNearly(finishers, approx, compare) : [...finishers].sort(compare);
  // Sized up front: grown by pushing, each would be copied as it grows.
  const place = new Array<number>(sorted.length);
  const tenths = new Array<number>(sorted.length);
  let start = 0;
  while (start < sorted.length) {
    let end = start + 1;
    while (end < sorted.length && compare(sorted[start]!, sorted[end]!) === 0) end += 1;
    const shared = sharedPlaceTenths(start + 1, end - start);
    for (let i = start; i < end; i += 1) {
      place[i] = start + 1;
      tenths[i] = shared;
    }
    start = end;
  }
  return { items: sorted, place, tenths };
}
