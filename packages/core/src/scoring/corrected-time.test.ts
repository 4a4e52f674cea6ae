import { describe, expect, it } from 'vitest';
import { correctedTime, correctionFactor, validateRating } from './corrected-time.ts';

describe('correctedTime', () => {
  it('is elapsed × rating for time-on-time ratings such as SRS', () => {
    expect(correctedTime(3600, 'time_on_time', 1.05)).toBe(3780);
    expect(correctedTime(3810, 'time_on_time', 0.95)).toBe(3619.5);
    expect(correctedTime(4078, 'time_on_time', 0.88)).toBeCloseTo(3588.64, 9);
  });

  it('rounds half-up to whole seconds when asked', () => {
    expect(correctedTime(3810, 'time_on_time', 0.95, 'second')).toBe(3620);
    expect(correctedTime(4078, 'time_on_time', 0.88, 'second')).toBe(3589);
    expect(correctedTime(3498, 'time_on_time', 1.003, 'second')).toBe(3508);
    expect(correctedTime(2667, 'time_on_time', 0.975, 'second')).toBe(2600);
    expect(correctedTime(2680, 'time_on_time', 0.97, 'second')).toBe(2600);
    expect(correctedTime(1, 'time_on_time', 0.5, 'second')).toBe(1);
  });

  it('is elapsed × 1000 / PY for a Portsmouth yardstick', () => {
    expect(correctedTime(3600, 'yardstick', 1000)).toBe(3600);
    expect(correctedTime(3300, 'yardstick', 900)).toBeCloseTo(3666.6667, 4);
    expect(correctedTime(3300, 'yardstick', 900, 'second')).toBe(3667);
    expect(correctedTime(4200, 'yardstick', 1100, 'second')).toBe(3818);
  });

  it('is the elapsed time in scratch', () => {
    expect(correctedTime(3600, 'scratch')).toBe(3600);
    expect(correctedTime(3600, 'scratch', 1.2)).toBe(3600);
  });

  it('needs a rating in range', () => {
    expect(() => correctedTime(3600, 'time_on_time')).toThrow(
      expect.objectContaining({ code: 'invalid_rating' }),
    );
    for (const rating of [0, -1, 5.01, Number.NaN]) {
      expect(() => correctedTime(3600, 'time_on_time', rating)).toThrow(
        expect.objectContaining({ code: 'invalid_rating' }),
      );
    }
    for (const py of [99, 5001, 1.05]) {
      expect(() => correctedTime(3600, 'yardstick', py)).toThrow(
        expect.objectContaining({ code: 'invalid_rating' }),
      );
    }
    expect(correctedTime(100, 'time_on_time', 5)).toBe(500);
  });

  it('needs whole seconds ≥ 0', () => {
    expect(() => correctedTime(-1, 'scratch')).toThrow(
      expect.objectContaining({ code: 'invalid_time' }),
    );
    expect(() => correctedTime(1.5, 'scratch')).toThrow(
      expect.objectContaining({ code: 'invalid_time' }),
    );
  });
});

describe('correctionFactor', () => {
  it('is the rating, 1000 / PY, or null in scratch', () => {
    expect(correctionFactor('time_on_time', 0.975)).toBe(0.975);
    expect(correctionFactor('yardstick', 900)).toBe(1000 / 900);
    expect(correctionFactor('scratch', 1)).toBeNull();
  });
});

describe('validateRating', () => {
  it('accepts the ranges and names the boat in errors', () => {
    expect(() => validateRating('time_on_time', 0.001)).not.toThrow();
    expect(() => validateRating('yardstick', 100)).not.toThrow();
    expect(() => validateRating('yardstick', 5000)).not.toThrow();
    expect(() => validateRating('scratch', -3)).not.toThrow();
    expect(() => validateRating('time_on_time', 6, { boat: 'SWE 1' })).toThrow(
      expect.objectContaining({
        code: 'invalid_rating',
        context: { boat: 'SWE 1', field: 'rating' },
      }),
    );
  });
});
