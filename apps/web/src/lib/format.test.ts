import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateRange,
  formatDuration,
  formatPoints,
  formatRating,
  formatTime,
  secondsToClock,
  swedishCollator,
} from './format.ts';

describe('Swedish formats', () => {
  it('dates like "ons 13 maj 2026"', () => {
    expect(formatDate('2026-05-13')).toBe('ons 13 maj 2026');
    expect(formatDateRange('2026-04-22', '2026-05-27')).toBe('22 apr–27 maj 2026');
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
