import type { Competitor, Notice, Protest, ProtestBoat, SailingDetail } from '@segla/core';

/** Test data of the board (tests only). */

export function competitor(
  id: number,
  sail_number: string,
  boat_name: string,
  sailor: number | null = null,
): Competitor {
  return {
    id,
    sailing: 10,
    start_group: 1,
    sailor,
    boat: null,
    name: `Skeppare ${sail_number}`,
    boat_name,
    boat_type: 'Express',
    sail_number,
    club_name: 'Bris',
    rating: 0.96,
    start: null,
    finish_time: null,
    elapsed_time: null,
    code: null,
  };
}

export const vindkraft = competitor(41, '4101', 'Vindkraft', 7);
export const havsorn = competitor(42, '4102', 'Havsörn');
export const tärnan = competitor(43, '4103', 'Tärnan', 7);

export function boat(c: Competitor): ProtestBoat {
  return { id: c.id, sail_number: c.sail_number, boat_name: c.boat_name, name: c.name };
}

/** A finished sailing of the club Bris with three boats, two of them the sailor 7's. */
export function boardSailing(overrides: Partial<SailingDetail> = {}): SailingDetail {
  const boats = [vindkraft, havsorn, tärnan];
  return {
    id: 10,
    club: { id: 2, slug: 'bris', name: 'Bris' },
    name: 'Onsdagssegling',
    start_date: '2026-06-10',
    start_time: '18:30:00',
    status: 'finished',
    status_label: 'Avslutad',
    serie: null,
    course: null,
    description: '',
    reg_status: 'closed',
    verified_result: false,
    is_finished: true,
    competitor_count: boats.length,
    entry_deadline: null,
    reported_finishes: 'after_approval',
    protest_minutes: 60,
    finished_at: null,
    protest_deadline: null,
    entry_fee: null,
    late_fee: null,
    late_from: null,
    has_entry_fee: false,
    competitors: boats,
    start_groups: [],
    ungrouped_competitors: boats,
    ...overrides,
  };
}

export function notice(overrides: Partial<Notice> = {}): Notice {
  return {
    id: 1,
    sailing: 10,
    series: null,
    kind: 'message',
    document_kind: null,
    title: 'Banändring',
    text: 'Banan är förkortad.',
    file: null,
    posted_at: new Date().toISOString(),
    posted_by: 'Lena Hägg, tävlingsledare',
    edited_at: null,
    revisions: [],
    withdrawn_at: null,
    withdrawn_by: null,
    ...overrides,
  };
}

export function protest(overrides: Partial<Protest> = {}): Protest {
  return {
    id: 5,
    sailing: 10,
    number: 1,
    kind: 'protest',
    status: 'filed',
    protestor: boat(vindkraft),
    protested: [boat(havsorn)],
    incident_time: '18:42',
    incident_place: 'Kryssmärket',
    rules: '10',
    description: 'Havsörn höll inte undan på babord halsar.',
    informed: true,
    filed_at: new Date().toISOString(),
    filed_by: 'Sara Ström',
    late_reason: null,
    hearing: null,
    decision: null,
    ...overrides,
  };
}
