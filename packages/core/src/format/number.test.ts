import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatPoints, formatRating, ordinal, plural } from './number.ts';

/** Intl sv-SE's digit group separator (CLDR: U+00A0 NO-BREAK SPACE) and minus sign (U+2212). */
const GROUP = '\u00a0';
const MINUS = '\u2212';

/** Swedish text back to a number: groups dropped, the minus and comma as JavaScript reads. */
const readBack = (text: string) =>
  Number(text.replaceAll(GROUP, '').replace(MINUS, '-').replace(',', '.'));

describe('formatNumber', () => {
  it('writes points, ratings and lengths as a Swede reads them', () => {
    expect(formatNumber(3.5)).toBe('3,5');
    expect(formatNumber(0.845)).toBe('0,845');
    expect(formatNumber(12)).toBe('12');
    expect(formatNumber(0.1 + 0.2)).toBe('0,3');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
  });

  it('groups digits in threes with a no-break space', () => {
    expect(formatNumber(1234.5)).toBe(`1${GROUP}234,5`);
    expect(formatNumber(1234567.891)).toBe(`1${GROUP}234${GROUP}567,891`);
    expect(formatNumber(12345.6789, { useGrouping: false })).toBe('12345,679');
  });

  it('rounds half away from zero on the shortest decimal form', () => {
    expect(formatNumber(4.125, { maximumFractionDigits: 2 })).toBe('4,13');
    expect(formatNumber(1.0005)).toBe('1,001');
    expect(formatNumber(999.9995)).toBe(`1${GROUP}000`);
    expect(formatNumber(2.5, { maximumFractionDigits: 0 })).toBe('3');
  });

  it('writes negative numbers with the minus sign, also one rounded to zero', () => {
    expect(formatNumber(-2.25, { maximumFractionDigits: 1 })).toBe(`${MINUS}2,3`);
    expect(formatNumber(-1234)).toBe(`${MINUS}1${GROUP}234`);
    expect(formatNumber(-0.0004)).toBe(`${MINUS}0`);
  });

  it('keeps at least the decimals asked for', () => {
    expect(formatNumber(0.85, { minimumFractionDigits: 3 })).toBe('0,850');
    expect(formatNumber(2, { minimumFractionDigits: 2, maximumFractionDigits: 1 })).toBe('2,00');
  });

  it('writes every integer so that it reads back, grouped only in threes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }), (value) => {
        const text = formatNumber(value);
        expect(readBack(text)).toBe(value);
        expect(text).toMatch(/^−?\d{1,3}(\u00a0\d{3})*$/);
      }),
    );
  });

  it('writes any number within half a unit of its last decimal', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        (value, digits) => {
          const text = formatNumber(value, { maximumFractionDigits: digits });
          expect(Math.abs(readBack(text) - value)).toBeLessThanOrEqual(0.5 * 10 ** -digits + 1e-6);
          expect(text.split(',')[1]?.length ?? 0).toBeLessThanOrEqual(digits);
        },
      ),
    );
  });
});

describe('formatPoints, formatRating and plural', () => {
  it('writes points, ratings with three decimals, a dash for none, and counts', () => {
    expect(formatPoints(3.5)).toBe('3,5');
    expect(formatPoints(1)).toBe('1');
    expect(formatPoints(null)).toBe('–');
    expect(formatRating(0.845)).toBe('0,845');
    expect(formatRating(0.85)).toBe('0,850');
    expect(formatRating(undefined)).toBe('–');
    expect(plural(1, 'båt', 'båtar')).toBe('1 båt');
    expect(plural(0, 'båt', 'båtar')).toBe('0 båtar');
    expect(plural(1200, 'båt', 'båtar')).toBe(`1${GROUP}200 båtar`);
  });
});

describe('ordinal', () => {
  it('writes Swedish ordinals', () => {
    expect([1, 2, 3, 4, 10, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal)).toEqual([
      '1:a',
      '2:a',
      '3:e',
      '4:e',
      '10:e',
      '11:e',
      '12:e',
      '13:e',
      '21:a',
      '22:a',
      '23:e',
      '101:a',
      '111:e',
      '112:e',
    ]);
  });
});
