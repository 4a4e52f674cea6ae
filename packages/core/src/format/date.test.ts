import { describe, expect, it } from 'vitest';
import { dateParts, formatDate, formatDateRange, formatDateTime, formatDayMonth } from './date.ts';
import { formatClock, formatTime, secondsToClock } from './clock.ts';

describe('Swedish dates, as Intl sv-SE writes them', () => {
  it('dates like "ons 13 maj 2026"', () => {
    expect(formatDate('2026-05-13')).toBe('ons 13 maj 2026');
    expect(formatDateRange('2026-04-22', '2026-05-27')).toBe('22 apr.–27 maj 2026');
  });

  it('every weekday and month, across years, and bad dates left as they are', () => {
    expect(formatDate('2026-01-04')).toBe('sön 4 jan. 2026');
    expect(formatDate('2026-12-31')).toBe('tors 31 dec. 2026');
    expect(formatDate('2026-03-03')).toBe('tis 3 mars 2026');
    expect(formatDate('2026-09-09')).toBe('ons 9 sep. 2026');
    expect(formatDayMonth('2026-06-06')).toBe('6 juni');
    expect(formatDayMonth('2026-07-01')).toBe('1 juli');
    expect(dateParts('2026-08-15')).toEqual({ weekday: 'lör', day: '15', month: 'aug.' });
    expect(dateParts('i morgon')).toEqual({ weekday: '', day: 'i morgon', month: '' });
    expect(formatDateRange('2025-12-28', '2026-01-03')).toBe('sön 28 dec. 2025–lör 3 jan. 2026');
    expect(formatDateRange('2026-05-13', '2026-05-13')).toBe('ons 13 maj 2026');
    expect(formatDateRange(null, '2026-05-13')).toBe('ons 13 maj 2026');
    expect(formatDateRange(null, null)).toBe('');
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
    expect(formatDate('i morgon')).toBe('i morgon');
  });

  it('a calendar date is the same date in summer and winter, whatever the zone', () => {
    for (const date of ['2026-01-01', '2026-03-29', '2026-07-01', '2026-10-25', '2026-12-31']) {
      expect(formatDate(date)).toMatch(new RegExp(`^\\p{L}+ ${Number(date.slice(8))} `, 'u'));
    }
  });
});

describe('Swedish clock times', () => {
  it('clocks on Stockholm time whatever the runtime zone is, summer and winter', () => {
    // 10:00 UTC is 12:00 in Swedish summer time and 11:00 in winter.
    expect(formatClock(Date.UTC(2026, 6, 1, 10, 0, 5))).toBe('12:00:05');
    expect(formatClock(Date.UTC(2026, 0, 15, 10, 0, 5))).toBe('11:00:05');
    expect(formatDateTime('2026-05-13T16:42:00Z')).toBe('ons 13 maj 2026 18:42');
    expect(formatDateTime('2026-12-31T23:30:00Z')).toBe('fre 1 jan. 2027 00:30');
    expect(formatDateTime('inte en tid')).toBe('inte en tid');
  });

  it('24-hour times', () => {
    expect(formatTime('18:30:00')).toBe('18:30');
    expect(formatTime(null)).toBe('');
    expect(secondsToClock(25 * 3600 + 61)).toBe('01:01:01');
    expect(secondsToClock(59.9)).toBe('00:00:59');
  });
});
