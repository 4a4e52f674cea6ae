import { describe, expect, it } from 'vitest';
import { planTimes } from '../../src/modules/start-groups/start-times.ts';

const group = (overrides: Partial<Parameters<typeof planTimes>[0][number]> = {}) => ({
  id: 1,
  start_time: '18:00:00',
  start_type: 'pursuit' as const,
  pursuit_minutes: 60,
  pursuit_rounding: 'second' as const,
  ...overrides,
});
const competitor = (
  id: number,
  overrides: Partial<Parameters<typeof planTimes>[1][number]> = {},
) => ({
  id,
  start_group_id: 1,
  rating: 1,
  start: null,
  finish_time: null,
  elapsed_time: null,
  ...overrides,
});

describe('planTimes', () => {
  it('gives each rated boat of a pursuit start her own start', () => {
    const planned = planTimes(
      [group()],
      [
        competitor(1, { rating: 0.8 }),
        competitor(2, { rating: 1.0 }),
        competitor(3, { rating: 0.9 }),
      ],
    );
    // T × (1 − 0.8 / r): 0 s, 720 s, 400 s after 18:00.
    expect(planned).toEqual([
      { id: 1, start: '18:00:00', elapsed_time: null },
      { id: 2, start: '18:12:00', elapsed_time: null },
      { id: 3, start: '18:06:40', elapsed_time: null },
    ]);
  });

  it('rounds to whole minutes when the group says so', () => {
    const planned = planTimes(
      [group({ pursuit_rounding: 'minute' })],
      [competitor(1, { rating: 0.8 }), competitor(3, { rating: 0.9 })],
    );
    expect(planned.map((p) => p.start)).toEqual(['18:00:00', '18:07:00']);
  });

  it('leaves boats without a rating, common starts and groups without a start time alone', () => {
    expect(
      planTimes(
        [group(), group({ id: 2, start_type: 'common' }), group({ id: 3, start_time: null })],
        [
          competitor(1, { rating: null }),
          competitor(2, { start_group_id: 2, start: '18:30:00' }),
          competitor(3, { start_group_id: 3 }),
          competitor(4, { start_group_id: null, start: '19:00:00' }),
        ],
      ).map((p) => p.start),
    ).toEqual([null, null, null, null]);
  });

  it('recomputes the elapsed time of a recorded finish from the start that applies', () => {
    const planned = planTimes(
      [group({ start_type: 'common', start_time: '18:10:00' })],
      [
        competitor(1, { finish_time: '19:10:00', elapsed_time: 4200 }),
        competitor(2, { start_group_id: null, finish_time: '19:10:00', elapsed_time: 4200 }),
        competitor(3, { elapsed_time: 3333 }),
      ],
    );
    expect(planned).toEqual([
      { id: 1, start: null, elapsed_time: 3600 },
      // No group, no start: a finish time alone gives no elapsed time.
      { id: 2, start: null, elapsed_time: null },
      // An elapsed time entered without a finish time is kept.
      { id: 3, start: null, elapsed_time: 3333 },
    ]);
  });

  it('counts a finish before the start as after midnight', () => {
    const [planned] = planTimes(
      [group({ start_type: 'common', start_time: '23:30:00' })],
      [competitor(1, { finish_time: '00:45:10' })],
    );
    expect(planned?.elapsed_time).toBe(75 * 60 + 10);
  });
});
