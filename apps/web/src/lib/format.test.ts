import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDateTime,
  formatDuration,
  formatRating,
  secondsToClock,
  stockholmSecondsOfDay,
  stockholmToday,
} from './format-clock.ts';
import {
  dateParts,
  formatDate,
  formatDateRange,
  formatDayMonth,
  formatPoints,
  formatTime,
  swedishCollator,
} from './format.ts';

describe('Swedish formats', () => {
  it('dates like "ons 13 maj 2026"', () => {
    expect(formatDate('2026-05-13')).toBe('ons 13 maj 2026');
    expect(formatDateRange('2026-04-22', '2026-05-27')).toBe('22 apr–27 maj 2026');
  });
  it('every weekday and month, across years, and bad dates left as they are', () => {
    expect(formatDate('2026-01-04')).toBe('sön 4 jan 2026');
    expect(formatDate('2026-12-31')).toBe('tor 31 dec 2026');
    expect(formatDayMonth('2026-06-06')).toBe('6 jun');
    expect(dateParts('2026-08-15')).toEqual({ weekday: 'lör', day: '15', month: 'aug' });
    expect(formatDateRange('2025-12-28', '2026-01-03')).toBe('sön 28 dec 2025–lör 3 jan 2026');
    expect(formatDateRange('2026-05-13', '2026-05-13')).toBe('ons 13 maj 2026');
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
    expect(formatDate('i morgon')).toBe('i morgon');
  });
  it('clocks on Stockholm time whatever the browser zone is, summer and winter', () => {
    // 10:00 UTC is 12:00 in Swedish summer time and 11:00 in winter.
    expect(formatClock(Date.UTC(2026, 6, 1, 10, 0, 5))).toBe('12:00:05');
    expect(formatClock(Date.UTC(2026, 0, 15, 10, 0, 5))).toBe('11:00:05');
    expect(formatDateTime('2026-05-13T16:42:00Z')).toBe('ons 13 maj 2026 18:42');
    expect(formatDateTime('inte en tid')).toBe('inte en tid');
    // 23:30 UTC on 1 July is already 2 July in Stockholm.
    const lateUtc = Date.UTC(2026, 6, 1, 23, 30, 0);
    expect(stockholmToday(lateUtc)).toBe('2026-07-02');
    expect(stockholmSecondsOfDay(lateUtc)).toBe(1 * 3600 + 30 * 60);
  });
  it('24-hour times', () => {
    expect(formatTime('18:30:00')).toBe('18:30');
    expect(secondsToClock(25 * 3600 + 61)).toBe('01:01:01');
  });
  it('decimal comma', () => {
    expect(formatRating(0.845)).toBe('0,845');
    expect(formatPoints(3.5)).toBe('3,5');
    expect(formatDuration(2759.958)).toBe('0:46:00');
    expect(formatDuration(2760.753)).toBe('0:46:00,8');
    expect(formatDuration(3723)).toBe('1:02:03');
  });
  it('sorts å, ä, ö after z', () => {
    expect(['Örn', 'Ägir', 'Zefyr', 'Åska', 'Alma'].sort(swedishCollator.compare)).toEqual([
      'Alma',
      'Zefyr',
      'Åska',
      'Ägir',
      'Örn',
    ]);
  });
});
