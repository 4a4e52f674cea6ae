import { describe, expect, it } from 'vitest';
import { compareSeriesScores, rankSeries, type SeriesScores } from './tie-breaks.ts';

const scores = (netTenths: number, kept: number[], races: number[]): SeriesScores => ({
  netTenths,
  keptTenths: kept,
  raceTenths: races,
});

describe('compareSeriesScores (RRS A8)', () => {
  it('puts the lower net score first', () => {
    expect(compareSeriesScores(scores(50, [], []), scores(60, [], []))).toBeLessThan(0);
  });

  it('A8.1: breaks a tie at the first difference of the scores best to worst', () => {
    const alice = scores(50, [10, 30, 10], [10, 30, 10]);
    const bob = scores(50, [20, 10, 20], [20, 10, 20]);
    expect(compareSeriesScores(alice, bob)).toBeLessThan(0);
    const later = scores(100, [10, 20, 20, 50], [10, 20, 20, 50]);
    const other = scores(100, [20, 10, 40, 30], [20, 10, 40, 30]);
    expect(compareSeriesScores(later, other)).toBeLessThan(0);
  });

  it('A8.1 uses no excluded score; A8.2 counts back from the last race with them', () => {
    // Kept [2, 3] each; Alice 3rd and Bob 4th in the last race (scratch/14).
    const alice = scores(50, [20, 30], [50, 20, 30]);
    const bob = scores(50, [20, 30], [20, 30, 40]);
    expect(compareSeriesScores(alice, bob)).toBeLessThan(0);
  });

  it('A8.2: goes to the next-to-last race when the last is equal', () => {
    const alice = scores(80, [10, 20, 50], [10, 20, 50]);
    const bob = scores(80, [20, 10, 50], [20, 10, 50]);
    expect(compareSeriesScores(bob, alice)).toBeLessThan(0);
  });

  it('is zero when nothing separates the boats', () => {
    expect(
      compareSeriesScores(scores(30, [15, 15], [15, 15]), scores(30, [15, 15], [15, 15])),
    ).toBe(0);
  });
});

describe('rankSeries', () => {
  it('shares the rank of inseparable boats; the next ranks after all of them', () => {
    const ranked = rankSeries(
      [
        { id: 'c', s: scores(60, [30, 30], [30, 30]) },
        { id: 'a', s: scores(30, [15, 15], [15, 15]) },
        { id: 'b', s: scores(30, [15, 15], [15, 15]) },
      ],
      (x) => x.s,
    );
    expect(ranked.map((r) => [r.item.id, r.rank])).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 3],
    ]);
  });

  it('gives five boats tied on everything one shared rank', () => {
    const ranked = rankSeries([1, 2, 3, 4, 5], () => scores(70, [70], [70]));
    expect(ranked.map((r) => r.rank)).toEqual([1, 1, 1, 1, 1]);
  });
});
