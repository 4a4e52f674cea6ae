/**
 * RRS A4 (low point: a boat's place is her points) and A7 (race ties: boats tied at the finishing
 * line, or on equal corrected times, share the points of the places they occupy).
 */

/** A finisher placed by `placeFinishers`. */
export interface Placed<T> {
  item: T;
  /** Her place; tied boats all get the best of the places they share. */
  place: number;
  /** Her points in whole tenths: the mean of the places shared (A7). */
  tenths: number;
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
 * The result keeps the ranking order; among tied boats, input order.
 */
export function placeFinishers<T>(
  items: readonly T[],
  compare: (a: T, b: T) => number,
): Placed<T>[] {
  const sorted = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => compare(a.item, b.item) || a.index - b.index);
  const placed: Placed<T>[] = [];
  let start = 0;
  while (start < sorted.length) {
    let end = start + 1;
    while (end < sorted.length && compare(sorted[start]!.item, sorted[end]!.item) === 0) end += 1;
    const tenths = sharedPlaceTenths(start + 1, end - start);
    for (let i = start; i < end; i += 1)
      placed.push({ item: sorted[i]!.item, place: start + 1, tenths });
    start = end;
  }
  return placed;
}
