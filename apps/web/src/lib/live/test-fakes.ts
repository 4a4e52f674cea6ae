import type {
  Competitor,
  IndexData,
  SailingDetail,
  SailingListItem,
  SailingResults,
  Series,
} from '@segla/core';
import type { WebSocketLike } from './live-client.ts';

/** A WebSocket the tests drive by hand: open it, feed it messages, drop it. */
export class FakeWebSocket implements WebSocketLike {
  static instances: FakeWebSocket[] = [];
  readyState = 0;
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  readonly sent: Record<string, unknown>[] = [];
  closedWith: number | undefined | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  static reset(): void {
    FakeWebSocket.instances = [];
  }

  static get last(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no socket made');
    return socket;
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close(code?: number): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  receive(message: unknown): void {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }

  /** The connection is lost (or never came): error then close, as browsers do. */
  drop(code = 1006): void {
    this.readyState = 3;
    this.onerror?.({});
    this.onclose?.({ code });
  }
}

export function sailing(overrides: Partial<SailingListItem> = {}): SailingListItem {
  return {
    id: 1,
    club: { id: 1, slug: 'ksss', name: 'KSSS' },
    name: 'Onsdagssegling',
    start_date: '2026-05-13',
    start_time: '18:30:00',
    status: 'upcoming',
    status_label: 'Kommande',
    serie: null,
    course: { id: 3, name: 'Bana A' },
    description: 'Samling vid klubbhuset.',
    reg_status: 'open',
    verified_result: false,
    is_finished: false,
    competitor_count: 4,
    ...overrides,
  };
}

export function sailingDetail(overrides: Partial<SailingListItem> = {}): SailingDetail {
  const competitor: Competitor = {
    id: 9,
    sailing: overrides.id ?? 1,
    start_group: null,
    sailor: null,
    boat: null,
    name: 'Anna Ek',
    boat_name: 'Vindil',
    boat_type: 'Folkbåt',
    sail_number: 'SWE 1',
    club_name: 'KSSS',
    rating: 0.9,
    start: null,
    finish_time: null,
    elapsed_time: null,
    code: null,
  };
  return {
    ...sailing(overrides),
    entry_deadline: null,
    reported_finishes: 'after_approval',
    protest_minutes: 60,
    finished_at: null,
    protest_deadline: null,
    entry_fee: null,
    late_fee: null,
    late_from: null,
    has_entry_fee: false,
    competitors: [competitor],
    start_groups: [],
    ungrouped_competitors: [competitor],
  };
}

export function series(id: number, sailings: SailingListItem[]): Series {
  return {
    id,
    club: { id: 1, slug: 'ksss', name: 'KSSS' },
    name: `Serie ${id}`,
    description: '',
    status: 'upcoming',
    first_date: sailings[0]?.start_date ?? null,
    last_date: sailings.at(-1)?.start_date ?? null,
    sailing_count: sailings.length,
    sailings,
    discard_thresholds: [4],
    dnf_scoring: 'series_entries',
    dnf_points: null,
    scp_places: null,
    penalty_on_tie: 'tied_score',
    rules_edition: '2025',
    round_corrected: 'none',
    entry_fee: null,
    late_fee: null,
    late_from: null,
  };
}

export function results(sailingId: number, finishTime: string | null): SailingResults {
  return {
    sailing_id: sailingId,
    verified: false,
    finished: false,
    categories: [],
    groups: [
      {
        id: 1,
        name: 'SRS kölbåt',
        lists: [],
        handicap: 'srs',
        start_type: 'common',
        rows: [
          {
            competitor_id: 9,
            rank: finishTime ? 1 : null,
            points: 1,
            code: null,
            status: finishTime ? 'finished' : 'unfinished',
            name: 'Anna Ek',
            boat_name: 'Vindil',
            boat_type: 'Folkbåt',
            sail_number: 'SWE 1',
            rating: 0.9,
            start: '18:00:00',
            finish_time: finishTime,
            elapsed_time: finishTime ? 3600 : null,
            corrected_time: finishTime ? 3240 : null,
            beat_leader_by: null,
            reported: false,
            protest: null,
            categories: [],
          },
        ],
      },
    ],
  };
}

export function indexData(parts: Partial<IndexData> = {}): IndexData {
  return {
    ongoing: [],
    upcoming: [],
    latest_results: [],
    clubs: [],
    counts: { clubs: 1, sailings: 1, series: 0, sailors: 0, competitors: 0 },
    ...parts,
  };
}
