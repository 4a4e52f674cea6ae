import { MantineProvider } from '@mantine/core';
import type {
  Competitor,
  SailingDetail,
  SailingResultRow,
  SailingResults,
  StartGroup,
} from '@segla/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useMemo, useSyncExternalStore, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { cssVariablesResolver, theme } from '../../../lib/theme.ts';
import type { FinishQueue, FinishWrite, QueueEntry, RejectedEntry } from '../queue/types.ts';

/** A competitor of sailing 1. */
export function competitor(id: number, overrides: Partial<Competitor> = {}): Competitor {
  return {
    id,
    sailing: 1,
    start_group: 2,
    sailor: null,
    boat: null,
    name: `Skeppare ${id}`,
    boat_name: `Båt ${id}`,
    boat_type: 'Folkbåt',
    sail_number: `SWE ${id}`,
    club_name: 'KSSS',
    rating: 0.845,
    start: '18:30:00',
    finish_time: null,
    elapsed_time: null,
    code: null,
    ...overrides,
  };
}

export function group(overrides: Partial<StartGroup> = {}): StartGroup {
  return {
    id: 2,
    sailing: 1,
    name: 'SRS kölbåt',
    start_time: '18:30:00',
    handicap: 'srs',
    start_type: 'common',
    pursuit_minutes: null,
    pursuit_rounding: 'second',
    min_rating: null,
    max_rating: null,
    boat_types: '',
    is_default: false,
    competitors: [],
    ...overrides,
  };
}

/** An ongoing sailing on 2026-05-13 with the given start groups. */
export function sailing(groups: StartGroup[], ungrouped: Competitor[] = []): SailingDetail {
  const competitors = [...groups.flatMap((item) => item.competitors), ...ungrouped];
  return {
    id: 1,
    club: { id: 1, slug: 'ksss', name: 'KSSS' },
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
    reported_finishes: 'after_approval',
    protest_minutes: 60,
    finished_at: null,
    protest_deadline: null,
    entry_fee: null,
    late_fee: null,
    late_from: null,
    has_entry_fee: false,
    competitors,
    start_groups: groups,
    ungrouped_competitors: ungrouped,
  };
}

/** A results row for a competitor (unfinished unless told). */
export function row(boat: Competitor, overrides: Partial<SailingResultRow> = {}): SailingResultRow {
  return {
    competitor_id: boat.id,
    rank: null,
    points: null,
    code: boat.code,
    status: 'unfinished',
    name: boat.name,
    boat_name: boat.boat_name,
    boat_type: boat.boat_type,
    sail_number: boat.sail_number,
    rating: boat.rating,
    start: boat.start,
    finish_time: boat.finish_time,
    elapsed_time: null,
    corrected_time: null,
    beat_leader_by: null,
    reported: false,
    protest: null,
    categories: [],
    ...overrides,
  };
}

export function results(
  groupRows: { group: StartGroup; rows: SailingResultRow[] }[],
): SailingResults {
  return {
    sailing_id: 1,
    verified: false,
    finished: false,
    categories: [],
    groups: groupRows.map(({ group: item, rows }) => ({
      id: item.id,
      name: item.name,
      lists: [],
      handicap: item.handicap,
      start_type: item.start_type,
      rows,
    })),
  };
}

interface FakeState {
  pending: readonly QueueEntry[];
  rejected: readonly RejectedEntry[];
}

/**
 * A queue the tests drive by hand, as `useFinishQueue` answers: `enqueue` keeps the write as
 * pending at once, `send` makes an entry "sent" (cancel then refuses), `acknowledge` removes it.
 */
export function createFakeQueue() {
  let state: FakeState = { pending: [], rejected: [] };
  const listeners = new Set<() => void>();
  const sent = new Set<string>();
  let next = 0;
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const set = (change: Partial<FakeState>) => {
    state = { ...state, ...change };
    emit();
  };
  return {
    enqueue: vi.fn((write: FinishWrite, stampedAt?: Date): Promise<QueueEntry> => {
      next += 1;
      const entry: QueueEntry = {
        clientId: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
        sailingId: 1,
        write,
        queuedAt: (stampedAt ?? new Date()).toISOString(),
        device: 'Testtelefon',
        attempts: 0,
      };
      set({ pending: [...state.pending, entry] });
      return Promise.resolve(entry);
    }),
    cancel: vi.fn((clientId: string): Promise<boolean> => {
      if (sent.has(clientId)) return Promise.resolve(false);
      const before = state.pending.length;
      set({ pending: state.pending.filter((entry) => entry.clientId !== clientId) });
      return Promise.resolve(state.pending.length < before);
    }),
    dismissRejected: vi.fn((clientId: string): Promise<void> => {
      set({ rejected: state.rejected.filter((entry) => entry.clientId !== clientId) });
      return Promise.resolve();
    }),
    retryNow: vi.fn(),
    send(clientId: string) {
      sent.add(clientId);
    },
    acknowledge(clientId: string) {
      sent.add(clientId);
      set({ pending: state.pending.filter((entry) => entry.clientId !== clientId) });
    },
    reject(entry: RejectedEntry) {
      set({
        pending: state.pending.filter((item) => item.clientId !== entry.clientId),
        rejected: [...state.rejected, entry],
      });
    },
    get pending() {
      return state.pending;
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => state,
  };
}

export type FakeQueue = ReturnType<typeof createFakeQueue>;

/** `useFinishQueue` over a fake queue (the tests' vi.mock of the queue module answers this). */
export function useFakeQueue(fake: FakeQueue): FinishQueue {
  const snapshot = useSyncExternalStore(fake.subscribe, fake.getSnapshot, fake.getSnapshot);
  return useMemo(
    () => ({
      ...snapshot,
      loaded: true,
      unreachable: false,
      storageError: null,
      online: true,
      enqueue: fake.enqueue,
      cancel: fake.cancel,
      dismissRejected: fake.dismissRejected,
      retryNow: fake.retryNow,
      device: 'Testtelefon',
    }),
    [snapshot, fake],
  );
}

/**
 * Renders with the app's providers under a data router (the page's leave warning needs one);
 * transitions off so modals and drawers open and close at once.
 */
export function renderInDataRouter(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  const instant = { defaultProps: { transitionProps: { duration: 0 } } };
  const view = render(
    <MantineProvider
      theme={{
        ...theme,
        components: { ...theme.components, Modal: instant, Drawer: instant },
      }}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { queryClient, router, ...view };
}
