import type { SailingResultGroup, SailingResultRow } from '@segla/core';
import { describe, expect, it } from 'vitest';
import { finishByOf, finishBySeconds } from './finish-by.ts';

const row = (over: Partial<SailingResultRow>): SailingResultRow =>
  ({
    competitor_id: 1,
    rank: null,
    points: null,
    code: null,
    status: 'unfinished',
    name: 'A',
    boat_name: 'B',
    boat_type: 'C',
    sail_number: 'SWE 1',
    rating: 1,
    start: '18:00:00',
    finish_time: null,
    elapsed_time: null,
    corrected_time: null,
    ...over,
  }) as SailingResultRow;

const leader = row({
  competitor_id: 2,
  status: 'finished',
  rank: 1,
  rating: 0.9,
  elapsed_time: 3000,
  corrected_time: 2700,
});

const group = (
  rows: SailingResultRow[],
  over: Partial<SailingResultGroup> = {},
): SailingResultGroup => ({
  id: 1,
  name: 'SRS',
  handicap: 'srs',
  start_type: 'common',
  rows,
  lists: [],
  ...over,
});

describe('finishBySeconds', () => {
  it('is start + leader corrected / own rating under SRS', () => {
    const racing = row({ rating: 1.2 });
    expect(finishBySeconds(group([leader, racing]), racing)).toBe(18 * 3600 + 2250);
  });
  it('uses elapsed time in a scratch group', () => {
    const racing = row({});
    expect(finishBySeconds(group([leader, racing], { handicap: 'scratch' }), racing)).toBe(
      18 * 3600 + 3000,
    );
  });
  it('is null without a leader, for finished boats and in a pursuit start', () => {
    const racing = row({});
    expect(finishBySeconds(group([racing]), racing)).toBeNull();
    expect(finishBySeconds(group([leader]), leader)).toBeNull();
    expect(finishBySeconds(group([leader, racing], { start_type: 'pursuit' }), racing)).toBeNull();
  });
});

describe('finishByOf', () => {
  it("prefers the server's beat_leader_by", () => {
    const racing = row({ rating: 1.2, beat_leader_by: '18:40:00' });
    expect(finishByOf(group([leader, racing]), racing)).toBe(18 * 3600 + 40 * 60);
    expect(finishByOf(group([leader, racing]), { ...racing, beat_leader_by: null })).toBeNull();
  });
  it('works it out when the server sends none', () => {
    const racing = row({ rating: 1.2 });
    expect(finishByOf(group([leader, racing]), racing)).toBe(18 * 3600 + 2250);
  });
});
