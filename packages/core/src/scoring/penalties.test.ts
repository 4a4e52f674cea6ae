import { describe, expect, it } from 'vitest';
import { applyPenalties, penaltyTenths, validatePenalty } from './penalties.ts';
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

describe('applyPenalties', () => {
  it('adds to the place and caps at the DNF score (rule 44.3(c))', () => {
    expect(applyPenalties(10, [{ code: 'ZFP' }], 6, '2025')).toBe(22);
    expect(applyPenalties(50, [{ code: 'ZFP' }], 6, '2025')).toBe(60);
    expect(applyPenalties(30, [{ code: 'DPI', points: 4 }], 5, '2025')).toBe(50);
    expect(applyPenalties(25, [{ code: 'ZFP' }], 6, '2025')).toBe(37);
  });

  it('rounds each penalty on its own before adding them', () => {
    const both: Penalty[] = [{ code: 'ZFP' }, { code: 'SCP' }];
    expect(applyPenalties(10, both, 7, '2021')).toBe(30); // 1 + 1, not round(2.8) = 3
    expect(applyPenalties(10, both, 7, '2025')).toBe(38); // 1 + 1.4 + 1.4
  });

  it('leaves a score without penalties alone', () => {
    expect(applyPenalties(25, [], 6, '2025')).toBe(25);
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
