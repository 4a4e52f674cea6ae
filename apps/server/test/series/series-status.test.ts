import { describe, expect, it } from 'vitest';
import type { SailingStatus } from '../../src/db/schema.ts';
import { deriveSeries } from '../../src/modules/series/series-status.ts';

const sailings = (...statuses: SailingStatus[]) =>
  statuses.map((status, i) => ({ status, start_date: `2026-05-${String(10 + i)}` }));

describe('deriveSeries', () => {
  it.each<[string, SailingStatus[], string]>([
    ['no sailings', [], 'unpublished'],
    ['only unpublished sailings', ['unpublished', 'unpublished'], 'unpublished'],
    ['all upcoming', ['upcoming', 'upcoming'], 'upcoming'],
    ['upcoming beside unpublished', ['unpublished', 'upcoming'], 'upcoming'],
    ['upcoming and cancelled', ['cancelled', 'upcoming'], 'upcoming'],
    ['one ongoing', ['upcoming', 'ongoing'], 'ongoing'],
    ['some finished, some upcoming', ['finished', 'upcoming'], 'ongoing'],
    ['all finished', ['finished', 'finished'], 'finished'],
    ['finished or cancelled', ['finished', 'cancelled'], 'finished'],
    ['all cancelled', ['cancelled'], 'finished'],
    ['finished beside an unpublished one', ['finished', 'unpublished'], 'finished'],
  ])('is %s → %s', (_label, statuses, expected) => {
    expect(deriveSeries(sailings(...statuses)).status).toBe(expected);
  });

  it('takes the first and last date and the count from the sailings given', () => {
    const derived = deriveSeries([
      { status: 'upcoming', start_date: '2026-06-01' },
      { status: 'unpublished', start_date: '2026-04-15' },
      { status: 'finished', start_date: '2026-05-20' },
    ]);
    expect(derived).toEqual({
      status: 'ongoing',
      first_date: '2026-04-15',
      last_date: '2026-06-01',
      sailing_count: 3,
    });
    expect(deriveSeries([])).toEqual({
      status: 'unpublished',
      first_date: null,
      last_date: null,
      sailing_count: 0,
    });
  });
});
