import type { SailorEntry } from '@segla/core';
import { describe, expect, it } from 'vitest';
import { entriesWithResults, formatPlace, upcomingEntries } from './place.ts';

describe('formatPlace', () => {
  it('says the place among the boats of the group, or the code', () => {
    expect(formatPlace({ rank: 3, code: null, group_size: 12 })).toBe('3:e av 12');
    expect(formatPlace({ rank: 1, code: null, group_size: 12 })).toBe('1:a av 12');
    expect(formatPlace({ rank: null, code: 'DNF', group_size: 8 })).toBe('DNF av 8');
    expect(formatPlace({ rank: null, code: null, group_size: 8 })).toBe('Ej placerad');
    expect(formatPlace({ rank: null, code: null, group_size: 8 }, true)).toBe('Ej i mål ännu');
  });
});

describe('the home page lists', () => {
  const entry = (id: number, status: SailorEntry['sailing']['status'], withResult: boolean) =>
    ({
      competitor_id: id,
      sailing: { id, status, start_date: `2026-06-0${id}` },
      result: withResult ? { rank: 1, points: 1, code: null, group_size: 2 } : null,
    }) as SailorEntry;

  it('upcoming soonest first; results newest first', () => {
    // The API answers newest first.
    const entries = [
      entry(4, 'upcoming', false),
      entry(3, 'upcoming', false),
      entry(2, 'finished', true),
      entry(1, 'cancelled', false),
    ];
    expect(upcomingEntries(entries, '2026-06-01').map((e) => e.competitor_id)).toEqual([3, 4]);
    // One whose day has passed was never sailed: not upcoming.
    expect(upcomingEntries(entries, '2026-06-04').map((e) => e.competitor_id)).toEqual([4]);
    expect(entriesWithResults(entries).map((e) => e.competitor_id)).toEqual([2]);
  });
});
