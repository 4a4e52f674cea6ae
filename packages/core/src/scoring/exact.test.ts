import { describe, expect, it } from 'vitest';
import {
  averageTenths,
  compareRational,
  decimalToRational,
  fromTenths,
  isWholeTenths,
  multiplyTenths,
  rationalToNumber,
  roundHalfUp,
  toTenths,
} from './exact.ts';

describe('decimalToRational', () => {
  it('reads the decimal as typed, not the binary double', () => {
    expect(decimalToRational(0.95)).toEqual({ num: 95n, den: 100n });
    expect(decimalToRational(1.003)).toEqual({ num: 1003n, den: 1000n });
    expect(decimalToRational(1000)).toEqual({ num: 1000n, den: 1n });
    expect(decimalToRational(-2.5)).toEqual({ num: -25n, den: 10n });
  });

  it('handles exponent notation', () => {
    expect(decimalToRational(1e-7)).toEqual({ num: 1n, den: 10_000_000n });
    expect(decimalToRational(1.5e21)).toEqual({ num: 15n * 10n ** 20n, den: 1n });
  });

  it('refuses non-finite numbers', () => {
    expect(() => decimalToRational(Number.NaN)).toThrow(RangeError);
    expect(() => decimalToRational(Infinity)).toThrow(RangeError);
  });
});

describe('roundHalfUp', () => {
  it('rounds halves upwards', () => {
    expect(roundHalfUp(5n, 2n)).toBe(3n);
    expect(roundHalfUp(7n, 2n)).toBe(4n);
    expect(roundHalfUp(36_195n, 10n)).toBe(3620n);
    expect(roundHalfUp(14n, 10n)).toBe(1n);
    expect(roundHalfUp(-5n, 2n)).toBe(-2n);
    expect(roundHalfUp(-6n, 4n)).toBe(-1n);
  });

  it('refuses a non-positive denominator', () => {
    expect(() => roundHalfUp(1n, 0n)).toThrow(RangeError);
  });
});

describe('rationals', () => {
  it('compares exactly', () => {
    expect(compareRational({ num: 1n, den: 3n }, { num: 2n, den: 6n })).toBe(0);
    expect(compareRational({ num: 1n, den: 3n }, { num: 1n, den: 2n })).toBeLessThan(0);
    expect(compareRational({ num: 3n, den: 2n }, { num: 1n, den: 1n })).toBeGreaterThan(0);
  });

  it('converts to the nearest double', () => {
    expect(rationalToNumber({ num: 36_195n, den: 10n })).toBe(3619.5);
    expect(rationalToNumber({ num: 3_300_000n, den: 900n })).toBeCloseTo(3666.6667, 4);
  });
});

describe('tenths', () => {
  it('converts points and tenths', () => {
    expect(toTenths(2.2)).toBe(22);
    expect(toTenths(0.1 + 0.2)).toBe(3);
    expect(fromTenths(38)).toBe(3.8);
    expect(isWholeTenths(2.5)).toBe(true);
    expect(isWholeTenths(0.1 + 0.2)).toBe(true);
    expect(isWholeTenths(2.25)).toBe(false);
    expect(isWholeTenths(Number.NaN)).toBe(false);
  });

  it('weights to tenths, 0.05 upward', () => {
    expect(multiplyTenths(25, 1.5)).toBe(38);
    expect(multiplyTenths(40, 0.5)).toBe(20);
    expect(multiplyTenths(30, 2)).toBe(60);
    expect(multiplyTenths(10, 1.7)).toBe(17);
  });

  it('averages to tenths, 0.05 upward (RRS A9)', () => {
    expect(averageTenths([10, 20])).toBe(15);
    expect(averageTenths([20, 10, 20])).toBe(17);
    expect(averageTenths([10, 10, 15, 15])).toBe(13);
    expect(averageTenths([10, 11])).toBe(11);
    expect(() => averageTenths([])).toThrow(RangeError);
  });
});
