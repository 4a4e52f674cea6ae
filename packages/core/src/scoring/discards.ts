/** RRS A2.1: how many scores a boat excludes, and which. */
import { ScoringValidationError } from './errors.ts';
import type { DiscardRule } from './types.ts';

/** Default discard rule, docs/product.md §12: one discard from the fourth race sailed. */
export const DEFAULT_DISCARD_RULE: DiscardRule = { kind: 'thresholds', thresholds: [4] };

/**
 * Checks a discard rule: thresholds are whole numbers ≥ 1 in non-decreasing order; proportional
 * `firstAt` and `every` are whole numbers ≥ 1.
 * @throws ScoringValidationError `invalid_discards`.
 */
export function validateDiscardRule(rule: DiscardRule): void {
  const fail = (message: string): never => {
    throw new ScoringValidationError('invalid_discards', message, { field: 'discards' });
  };
  const positiveInteger = (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 1;
  if (rule.kind === 'thresholds') {
    if (!Array.isArray(rule.thresholds)) fail('thresholds must be a list');
    rule.thresholds.forEach((threshold, i) => {
      if (!positiveInteger(threshold))
        fail(`threshold ${String(threshold)} is not a whole number ≥ 1`);
      if (i > 0 && threshold < rule.thresholds[i - 1]!) fail('thresholds must not decrease');
    });
  } else if (rule.kind === 'proportional') {
    if (!positiveInteger(rule.firstAt) || !positiveInteger(rule.every)) {
      fail('firstAt and every must be whole numbers ≥ 1');
    }
  } else {
    fail(`unknown discard rule "${String((rule as { kind: unknown }).kind)}"`);
  }
}

/**
 * How many scores each boat excludes after `racesSailed` races (RRS A2.1 as the sailing
 * instructions change it). Thresholds: the number of thresholds reached (`[4, 8]` after 9 races
 * gives 2). Proportional: none before `firstAt`, then 1 + ⌊(races − firstAt) / every⌋, e.g.
 * "one in three, rounded down" is firstAt 3, every 3 (7 races → 2).
 */
export function discardCount(rule: DiscardRule, racesSailed: number): number {
  if (rule.kind === 'thresholds') {
    return rule.thresholds.filter((threshold) => racesSailed >= threshold).length;
  }
  if (racesSailed < rule.firstAt) return 0;
  return 1 + Math.floor((racesSailed - rule.firstAt) / rule.every);
}

/**
 * Picks which scores a boat excludes: races marked "discard first" go before any other, then her
 * worst scores (weighted, as they count); among equal scores the earlier race. The caller leaves
 * out of `races` what may never be excluded: DNE (RRS A5.2, 90.3(b)) and races that must count.
 * @param races Positions in the series of the races she may exclude.
 * @param tenths Her score that counts (weighted) in each race, in tenths, by race position.
 * @param discardFirst Whether each race, by position, is marked "discard first" (a practice race).
 * @returns the race positions excluded, at most `count`.
 */
export function selectDiscards(
  races: readonly number[],
  tenths: ArrayLike<number>,
  discardFirst: readonly boolean[],
  count: number,
): Set<number> {
  const take = Math.min(Math.max(0, count), races.length);
  // The order races are excluded in: discard-first races, then worse scores, then earlier races.
  const discardOrder = (a: number, b: number): number =>
    Number(discardFirst[b]) - Number(discardFirst[a]) || tenths[b]! - tenths[a]! || a - b;
  return new Set([...races].sort(discardOrder).slice(0, take));
}
