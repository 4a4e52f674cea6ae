import type { Competitor, SailingDetail } from '@segla/core';

/** A competitor as the API answers one (tests only). */
export function competitor(overrides: Partial<Competitor> = {}): Competitor {
  return {
    id: 9,
    sailing: 1,
    start_group: 2,
    sailor: 5,
    boat: null,
    name: 'Anna Lind',
    boat_name: 'Vinga',
    boat_type: 'Folkbåt',
    sail_number: 'SWE 4711',
    club_name: 'Bris',
    rating: 0.9,
    start: '18:30:00',
    finish_time: null,
    elapsed_time: null,
    code: null,
    report: null,
    ...overrides,
  };
}

/** A pending report of `time` (not counted unless said). */
export function pending(time: string, counted = false): Competitor['report'] {
  return { finish_time: time, note: '', reported_at: null, status: 'pending', counted };
}

/** An ongoing sailing with these competitors, all ungrouped (tests only). */
export function sailingWith(
  competitors: Competitor[],
  reported: SailingDetail['reported_finishes'] = 'after_approval',
): SailingDetail {
  return {
    id: 1,
    club: { id: 1, slug: 'bris', name: 'Bris' },
    name: 'Onsdagssegling',
    start_date: '2026-05-13',
    start_time: '18:30:00',
    status: 'ongoing',
    status_label: 'Pågående',
    serie: null,
    course: null,
    description: '',
    reg_status: 'closed',
    verified_result: false,
    is_finished: false,
    competitor_count: competitors.length,
    entry_deadline: null,
    reported_finishes: reported,
    protest_minutes: 60,
    finished_at: null,
    protest_deadline: null,
    entry_fee: null,
    late_fee: null,
    late_from: null,
    has_entry_fee: false,
    competitors,
    start_groups: [],
    ungrouped_competitors: competitors,
  };
}
