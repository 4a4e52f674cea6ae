import { describe, expect, it } from 'vitest';
import { codeScore, dnfScore, isNonDiscardable, type ReplacingCode } from './code-scores.ts';

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

describe('codeScore', () => {
  it('scores every code entries + 1 under RRS A5.2', () => {
    for (const code of [...finishReplacing, 'DNC' as const]) {
      expect(codeScore(code, 'series_entries', base)).toBe(6);
    }
  });

  it('scores codes from the starting area under RRS A5.3, DNC from entries', () => {
    for (const code of finishReplacing) expect(codeScore(code, 'starting_area', base)).toBe(4);
    expect(codeScore('DNC', 'starting_area', base)).toBe(6);
  });

  it('scores DNC from the starting area too when the instructions say so', () => {
    for (const code of [...finishReplacing, 'DNC' as const]) {
      expect(codeScore(code, 'starting_area_incl_dnc', base)).toBe(4);
    }
  });

  it('gives the DNF score, the base of penalties', () => {
    expect(dnfScore('series_entries', base)).toBe(6);
    expect(dnfScore('starting_area', base)).toBe(4);
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
