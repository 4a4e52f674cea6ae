/**
 * Sorting by an exact comparison, sped up by a close double. A comparison sort calls its
 * comparison function n log n times, and each call costs far more than comparing two numbers: the
 * items are first sorted natively on their doubles, which leaves them in order but for the rare
 * items whose doubles are too close to tell apart, and one pass of insertion sort with the exact
 * comparison then puts those in place, calling it about n times. (Were the doubles far off, the
 * result would still be exact, only slower.)
 */

/**
 * The position `i` in a sort key `q × count + i` (0 ≤ i < count): `key % count` without the
 * remainder of doubles, which the engine computes by calling out to a library (a series takes
 * it for every boat of every race, twice). For a safe integer key the quotient as a double is
 * `q + i/count` rounded by less than 1/count, so its floor is `q` and the product and difference
 * are whole numbers below 2^53, hence exact; the last line only guards that reasoning.
 */
export function keyPosition(key: number, count: number): number {
  const position = key - Math.floor(key / count) * count;
  return position < 0 ? position + count : position;
}

/**
 * `items` sorted by `compare`, ties in input order: what the stable `[...items].sort(compare)`
 * gives. `approx(item)` is a double that orders items as `compare` does but for rounding (e.g. a
 * corrected time as a double); when an item has none (null), the comparison sort is used.
 */
export function sortNearly<T>(
  items: readonly T[],
  approx: (item: T) => number | null,
  compare: (a: T, b: T) => number,
): T[] {
  const count = items.length;
  const values = new Float64Array(count);
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < count; i += 1) {
    const value = approx(items[i]!);
    if (value === null || !Number.isFinite(value)) return [...items].sort(compare);
    values[i] = value;
    min = Math.min(min, value);
    max = Math.max(max, value);
  }
  // Doubles that span more than a double can hold (e.g. -1.8e308 and 9e292): the comparison sort.
  if (!Number.isFinite(max - min)) return [...items].sort(compare);
  // One whole number per item, its double scaled to [0, steps) and its position: sorted natively,
  // they give the items in order of their doubles, then of input order. Scaled to steps − 2, so
  // that rounding in the scaling cannot reach `steps` and every key stays a safe integer; how the
  // doubles are scaled changes only how much the insertion sort below has to do.
  const steps = Math.floor(Number.MAX_SAFE_INTEGER / Math.max(count, 1));
  const scale = max > min ? (steps - 2) / (max - min) : 0;
  const keys = new Float64Array(count);
  for (let i = 0; i < count; i += 1) keys[i] = Math.floor((values[i]! - min) * scale) * count + i;
  keys.sort();

  // Insertion sort on the exact comparison, then input order: nearly every item is already in
  // place, so this compares each with the one before it and moves on.
  const sorted = new Array<T>(count);
  const sortedPositions = new Float64Array(count);
  let length = 0;
  for (let k = 0; k < count; k += 1) {
    const position = keyPosition(keys[k]!, count);
    const item = items[position]!;
    let at = length;
    length += 1;
    while (at > 0 && (compare(sorted[at - 1]!, item) || sortedPositions[at - 1]! - position) > 0) {
      sorted[at] = sorted[at - 1]!;
      sortedPositions[at] = sortedPositions[at - 1]!;
      at -= 1;
    }
    sorted[at] = item;
    sortedPositions[at] = position;
  }
  return sorted;
}
