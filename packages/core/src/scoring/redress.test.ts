import { describe, expect, it } from 'vitest';
import { averagedRedressTenths, type RedressPoolScore } from './redress.ts';
import type { ScoreCode } from './types.ts';

function pool(...scores: [number, ScoreCode | null, boolean?][]): RedressPoolScore[] {
  return scores.map(([tenths, code, sailed = true], raceIndex) => ({
    raceIndex,
    raceId: String(raceIndex + 1),
    tenths,
    code,
    sailed,
  }));
}

describe('averagedRedressTenths (RRS A9)', () => {
  it('A9(a): averages all other races, to tenths 0.05 upward', () => {
    expect(
      averagedRedressTenths(
        { method: 'all_races' },
        1,
        pool([10, null], [0, 'RDG'], [20, null]),
        0,
      ),
    ).toBe(15);
    expect(
      averagedRedressTenths(
        { method: 'all_races' },
        2,
        pool([20, null], [10, null], [0, 'RDG'], [20, null]),
        0,
      ),
    ).toBe(17);
  });

  it('A9(b): averages the races before this one only', () => {
    const scores = pool([20, null], [10, null], [0, 'RDG'], [20, null]);
    expect(averagedRedressTenths({ method: 'races_before' }, 2, scores, 0)).toBe(15);
  });

  it('never averages another redress score nor an unsailed race', () => {
    const scores = pool([0, 'RDG'], [0, 'RDG'], [20, null], [30, null], [50, 'DNC', false]);
    expect(averagedRedressTenths({ method: 'all_races' }, 0, scores, 0)).toBe(25);
  });

  it('leaves out the races the protest committee names', () => {
    const scores = pool([30, null], [10, null], [0, 'RDG'], [10, null]);
    expect(averagedRedressTenths({ method: 'all_races', excludeRaces: ['1'] }, 2, scores, 0)).toBe(
      10,
    );
  });

  it('leaves out DNC scores up to the discards allowed', () => {
    const scores = pool([50, 'DNC'], [50, 'DNC'], [20, null], [0, 'RDG']);
    expect(averagedRedressTenths({ method: 'all_races_excl_dnc' }, 3, scores, 1)).toBe(35);
    expect(averagedRedressTenths({ method: 'all_races_excl_dnc' }, 3, scores, 2)).toBe(20);
    expect(averagedRedressTenths({ method: 'all_races_excl_dnc' }, 3, scores, 0)).toBe(40);
  });

  it('is null when nothing is left to average', () => {
    expect(
      averagedRedressTenths({ method: 'races_before' }, 0, pool([0, 'RDG'], [10, null]), 0),
    ).toBeNull();
  });
});
