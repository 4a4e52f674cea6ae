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
  return missingLast(a.tenths, b.tenths) || missingLast(a.place, b.place);
}

function missingLast(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return a - b;
}
