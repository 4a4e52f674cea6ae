import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  stockholmInstant,
  stockholmWallClock,
  stockholmWallClockByZoneDatabase,
  weekdayOf,
} from './stockholm.ts';

describe("Stockholm's clock by the EU rule, held to the zone database", () => {
  it('reads as the zone database every minute of four hours around every change of 1996–2040', () => {
    const mismatches: string[] = [];
    for (let year = 1996; year <= 2040; year += 1) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
        for (let minute = -120; minute <= 120; minute += 1) {
          const at = change + minute * 60_000 + 59_999;
          const byRule = stockholmWallClock(at);
          const byZone = stockholmWallClockByZoneDatabase(at);
          if (JSON.stringify(byRule) !== JSON.stringify(byZone)) {
            mismatches.push(`${new Date(at).toISOString()}: ${JSON.stringify(byRule)}`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('reads as the zone database at any moment, before 1996 too', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2100, 0, 1) }), (at) => {
        expect(stockholmWallClock(at)).toEqual(stockholmWallClockByZoneDatabase(at));
        expect(stockholmWallClock(new Date(at))).toEqual(stockholmWallClockByZoneDatabase(at));
      }),
      { numRuns: 5000 },
    );
  });

  it('refuses an invalid moment as the zone database does', () => {
    expect(() => stockholmWallClock(Number.NaN)).toThrow(RangeError);
    expect(() => stockholmWallClock(new Date('inte ett datum'))).toThrow(RangeError);
  });
});

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

  it('finds the moment of a Stockholm wall clock reading, in winter, summer and on the changes', () => {
    expect(new Date(stockholmInstant('2026-01-15', '11:00:05')).toISOString()).toBe(
      '2026-01-15T10:00:05.000Z',
    );
    expect(new Date(stockholmInstant('2026-07-02', '01:30')).toISOString()).toBe(
      '2026-07-01T23:30:00.000Z',
    );
    // 29 March 2026: 02:00 becomes 03:00; 01:59 is winter time, 03:00 summer time.
    expect(new Date(stockholmInstant('2026-03-29', '01:59')).toISOString()).toBe(
      '2026-03-29T00:59:00.000Z',
    );
    expect(new Date(stockholmInstant('2026-03-29', '03:00')).toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    );
    // Skipped: read as winter time.
    expect(new Date(stockholmInstant('2026-03-29', '02:30')).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    // 25 October 2026: 02:30 happens twice; the first (summer time) is taken.
    expect(new Date(stockholmInstant('2026-10-25', '02:30')).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    for (const at of [Date.UTC(2026, 4, 6, 16), Date.UTC(2026, 11, 31, 23, 59, 59)]) {
      const wall = stockholmWallClock(at);
      expect(stockholmInstant(wall.date, wall.time)).toBe(at);
    }
  });
});
