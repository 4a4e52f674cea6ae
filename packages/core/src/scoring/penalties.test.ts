import { describe, expect, it } from 'vitest';
import {
  applyPenalties,
  penaltyTenths,
  validatePenalty,
  type PenaltyScoring,
} from './penalties.ts';
import type { Penalty } from './types.ts';

describe('penaltyTenths: ZFP and SCP rounding', () => {
  it('rounds 20% of the DNF score to tenths under RRS 2025', () => {
    expect(penaltyTenths({ code: 'ZFP' }, 6, '2025')).toBe(12);
    expect(penaltyTenths({ code: 'SCP' }, 8, '2025')).toBe(16);
    expect(penaltyTenths({ code: 'SCP', percent: 30 }, 6, '2025')).toBe(18);
  });

  it('rounds to whole points under RRS 2021', () => {
    expect(penaltyTenths({ code: 'ZFP' }, 6, '2021')).toBe(10); // 1.2 → 1
    expect(penaltyTenths({ code: 'SCP' }, 8, '2021')).toBe(20); // 1.6 → 2
    expect(penaltyTenths({ code: 'SCP', percent: 30 }, 6, '2021')).toBe(20); // 1.8 → 2
  });

  it('rounds halves upwards in both editions', () => {
    expect(penaltyTenths({ code: 'SCP', percent: 30 }, 5, '2021')).toBe(20); // 1.5 → 2
    expect(penaltyTenths({ code: 'SCP', percent: 30 }, 5, '2025')).toBe(15);
    expect(penaltyTenths({ code: 'SCP', percent: 15 }, 11, '2025')).toBe(17); // 1.65 → 1.7
    expect(penaltyTenths({ code: 'SCP', percent: 15 }, 11, '2021')).toBe(20); // 1.65 → 2
    expect(penaltyTenths({ code: 'ZFP' }, 13, '2021')).toBe(30); // 2.6 → 3
  });

  it('adds DPI points as stated', () => {
    expect(penaltyTenths({ code: 'DPI', points: 2 }, 5, '2025')).toBe(20);
    expect(penaltyTenths({ code: 'DPI', points: 0.5 }, 5, '2021')).toBe(5);
  });
});

/** What `applyPenalties` reads of a race: DNF score `dnfScore`, the rest as given or default. */
const scoring = (dnfScore: number, options: Partial<PenaltyScoring> = {}): PenaltyScoring => ({
  dnfScore,
  rulesEdition: '2025',
  scpPlaces: null,
  penaltyOnTie: 'tied_score',
  ...options,
});

describe('penaltyTenths: SCP stated in places (rule 44.3(c))', () => {
  it('adds one point a place to an SCP without a percentage of its own', () => {
    expect(penaltyTenths({ code: 'SCP' }, 6, '2025', 3)).toBe(30);
    expect(penaltyTenths({ code: 'SCP' }, 6, '2021', 1)).toBe(10);
  });

  it('keeps an SCP with a percentage, and ZFP and DPI, as they are', () => {
    expect(penaltyTenths({ code: 'SCP', percent: 30 }, 6, '2025', 3)).toBe(18);
    expect(penaltyTenths({ code: 'SCP', percent: 20 }, 6, '2025', 3)).toBe(12);
    expect(penaltyTenths({ code: 'ZFP' }, 6, '2025', 3)).toBe(12);
    expect(penaltyTenths({ code: 'DPI', points: 2 }, 6, '2025', 3)).toBe(20);
  });

  it('reads a null percentage (JSON) as none of its own', () => {
    expect(penaltyTenths({ code: 'SCP', percent: null } as unknown as Penalty, 6, '2025', 3)).toBe(
      30,
    );
  });

  it('is the percentage when the places are not stated', () => {
    expect(penaltyTenths({ code: 'SCP' }, 6, '2025', null)).toBe(12);
  });
});

describe('applyPenalties', () => {
  it('adds to the place and caps at the DNF score (rule 44.3(c))', () => {
    expect(applyPenalties(1, 10, [{ code: 'ZFP' }], scoring(6))).toBe(22);
    expect(applyPenalties(5, 50, [{ code: 'ZFP' }], scoring(6))).toBe(60);
    expect(applyPenalties(3, 30, [{ code: 'DPI', points: 4 }], scoring(5))).toBe(50);
    expect(applyPenalties(2, 25, [{ code: 'ZFP' }], scoring(6))).toBe(37);
  });

  it('rounds each penalty on its own before adding them', () => {
    const both: Penalty[] = [{ code: 'ZFP' }, { code: 'SCP' }];
    // 1 + 1, not round(2.8) = 3.
    expect(applyPenalties(1, 10, both, scoring(7, { rulesEdition: '2021' }))).toBe(30);
    expect(applyPenalties(1, 10, both, scoring(7))).toBe(38); // 1 + 1.4 + 1.4
  });

  it('leaves a score without penalties alone', () => {
    expect(applyPenalties(2, 25, [], scoring(6))).toBe(25);
    expect(applyPenalties(2, 25, [], scoring(6, { penaltyOnTie: 'finishing_place' }))).toBe(25);
  });

  it('scores an SCP in places that many places worse, never worse than DNF', () => {
    const places = scoring(10, { scpPlaces: 3 });
    expect(applyPenalties(2, 20, [{ code: 'SCP' }], places)).toBe(50);
    expect(applyPenalties(8, 80, [{ code: 'SCP' }], places)).toBe(100);
    // A percentage of its own, and ZFP, stay percentages of the DNF score.
    expect(applyPenalties(2, 20, [{ code: 'SCP', percent: 20 }], places)).toBe(40);
    expect(applyPenalties(2, 20, [{ code: 'ZFP' }, { code: 'SCP' }], places)).toBe(70);
  });

  describe('on a boat tied on her place (A7)', () => {
    // Two boats tied first share 1.5; the DNF score is 5, so 20 % is 1.0.
    const tiedScore = scoring(5);
    const finishingPlace = scoring(5, { penaltyOnTie: 'finishing_place' });

    it('adds a fixed SCP of 2 places to the tied score, or to her place', () => {
      const scp: Penalty[] = [{ code: 'SCP' }];
      expect(applyPenalties(1, 15, scp, { ...tiedScore, scpPlaces: 2 })).toBe(35);
      expect(applyPenalties(1, 15, scp, { ...finishingPlace, scpPlaces: 2 })).toBe(30);
    });

    it('adds a 20 % SCP to the tied score, or to her place', () => {
      expect(applyPenalties(1, 15, [{ code: 'SCP' }], tiedScore)).toBe(25);
      expect(applyPenalties(1, 15, [{ code: 'SCP' }], finishingPlace)).toBe(20);
    });

    it('caps at the DNF score either way', () => {
      const dpi: Penalty[] = [{ code: 'DPI', points: 10 }];
      expect(applyPenalties(3, 35, dpi, tiedScore)).toBe(50);
      expect(applyPenalties(3, 35, dpi, finishingPlace)).toBe(50);
    });
  });

  it('scores an untied boat the same either way', () => {
    for (const penaltyOnTie of ['tied_score', 'finishing_place'] as const) {
      expect(applyPenalties(3, 30, [{ code: 'ZFP' }], scoring(8, { penaltyOnTie }))).toBe(46);
    }
  });

  it('never lets a penalty better her score, even with a DNF score below her place', () => {
    // A fixed DNF score of 3 with a boat placed 5th: the penalty adds nothing.
    expect(applyPenalties(5, 50, [{ code: 'ZFP' }], scoring(3))).toBe(50);
  });
});

describe('validatePenalty', () => {
  it('accepts sound penalties', () => {
    expect(() => validatePenalty({ code: 'ZFP' })).not.toThrow();
    expect(() => validatePenalty({ code: 'SCP', percent: 100 })).not.toThrow();
    expect(() => validatePenalty({ code: 'DPI', points: 1.5 })).not.toThrow();
  });

  it.each<[Penalty, string]>([
    [{ code: 'SCP', percent: 0 }, 'invalid_penalty'],
    [{ code: 'ZFP', percent: 120 }, 'invalid_penalty'],
    [{ code: 'DPI', points: 0 }, 'invalid_penalty'],
    [{ code: 'DPI', points: 1.25 }, 'invalid_penalty'],
    [{ code: 'DPI', points: Number.NaN }, 'invalid_penalty'],
    [{ code: 'XYZ' } as unknown as Penalty, 'invalid_code'],
  ])('rejects %j with %s', (penalty, code) => {
    expect(() => validatePenalty(penalty, { boat: 'b' })).toThrow(
      expect.objectContaining({ code, context: { boat: 'b', field: 'penalties' } }),
    );
  });
});
