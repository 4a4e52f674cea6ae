import type { Competitor, SailingDetail } from '@segla/core';
import { describe, expect, it } from 'vitest';
import { enteredLine, entryStateOf, formatDeadline } from './entry-state.ts';

const entry = {
  id: 7,
  sailing: 1,
  start_group: 3,
  sailor: 42,
  boat: 9,
  name: 'Sara Ström',
  boat_name: 'Tärnan',
  boat_type: 'Express',
  sail_number: 'SWE 100',
  club_name: '',
  rating: 0.96,
  start: null,
  finish_time: null,
  elapsed_time: null,
  code: null,
} satisfies Competitor;

function sailing(overrides: Partial<SailingDetail> = {}): SailingDetail {
  return {
    id: 1,
    club: { id: 1, slug: 'bris', name: 'Bris' },
    name: 'Onsdagssegling',
    start_date: '2026-06-10',
    start_time: '18:30:00',
    status: 'upcoming',
    status_label: 'Kommande',
    serie: null,
    course: null,
    description: '',
    reg_status: 'open',
    verified_result: false,
    is_finished: false,
    competitor_count: 0,
    entry_deadline: null,
    reported_finishes: 'after_approval',
    protest_minutes: 60,
    finished_at: null,
    protest_deadline: null,
    entry_fee: null,
    late_fee: null,
    late_from: null,
    has_entry_fee: false,
    competitors: [],
    start_groups: [],
    ungrouped_competitors: [],
    ...overrides,
  };
}

describe('entryStateOf (issue 13)', () => {
  it('offers an entry while entries are open, with the last entry time', () => {
    expect(entryStateOf(sailing(), 42)).toEqual({ kind: 'open', deadline: null });
    const deadline = '2999-01-01T18:00';
    expect(entryStateOf(sailing({ entry_deadline: deadline }), 42)).toEqual({
      kind: 'open',
      deadline,
    });
  });

  it('says why entries are closed while the sailing is upcoming, and nothing after', () => {
    expect(entryStateOf(sailing({ reg_status: 'closed' }), 42)).toEqual({
      kind: 'closed',
      line: 'Anmälan är stängd.',
    });
    expect(entryStateOf(sailing({ entry_deadline: '2000-01-01T18:00' }), 42)).toEqual({
      kind: 'closed',
      line: 'Sista anmälningstiden har passerat.',
    });
    expect(entryStateOf(sailing({ status: 'finished' }), 42)).toEqual({ kind: 'none' });
  });

  it('finds her entry and its start group, or "Utan startgrupp"', () => {
    const group = { id: 3, name: 'SRS kölbåt' } as SailingDetail['start_groups'][number];
    const entered = entryStateOf(sailing({ competitors: [entry], start_groups: [group] }), 42);
    expect(entered).toMatchObject({ kind: 'entered', groupName: 'SRS kölbåt', canWithdraw: true });
    const ungrouped = entryStateOf(
      sailing({ status: 'ongoing', competitors: [{ ...entry, start_group: null }] }),
      42,
    );
    expect(ungrouped).toMatchObject({ groupName: 'Utan startgrupp', canWithdraw: false });
    expect(enteredLine(entry, 'SRS kölbåt')).toBe(
      'Du är anmäld med Tärnan (SWE 100) i SRS kölbåt.',
    );
    expect(formatDeadline('2026-06-10T18:00')).toBe('ons 10 juni 2026 18:00');
  });
});
