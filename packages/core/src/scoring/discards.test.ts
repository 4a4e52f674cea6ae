import { describe, expect, it } from 'vitest';
import { discardCount, selectDiscards, validateDiscardRule } from './discards.ts';
import type { DiscardRule } from './types.ts';

describe('discardCount (RRS A2.1)', () => {
  it('counts the thresholds reached', () => {
    const rule: DiscardRule = { kind: 'thresholds', thresholds: [4, 8] };
    expect([0, 3, 4, 7, 8, 20].map((n) => discardCount(rule, n))).toEqual([0, 0, 1, 1, 2, 2]);
    expect(discardCount({ kind: 'thresholds', thresholds: [] }, 10)).toBe(0);
    expect(discardCount({ kind: 'thresholds', thresholds: [5, 5] }, 5)).toBe(2);
  });

  it('counts proportionally: one at firstAt, one more every `every` races', () => {
    const third: DiscardRule = { kind: 'proportional', firstAt: 3, every: 3 };
    expect([2, 3, 5, 6, 7, 9].map((n) => discardCount(third, n))).toEqual([0, 1, 1, 2, 2, 3]);
    const offset: DiscardRule = { kind: 'proportional', firstAt: 5, every: 3 };
    expect([4, 5, 6, 7, 8].map((n) => discardCount(offset, n))).toEqual([0, 1, 1, 1, 2]);
  });
});

describe('validateDiscardRule', () => {
  it('accepts sound rules', () => {
    expect(() => validateDiscardRule({ kind: 'thresholds', thresholds: [4, 8, 8] })).not.toThrow();
    expect(() => validateDiscardRule({ kind: 'proportional', firstAt: 1, every: 1 })).not.toThrow();
  });

  it.each<DiscardRule>([
    { kind: 'thresholds', thresholds: [8, 4] },
    { kind: 'thresholds', thresholds: [0] },
    { kind: 'thresholds', thresholds: [2.5] },
    { kind: 'thresholds', thresholds: 'x' as unknown as number[] },
    { kind: 'proportional', firstAt: 0, every: 3 },
    { kind: 'proportional', firstAt: 3, every: 0.5 },
    { kind: 'halves' } as unknown as DiscardRule,
  ])('rejects %j', (rule) => {
    expect(() => validateDiscardRule(rule)).toThrow(
      expect.objectContaining({ code: 'invalid_discards' }),
    );
  });
});

describe('selectDiscards', () => {
  /** Picks among races 0, 1, … scored `tenths` (and marked discard-first when `true`). */
  const select = (scores: (number | [number, true])[], count: number) =>
    selectDiscards(
      scores.map((_, race) => race),
      scores.map((score) => (Array.isArray(score) ? score[0] : score)),
      scores.map(Array.isArray),
      count,
    );

  it('excludes the worst scores, the earlier race among equals', () => {
    expect([...select([20, 30, 30], 2)].sort()).toEqual([1, 2]);
    expect([...select([30, 30], 1)]).toEqual([0]);
  });

  it('takes discard-first races before any other', () => {
    expect([...select([[10, true], 60, 20], 2)].sort()).toEqual([0, 1]);
  });

  it('chooses only among the races given', () => {
    expect([...selectDiscards([0, 2], [60, 90, 10], [false, false, false], 1)]).toEqual([0]);
  });

  it('excludes no more than asked or available', () => {
    expect(select([10], 0).size).toBe(0);
    expect(select([10], 3).size).toBe(1);
    expect(select([], 2).size).toBe(0);
  });
});
