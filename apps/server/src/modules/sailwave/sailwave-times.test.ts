import { describe, expect, it } from 'vitest';
import { parseSailwaveDate, sailwaveClockTime, sailwaveSeconds } from './sailwave-times.ts';

describe('Sailwave times', () => {
  it('reads the ways scorers type a clock time', () => {
    expect(sailwaveClockTime('19.15.00')).toBe('19:15:00');
    expect(sailwaveClockTime('191500')).toBe('19:15:00');
    expect(sailwaveClockTime('10:54:00')).toBe('10:54:00');
    expect(sailwaveClockTime('9.05')).toBe('09:05:00');
    expect(sailwaveClockTime('24.00.00')).toBeNull();
    expect(sailwaveClockTime('19.75.00')).toBeNull();
    expect(sailwaveClockTime('')).toBeNull();
    expect(sailwaveClockTime('soon')).toBeNull();
  });

  it('reads elapsed times past an hour', () => {
    expect(sailwaveSeconds('0.33.16')).toBe(1996);
    expect(sailwaveSeconds('26.00.01')).toBe(93_601);
  });
});

describe('Sailwave dates', () => {
  it('reads numeric dates in the series order', () => {
    expect(parseSailwaveDate('04-01-2026', 'd-m-y')).toEqual({ year: 2026, month: 1, day: 4 });
    expect(parseSailwaveDate('07-05-26', 'd-m-y')).toEqual({ year: 2026, month: 5, day: 7 });
    expect(parseSailwaveDate('05/07/2026', 'm/d/y')).toEqual({ year: 2026, month: 5, day: 7 });
    expect(parseSailwaveDate('2026-08-16', 'd-m-y')).toEqual({ year: 2026, month: 8, day: 16 });
  });

  it('reads a day and a month name in either order, with or without a year', () => {
    expect(parseSailwaveDate('May 5th', 'd-m-y')).toEqual({ year: null, month: 5, day: 5 });
    expect(parseSailwaveDate('1st Feb', 'd-m-y')).toEqual({ year: null, month: 2, day: 1 });
    expect(parseSailwaveDate('16 aug 2026', 'd-m-y')).toEqual({ year: 2026, month: 8, day: 16 });
    expect(parseSailwaveDate('3 maj', 'd-m-y')).toEqual({ year: null, month: 5, day: 3 });
  });

  it('refuses what is no date', () => {
    expect(parseSailwaveDate('31-02-2026', 'd-m-y')).toBeNull();
    expect(parseSailwaveDate('Race day', 'd-m-y')).toBeNull();
    expect(parseSailwaveDate('', 'd-m-y')).toBeNull();
  });
});
