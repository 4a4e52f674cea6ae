/**
 * The order of a race result's rows: by points, then place, then input order; a boat without
 * points or without a place goes after those with one.
 */
import { keyPosition } from './nearly-sorted.ts';

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
 * The positions of a race's boats sorted by `byPointsThenPlace`, ties in input order; boat `i`
 * has points `tenths[i]` (in tenths) and place `places[i]`, NaN for none. Points and places are small whole
 * numbers, so each boat gets one whole-number key, (points × places + place) × boats + position,
 * and the keys are sorted natively as numbers: a series sorts every race, and a sort that calls a
 * comparison function costs several times more. Anything else (never seen in practice) is sorted
 * with the comparison, ties in input order.
 */
export function resultOrder(tenths: ArrayLike<number>, places: ArrayLike<number>): number[] {
  const count = tenths.length;
  let maxTenths = 0;
  let maxPlace = 0;
  let wholeNumbers = true;
  for (let i = 0; i < count; i += 1) {
    const points = tenths[i]!;
    const place = places[i]!;
    if (!Number.isNaN(points)) {
      wholeNumbers &&= Number.isSafeInteger(points) && points >= 0;
      maxTenths = Math.max(maxTenths, points);
    }
    if (!Number.isNaN(place)) {
      wholeNumbers &&= Number.isSafeInteger(place) && place >= 0;
      maxPlace = Math.max(maxPlace, place);
    }
  }
  // No points or no place ranks after every value: one more than the largest.
  const noTenths = maxTenths + 1;
  const noPlace = maxPlace + 1;
  if (!wholeNumbers || (noTenths + 1) * (noPlace + 1) * count > Number.MAX_SAFE_INTEGER) {
    const positions = Array.from({ length: count }, (_, i) => i);
    return positions.sort(
      (a, b) =>
        byPointsThenPlace(
          { tenths: noneAsNull(tenths[a]!), place: noneAsNull(places[a]!) },
          { tenths: noneAsNull(tenths[b]!), place: noneAsNull(places[b]!) },
        ) || a - b,
    );
  }
  const keys = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    const points = tenths[i]!;
    const place = places[i]!;
    keys[i] =
      ((Number.isNaN(points) ? noTenths : points) * (noPlace + 1) +
        (Number.isNaN(place) ? noPlace : place)) *
        count +
      i;
  }
  keys.sort();
  const ordered = new Array<number>(count);
  for (let i = 0; i < count; i += 1) ordered[i] = keyPosition(keys[i]!, count);
  return ordered;
}

function noneAsNull(value: number): number | null {
  return Number.isNaN(value) ? null : value;
}
