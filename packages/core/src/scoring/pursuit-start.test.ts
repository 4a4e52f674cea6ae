import { describe, expect, it } from 'vitest';
import { pursuitStarts } from './pursuit-start.ts';

const boats = [
  { boat: 'slow', rating: 0.8 },
  { boat: 'mid', rating: 1.0 },
  { boat: 'fast', rating: 1.25 },
];

describe('pursuitStarts', () => {
  it('delays each boat by T_ref × (1 − rating_min / rating_i)', () => {
    const starts = pursuitStarts({ boats, courseTimeSeconds: 3600 });
    expect(starts.map((s) => [s.boat, s.delaySeconds])).toEqual([
      ['slow', 0],
      ['mid', 720],
      ['fast', 1296],
    ]);
    expect(starts.every((s) => s.startTime === null)).toBe(true);
  });

  it('rounds to whole seconds, half-up', () => {
    const pair = (t: number) =>
      pursuitStarts({ boats: boats.slice(0, 2), courseTimeSeconds: t })[1]!.delaySeconds;
    expect(pair(3601)).toBe(720); // 720.2
    expect(pair(3602.5)).toBe(721); // 720.5
    expect(pair(3604)).toBe(721); // 720.8
  });

  it('rounds to whole minutes, half-up, from the exact delay', () => {
    const starts = pursuitStarts({ boats, courseTimeSeconds: 3600, rounding: 'minute' });
    expect(starts.map((s) => s.delaySeconds)).toEqual([0, 720, 1320]); // 21.6 min → 22
    const half = pursuitStarts({
      boats: boats.slice(0, 2),
      courseTimeSeconds: 450,
      rounding: 'minute',
    });
    expect(half[1]!.delaySeconds).toBe(120); // 90 s = 1.5 min → 2 min
    const below = pursuitStarts({
      boats: boats.slice(0, 2),
      courseTimeSeconds: 445,
      rounding: 'minute',
    });
    expect(below[1]!.delaySeconds).toBe(60); // 89 s → 1 min
  });

  it('gives clock start times from the first start, past midnight too', () => {
    const starts = pursuitStarts({ boats, courseTimeSeconds: 3600, firstStart: '18:00' });
    expect(starts.map((s) => s.startTime)).toEqual(['18:00:00', '18:12:00', '18:21:36']);
    const late = pursuitStarts({ boats, courseTimeSeconds: 3600, firstStart: '23:50' });
    expect(late[2]!.startTime).toBe('00:11:36');
  });

  it('keeps input order and gives equal ratings equal starts', () => {
    const starts = pursuitStarts({
      boats: [
        { boat: 'a', rating: 1.1 },
        { boat: 'b', rating: 0.9 },
        { boat: 'c', rating: 1.1 },
      ],
      courseTimeSeconds: 5400,
    });
    expect(starts.map((s) => s.boat)).toEqual(['a', 'b', 'c']);
    expect(starts[0]!.delaySeconds).toBe(starts[2]!.delaySeconds);
    expect(starts[1]!.delaySeconds).toBe(0);
  });

  it('returns nothing for no boats', () => {
    expect(pursuitStarts({ boats: [], courseTimeSeconds: 3600 })).toEqual([]);
  });

  it('rejects bad input with typed errors', () => {
    expect(() => pursuitStarts({ boats, courseTimeSeconds: 0 })).toThrow(
      expect.objectContaining({ code: 'invalid_course_time' }),
    );
    expect(() =>
      pursuitStarts({ boats: [{ boat: 'x', rating: 0 }], courseTimeSeconds: 60 }),
    ).toThrow(
      expect.objectContaining({ code: 'invalid_rating', context: { boat: 'x', field: 'rating' } }),
    );
    expect(() =>
      pursuitStarts({ boats, courseTimeSeconds: 60, rounding: 'hour' as 'minute' }),
    ).toThrow(expect.objectContaining({ code: 'invalid_option' }));
    expect(() => pursuitStarts({ boats, courseTimeSeconds: 60, firstStart: '25:00' })).toThrow(
      expect.objectContaining({ code: 'invalid_time' }),
    );
  });
});
