import { describe, expect, it } from 'vitest';
import { addDays, stockholmWallClock, weekdayOf } from './stockholm.ts';

describe("Stockholm's calendar and clock", () => {
  it('is an hour ahead of UTC in winter and two in summer, across midnight too', () => {
    expect(stockholmWallClock(Date.UTC(2026, 0, 15, 10, 0, 5))).toEqual({
      date: '2026-01-15',
      time: '11:00:05',
      weekday: 4,
    });
    expect(stockholmWallClock(new Date(Date.UTC(2026, 6, 1, 23, 30)))).toEqual({
      date: '2026-07-02',
      time: '01:30:00',
      weekday: 4,
    });
  });

  it('adds days over month and year ends and knows the weekday', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOf('2026-11-21')).toBe(6);
  });
});
