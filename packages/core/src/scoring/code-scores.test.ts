import { describe, expect, it } from 'vitest';
import { codeScore, dnfScore, isNonDiscardable, type ReplacingCode } from './code-scores.ts';
import type { DnfScoring } from './types.ts';

const finishReplacing: ReplacingCode[] = [
  'DNS',
  'OCS',
  'NSC',
  'DNF',
  'RET',
  'DSQ',
  'UFD',
  'BFD',
  'DNE',
];
const base = { entrants: 5, cameToStartingArea: 3 };
const by = (dnfScoring: DnfScoring, dnfPoints: number | null = null) => ({ dnfScoring, dnfPoints });

describe('codeScore', () => {
  it('scores every code entries + 1 under RRS A5.2', () => {
    for (const code of [...finishReplacing, 'DNC' as const]) {
      expect(codeScore(code, by('series_entries'), base)).toBe(6);
    }
  });

  it('scores codes from the starting area under RRS A5.3, DNC from entries', () => {
    for (const code of finishReplacing) expect(codeScore(code, by('starting_area'), base)).toBe(4);
    expect(codeScore('DNC', by('starting_area'), base)).toBe(6);
  });

  it('scores DNC from the starting area too when the instructions say so', () => {
    for (const code of [...finishReplacing, 'DNC' as const]) {
      expect(codeScore(code, by('starting_area_incl_dnc'), base)).toBe(4);
    }
  });

  it('adds the stated number to the starting area, DNC keeping entries + 1', () => {
    for (const code of finishReplacing) {
      expect(codeScore(code, by('starting_area_plus', 2), base)).toBe(5);
      // With 1 it is A5.3 itself.
      expect(codeScore(code, by('starting_area_plus', 1), base)).toBe(
        codeScore(code, by('starting_area'), base),
      );
    }
    expect(codeScore('DNC', by('starting_area_plus', 2), base)).toBe(6);
  });

  it('gives every code the fixed score, DNC included', () => {
    for (const code of [...finishReplacing, 'DNC' as const]) {
      expect(codeScore(code, by('fixed', 30), base)).toBe(30);
    }
  });

  it('ignores dnfPoints for the scorings that do not use it', () => {
    expect(codeScore('DNF', by('series_entries', 9), base)).toBe(6);
    expect(codeScore('DNF', by('starting_area', 9), base)).toBe(4);
  });

  it('gives the DNF score, the base of penalties', () => {
    expect(dnfScore(by('series_entries'), base)).toBe(6);
    expect(dnfScore(by('starting_area'), base)).toBe(4);
    expect(dnfScore(by('starting_area_plus', 3), base)).toBe(6);
    expect(dnfScore(by('fixed', 12), base)).toBe(12);
  });
});

describe('isNonDiscardable', () => {
  it('is true for DNE only', () => {
    expect(isNonDiscardable('DNE')).toBe(true);
    for (const code of ['DSQ', 'BFD', 'UFD', 'DNC', 'RDG'] as const) {
      expect(isNonDiscardable(code)).toBe(false);
    }
    expect(isNonDiscardable(null)).toBe(false);
  });
});
