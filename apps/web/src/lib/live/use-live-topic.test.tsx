import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../query-client.ts';
import { theme } from '../theme.ts';
import { closeLiveConnection } from './live-connection.ts';
import { LIVE_FAILED_TEXT, LIVE_RETRY_LABEL, LiveNotice } from './live-notice.tsx';
import { queryKeys } from './query-keys.ts';
import { FakeWebSocket, results } from './test-fakes.ts';
import { useLiveSailing, useLiveState } from './use-live-sailing.ts';
import { useLiveTopic, useLiveTopics } from './use-live-topic.ts';
import { WAIT } from '../../test/waits.ts';

beforeEach(() => {
  FakeWebSocket.reset();
  // The client's default socket is the browser's WebSocket: the fake stands in for it.
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => {
  cleanup();
  closeLiveConnection();
  queryClient.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A topic is let go a microtask after its component: wait for that. */
const released = () => act(async () => {});

/** The connection module arrives by a dynamic import: wait for its first socket. */
async function firstSocket(): Promise<FakeWebSocket> {
  await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1), WAIT);
  return FakeWebSocket.last;
}

const routerWrapper =
  (path: string) =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );

describe('the live hooks of the pages', () => {
  it('make one connection for the whole tab, whatever asks for which topic', async () => {
    const club = renderHook(() => useLiveTopic({ club: 'ksss' }));
    const sailing = renderHook(() => useLiveSailing(5), { wrapper: routerWrapper('/') });
    const both = renderHook(() => useLiveTopics([{ sailing: 5 }, { club: 'ksss' }]));
    const socket = await firstSocket();
    expect(socket.url).toBe(`ws://${window.location.host}/ws/`);
    act(() => socket.open());
    expect(socket.sent).toEqual([
      { type: 'subscribe', club: 'ksss' },
      { type: 'subscribe', sailing: 5 },
    ]);

    // Another topic later goes over the same connection.
    const other = renderHook(() => useLiveTopic({ club: 'bris' }));
    expect(socket.sent.at(-1)).toEqual({ type: 'subscribe', club: 'bris' });
    expect(FakeWebSocket.instances).toHaveLength(1);
    for (const hook of [club, sailing, both, other]) hook.unmount();
  });

  it('unsubscribe when the last component wanting a topic unmounts', async () => {
    const first = renderHook(() => useLiveTopic({ club: 'ksss' }));
    const second = renderHook(() => useLiveTopics([{ club: 'ksss' }]));
    const socket = await firstSocket();
    act(() => socket.open());
    first.unmount();
    await released();
    expect(socket.sent.filter((message) => message.type === 'unsubscribe')).toEqual([]);
    second.unmount();
    await released();
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', club: 'ksss' });
  });

  it('follow a changing list of topics without resubscribing to the same ones', async () => {
    const { rerender, unmount } = renderHook(
      ({ topics }: { topics: { club: string }[] }) => useLiveTopics(topics),
      { initialProps: { topics: [{ club: 'ksss' }, { club: 'bris' }] } },
    );
    const socket = await firstSocket();
    act(() => socket.open());
    expect(socket.sent).toHaveLength(2);
    // A new array with the same topics, in another order: nothing to send.
    rerender({ topics: [{ club: 'bris' }, { club: 'ksss' }] });
    await released();
    expect(socket.sent).toHaveLength(2);
    rerender({ topics: [{ club: 'bris' }] });
    await released();
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', club: 'ksss' });
    expect(socket.sent.filter((message) => message.type === 'subscribe')).toHaveLength(2);
    unmount();
    await released();
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', club: 'bris' });
  });

  it("feed the app's query cache: results_update replaces the results", async () => {
    queryClient.setQueryData(queryKeys.sailingResults(5), results(5, null));
    const { unmount } = renderHook(() => useLiveTopic({ sailing: 5 }));
    const socket = await firstSocket();
    act(() => socket.open());
    act(() =>
      socket.receive({ type: 'results_update', sailing_id: 5, results: results(5, '19:42:10') }),
    );
    expect(queryClient.getQueryData(queryKeys.sailingResults(5))).toEqual(results(5, '19:42:10'));
    unmount();
  });

  it("send the user to the club's sailings list when the sailing shown is deleted", async () => {
    function SailingPage() {
      useLiveSailing(5);
      return <p>Seglingen</p>;
    }
    render(
      <MemoryRouter initialEntries={['/clubs/ksss/sailings/5/result']}>
        <Routes>
          <Route path="/clubs/:club/sailings/:sailing/result" element={<SailingPage />} />
          <Route path="/clubs/:club/sailings" element={<p>Klubbens seglingar</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const socket = await firstSocket();
    act(() => socket.open());
    // Another sailing of the club: the page stays.
    act(() => socket.receive({ type: 'sailing_delete', sailing_id: 6, club: 'ksss' }));
    expect(screen.getByText('Seglingen')).toBeInTheDocument();
    act(() => socket.receive({ type: 'sailing_delete', sailing_id: 5, club: 'ksss' }));
    expect(screen.getByText('Klubbens seglingar')).toBeInTheDocument();
  });

  it('do not navigate for a sailing no longer shown', async () => {
    function Viewer() {
      useLiveSailing(5);
      return <p>Seglingen</p>;
    }
    function App({ showing }: { showing: boolean }) {
      useLiveTopic({ club: 'ksss' });
      return (
        <Routes>
          <Route path="/" element={showing ? <Viewer /> : <p>Startsidan</p>} />
          <Route path="/clubs/:club/sailings" element={<p>Klubbens seglingar</p>} />
        </Routes>
      );
    }
    const { rerender } = render(
      <MemoryRouter initialEntries={['/']}>
        <App showing />
      </MemoryRouter>,
    );
    const socket = await firstSocket();
    act(() => socket.open());
    rerender(
      <MemoryRouter initialEntries={['/']}>
        <App showing={false} />
      </MemoryRouter>,
    );
    act(() => socket.receive({ type: 'sailing_delete', sailing_id: 5, club: 'ksss' }));
    expect(screen.getByText('Startsidan')).toBeInTheDocument();
  });

  it('show the max-reconnect state with a retry that reconnects and refetches', async () => {
    queryClient.setQueryData(queryKeys.sailingResults(5), results(5, null));
    function Page() {
      useLiveTopic({ sailing: 5 });
      return (
        <>
          <LiveNotice />
          <p>Tillstånd: {useLiveState()}</p>
        </>
      );
    }
    render(
      <MantineProvider theme={theme}>
        <Page />
      </MantineProvider>,
    );
    const socket = await firstSocket();
    vi.useFakeTimers();
    act(() => socket.open());
    expect(screen.getByText('Tillstånd: open')).toBeInTheDocument();
    act(() => socket.drop());
    // Reconnecting is not news: the notice waits for the last try.
    expect(screen.getByText('Tillstånd: reconnecting')).toBeInTheDocument();
    expect(screen.queryByText(LIVE_FAILED_TEXT)).toBeNull();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      act(() => {
        vi.advanceTimersByTime(5000);
        FakeWebSocket.last.drop();
      });
      if (attempt < 10) expect(screen.queryByText(LIVE_FAILED_TEXT)).toBeNull();
    }
    expect(FakeWebSocket.instances).toHaveLength(11);
    // The notice's Alert loads when first shown (live-notice.tsx).
    await vi.waitFor(
      () => expect(screen.getByRole('status')).toHaveTextContent(LIVE_FAILED_TEXT),
      WAIT,
    );
    // No more tries by itself.
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(FakeWebSocket.instances).toHaveLength(11);

    fireEvent.click(screen.getByRole('button', { name: LIVE_RETRY_LABEL }));
    await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(12), WAIT);
    act(() => FakeWebSocket.last.open());
    expect(screen.queryByText(LIVE_FAILED_TEXT)).toBeNull();
    expect(FakeWebSocket.last.sent).toEqual([{ type: 'subscribe', sailing: 5 }]);
    // What the page shows is asked for again: changes during the outage were missed.
    expect(queryClient.getQueryState(queryKeys.sailingResults(5))?.isInvalidated).toBe(true);
  });
});
