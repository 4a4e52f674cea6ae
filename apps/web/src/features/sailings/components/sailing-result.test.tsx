import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeLiveConnection } from '../../../lib/live/live-connection.ts';
import { FakeWebSocket, results, sailingDetail } from '../../../lib/live/test-fakes.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { theme } from '../../../lib/theme.ts';
import { jsonResponse, mockFetch } from '../../../test/render.tsx';
import { SailingResult } from './sailing-result.tsx';
import { WAIT } from '../../../test/waits.ts';

const today = new Date().toISOString().slice(0, 10);

beforeEach(() => {
  // Fake from the start, so a poll would be on the fake clock too; moving with real time, so
  // the waits for the fetches and the import still end.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => {
  cleanup();
  closeLiveConnection();
  queryClient.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderResult() {
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/?resultat=segling-5']}>
          <SailingResult id={5} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('SailingResult, live', () => {
  it('shows a finish time as soon as the results_update arrives, and polls no more', async () => {
    const calls = mockFetch((url) => {
      if (url === '/api/sailings/5/') {
        return jsonResponse(
          200,
          sailingDetail({ id: 5, status: 'ongoing', status_label: 'Pågår', start_date: today }),
        );
      }
      if (url === '/api/sailings/5/results/') return jsonResponse(200, results(5, null));
      return jsonResponse(404, { detail: 'Hittades inte.' });
    });
    renderResult();
    const panel = await screen.findByRole('article', { name: 'Resultat: Onsdagssegling' });
    expect(within(panel).getAllByText('På banan').length).toBeGreaterThan(0);

    await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1), WAIT);
    const socket = FakeWebSocket.last;
    act(() => socket.open());
    expect(socket.sent).toEqual([{ type: 'subscribe', sailing: 5 }]);

    act(() =>
      socket.receive({ type: 'results_update', sailing_id: 5, results: results(5, '19:42:10') }),
    );
    expect(await within(panel).findByText('19:42:10')).toBeInTheDocument();
    expect(within(panel).queryByText('På banan')).toBeNull();

    // The old 15-second poll is gone: the live updates are what keeps the result current.
    const fetched = calls.length;
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    expect(calls).toHaveLength(fetched);
  });
});
