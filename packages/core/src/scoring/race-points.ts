/**
 * RRS A4 (low point: a boat's place is her points) and A7 (race ties: boats tied at the finishing
 * line, or on equal corrected times, share the points of the places they occupy).
 */

/**
 * Finishers placed by `placeFinishers`, in ranking order: `place[i]` and `tenths[i]` are those of
 * `items[i]`.
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
 * Places finishers by a ranking order (RRS A4). `compare` < 0 puts `a` ahead; 0 is a tie (same
 * finishing position, same corrected time), and tied boats share their places' points (A7).
 * Places count from 1 within the fleet. The result keeps the ranking order; among tied boats,
 * input order (`Array#sort` is stable).
 */
export function placeFinishers<T>(
  finishers: readonly T[],
  compare: (a: T, b: T) => number,
): FinishPlaces<T> {
  return placeInOrder([...finishers].sort(compare), compare);
}

/** Places finishers already sorted by `compare` (see `placeFinishers`). */
export function placeInOrder<T>(sorted: T[], compare: (a: T, b: T) => number): FinishPlaces<T> {
  const place: number[] = [];
  const tenths: number[] = [];
  let start = 0;
  while (start < sorted.length) {
    let end = start + 1;
    while (end < sorted.length && compare(sorted[start]!, sorted[end]!) === 0) end += 1;
    const shared = sharedPlaceTenths(start + 1, end - start);
    for (let i = start; i < end; i += 1) {
      place.push(start + 1);
      tenths.push(shared);
    }
    start = end;
  }
  return { items: sorted, place, tenths };
}
