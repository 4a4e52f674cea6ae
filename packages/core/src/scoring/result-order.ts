/**
 * The order of a race result's rows: by points, then place, then input order; a boat without
 * points or without a place goes after those with one.
 */

/** What orders a row: points in tenths and the finishing place, null when she has none. */
export interface ResultOrderKey {
  tenths: number | null;
  place: number | null;
}

/** Orders two rows by points, then place; no points or no place goes last. */
export function byPointsThenPlace(a: ResultOrderKey, b: ResultOrderKey): number {
  return (
    (a.tenths ?? Infinity) - (b.tenths ?? Infinity) || (a.place ?? Infinity) - (b.place ?? Infinity)
  );
}

/**
 * `boats` (in input order) sorted by `byPointsThenPlace`, ties in input order. Points and places
 * are small whole numbers, so each boat gets one whole-number key, (points × places + place) ×
 * boats + position, and the keys are sorted natively as numbers: a series sorts every race, and a
 * sort that calls a comparison function costs several times more. Anything else (never seen in
 * practice) is sorted with the comparison; Array#sort is stable, so ties keep input order.
 */
export function inResultOrder<T extends ResultOrderKey>(boats: readonly T[]): T[] {
  let maxTenths = 0;
  let maxPlace = 0;
  let wholeNumbers = true;
  for (const { tenths, place } of boats) {
    if (tenths != null) {
      wholeNumbers &&= Number.isSafeInteger(tenths) && tenths >= 0;
      maxTenths = Math.max(maxTenths, tenths);
    }
    if (place != null) {
      wholeNumbers &&= Number.isSafeInteger(place) && place >= 0;
      maxPlace = Math.max(maxPlace, place);
    }
  }
  // No points or no place ranks after every value: one more than the largest.
  const noTenths = maxTenths + 1;
  const noPlace = maxPlace + 1;
  const count = boats.length;
  if (!wholeNumbers || (noTenths + 1) * (noPlace + 1) * count > Number.MAX_SAFE_INTEGER) {
    return [...boats].sort(byPointsThenPlace);
  }
  const keys = new Float64Array(count);
  boats.forEach(({ tenths, place }, position) => {
    keys[position] = ((tenths ?? noTenths) * (noPlace + 1) + (place ?? noPlace)) * count + position;
  });
  keys.sort();
  const ordered: T[] = [];
  for (const key of keys) ordered.push(boats[key % count]!);
  return ordered;
}
