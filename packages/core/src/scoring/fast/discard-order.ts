/**
 * `selectDiscards` (../discards.ts) without sorting every race: a boat has a few discards among
 * tens of races, and a series picks for every boat (decision 0037).
 */
import { selectDiscards } from '../discards.ts';

/** Up to this many discards, picking is cheaper than sorting every race. */
const FEW_DISCARDS = 8;

/** The same set as `selectDiscards`, picking the first `count` races in discard order. */
export function selectDiscardsFast(
  races: readonly number[],
  tenths: ArrayLike<number>,
  discardFirst: readonly boolean[],
  count: number,
): Set<number> {
  const take = Math.min(Math.max(0, count), races.length);
  if (take > FEW_DISCARDS) return selectDiscards(races, tenths, discardFirst, count);
  // The order of `selectDiscards`: discard-first races, then worse scores, then earlier races.
  const discardOrder = (a: number, b: number): number =>
    Number(discardFirst[b]) - Number(discardFirst[a]) || tenths[b]! - tenths[a]! || a - b;
  const left = [...races];
  const first = new Set<number>();
  while (first.size < take) {
    let best = 0;
    for (let i = 1; i < left.length; i += 1) {
      if (discardOrder(left[i]!, left[best]!) < 0) best = i;
    }
    first.add(left[best]!);
    // The order of those left does not matter: the next pick scans them all.
    left[best] = left[left.length - 1]!;
    left.pop();
  }
  return first;
}
