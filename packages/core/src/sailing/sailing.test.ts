import { describe, expect, it } from 'vitest';
import {
  compareSailings,
  matchesSailingFilters,
  SAILING_STATUS_LABELS,
  SAILING_STATUSES,
  yearDateRange,
} from './index.ts';

const sailing = (id: number, start_date: string, start_time: string | null) => ({
  id,
  start_date,
  start_time,
});

describe('the sailing statuses', () => {
  it('have one Swedish label each', () => {
    expect(SAILING_STATUSES.map((status) => SAILING_STATUS_LABELS[status])).toEqual([
      'Opublicerad',
      'Kommande',
      'Pågående',
      'Avslutad',
      'Inställd',
    ]);
  });
});

describe('compareSailings', () => {
  it('orders by date, then time (none last that day), then id', () => {
    const list = [
      sailing(5, '2026-06-02', null),
      sailing(4, '2026-06-02', '18:00:00'),
      sailing(3, '2026-06-01', null),
      sailing(2, '2026-06-02', '18:00:00'),
      sailing(1, '2026-06-03', '09:00:00'),
    ];
    expect(list.sort(compareSailings).map((s) => s.id)).toEqual([3, 2, 4, 5, 1]);
  });
});

describe('matchesSailingFilters', () => {
  const item = {
    club: { slug: 'bris' },
    start_date: '2026-06-02',
    status: 'upcoming' as const,
    serie: { id: 7 },
  };

  it('lists the sailing when every given filter holds', () => {
    expect(matchesSailingFilters(item, undefined)).toBe(true);
    expect(matchesSailingFilters(item, {})).toBe(true);
    expect(
      matchesSailingFilters(item, { club: 'bris', year: '2026', status: ['upcoming'], serie: 7 }),
    ).toBe(true);
    expect(matchesSailingFilters(item, { status: [] })).toBe(true);
  });

  it('leaves it out when one does not', () => {
    expect(matchesSailingFilters(item, { club: 'ksss' })).toBe(false);
    expect(matchesSailingFilters(item, { year: '2025' })).toBe(false);
    expect(matchesSailingFilters(item, { status: ['ongoing', 'finished'] })).toBe(false);
    expect(matchesSailingFilters(item, { serie: 8 })).toBe(false);
    expect(matchesSailingFilters({ ...item, serie: null }, { serie: 7 })).toBe(false);
  });

  it('reads a year as its first to last day', () => {
    expect(yearDateRange('2026')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });
});
