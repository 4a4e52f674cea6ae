import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  stockholmInstant,
  stockholmSecondsOfDay,
  stockholmToday,
  stockholmWallClock,
} from './stockholm-clock.ts';

const HOUR = 3_600_000;
const iso = (at: number) => new Date(at).toISOString();

/** The last Sunday of `month` (0-based) of `year`, 'YYYY-MM-DD'. */
function lastSunday(year: number, month: number): string {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  const day = lastDay.getUTCDate() - lastDay.getUTCDay();
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A wall clock reading as if it were UTC, to compare with the moment it is read at. */
const wallAsUtc = (at: number) => {
  const { date, time } = stockholmWallClock(at);
  return Date.parse(`${date}T${time}Z`);
};

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
    const lateUtc = Date.UTC(2026, 6, 1, 23, 30, 0);
    expect(stockholmToday(lateUtc)).toBe('2026-07-02');
    expect(stockholmSecondsOfDay(lateUtc)).toBe(1 * 3600 + 30 * 60);
  });

  it('cuts a fraction of a second and shows midnight as 00', () => {
    expect(stockholmWallClock(Date.UTC(2026, 4, 13, 16, 42, 13, 900)).time).toBe('18:42:13');
    expect(stockholmWallClock(Date.UTC(2026, 4, 13, 22)).time).toBe('00:00:00');
  });

  it('refuses an invalid moment or reading', () => {
    expect(() => stockholmWallClock(Number.NaN)).toThrow(RangeError);
    expect(() => stockholmWallClock(new Date('inte ett datum'))).toThrow(RangeError);
    expect(() => stockholmInstant('inte', '18:00')).toThrow(RangeError);
  });

  it('is one or two hours ahead of UTC at any moment of 1950–2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2100, 0, 1) }), (at) => {
        const wholeSecond = Math.floor(at / 1000) * 1000;
        expect([HOUR, 2 * HOUR]).toContain(wallAsUtc(at) - wholeSecond);
        expect(stockholmWallClock(new Date(at))).toEqual(stockholmWallClock(at));
      }),
      { numRuns: 2000 },
    );
  });

  it('finds the moment of every wall clock reading it shows, the first of a repeated one', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2100, 0, 1) }), (at) => {
        const wholeSecond = Math.floor(at / 1000) * 1000;
        const { date, time } = stockholmWallClock(at);
        const found = stockholmInstant(date, time);
        expect(stockholmWallClock(found)).toEqual(stockholmWallClock(at));
        // Only the second pass of the autumn's repeated hour is found an hour earlier.
        expect([0, HOUR]).toContain(wholeSecond - found);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("Stockholm's clock changes (last Sundays of March and October)", () => {
  it('finds moments in winter, in summer and beside the changes of 2026', () => {
    expect(iso(stockholmInstant('2026-01-15', '11:00:05'))).toBe('2026-01-15T10:00:05.000Z');
    expect(iso(stockholmInstant('2026-07-02', '01:30'))).toBe('2026-07-01T23:30:00.000Z');
    // 29 March 2026: 02:00 becomes 03:00; 01:59 is winter time, 03:00 summer time.
    expect(iso(stockholmInstant('2026-03-29', '01:59'))).toBe('2026-03-29T00:59:00.000Z');
    expect(iso(stockholmInstant('2026-03-29', '03:00'))).toBe('2026-03-29T01:00:00.000Z');
    // 25 October 2026: 03:00 becomes 02:00; 01:59 is summer time, 03:00 winter time.
    expect(iso(stockholmInstant('2026-10-25', '01:59'))).toBe('2026-10-24T23:59:00.000Z');
    expect(iso(stockholmInstant('2026-10-25', '03:00'))).toBe('2026-10-25T02:00:00.000Z');
  });

  it('reads a skipped spring reading as winter time: 02:30 is when the clock shows 03:30', () => {
    const found = stockholmInstant('2026-03-29', '02:30');
    expect(iso(found)).toBe('2026-03-29T01:30:00.000Z');
    expect(stockholmWallClock(found).time).toBe('03:30:00');
  });

  it('reads a repeated autumn reading as its first pass, in summer time', () => {
    const found = stockholmInstant('2026-10-25', '02:30');
    expect(iso(found)).toBe('2026-10-25T00:30:00.000Z');
    expect(stockholmWallClock(found).time).toBe('02:30:00');
    expect(stockholmWallClock(found + HOUR).time).toBe('02:30:00');
  });

  it('shows the clock jump forward in March and back in October, minute by minute', () => {
    const minutes = (from: number) =>
      [0, 1, 2].map((n) => stockholmWallClock(from + n * 60_000).time.slice(0, 5));
    expect(minutes(Date.UTC(2026, 2, 29, 0, 59))).toEqual(['01:59', '03:00', '03:01']);
    expect(minutes(Date.UTC(2026, 9, 25, 0, 59))).toEqual(['02:59', '02:00', '02:01']);
  });

  it('does so on the changes of every year the EU rule holds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1996, max: 2037 }),
        fc.integer({ min: 0, max: 59 }),
        (year, minute) => {
          const mm = String(minute).padStart(2, '0');
          const spring = lastSunday(year, 2);
          const skipped = stockholmInstant(spring, `02:${mm}`);
          expect(stockholmWallClock(skipped)).toMatchObject({ date: spring, time: `03:${mm}:00` });
          expect(skipped).toBe(Date.parse(`${spring}T01:${mm}:00Z`));
          const autumn = lastSunday(year, 9);
          const repeated = stockholmInstant(autumn, `02:${mm}`);
          expect(repeated).toBe(Date.parse(`${autumn}T00:${mm}:00Z`));
          expect(stockholmWallClock(repeated + HOUR)).toEqual(stockholmWallClock(repeated));
        },
      ),
      { numRuns: 300 },
    );
  });
});
