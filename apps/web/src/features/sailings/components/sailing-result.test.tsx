import { QueryClientProvider } from '@tanstack/react-query';
import type { SailingResults } from '@segla/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeLiveConnection } from '../../../lib/live/live-connection.ts';
import { FakeWebSocket, results, sailingDetail } from '../../../lib/live/test-fakes.ts';
import { queryClient } from '../../../lib/query-client.ts';
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

/**
 * With the app's providers but not Mantine's: a shared result paints without it (decision
 * 0055). The shared query client, which the live updates write to.
 */
function renderResult() {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/?resultat=segling-5']}>
        <SailingResult id={5} />
      </MemoryRouter>
    </QueryClientProvider>,
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

describe('SailingResult, boats without a start group', () => {
  it("lists them under 'Utan startgrupp' so every entered boat shows", async () => {
    const detail = sailingDetail({ id: 5, status: 'finished', status_label: 'Avslutad' });
    const grouped = { ...detail.competitors[0]!, start_group: 1 };
    const ungrouped = {
      ...grouped,
      id: 10,
      start_group: null,
      name: 'Olle Berg',
      boat_name: 'Tärnan',
      sail_number: 'SWE 22',
    };
    mockFetch((url) => {
      if (url === '/api/sailings/5/') {
        return jsonResponse(200, {
          ...detail,
          competitor_count: 2,
          competitors: [grouped, ungrouped],
          ungrouped_competitors: [ungrouped],
        });
      }
      if (url === '/api/sailings/5/results/') return jsonResponse(200, results(5, '19:42:10'));
      return jsonResponse(404, { detail: 'Hittades inte.' });
    });
    renderResult();
    const section = await screen.findByRole('region', { name: 'Utan startgrupp' });
    expect(within(section).getByText('Inte placerade: saknar startgrupp.')).toBeInTheDocument();
    expect(within(section).getByText('Tärnan')).toBeInTheDocument();
    expect(within(section).queryByText('Vindil')).toBeNull();
    // The scored boat stays in her group's table.
    const group = screen.getByRole('region', { name: 'SRS kölbåt' });
    expect(within(group).getByText('Vindil')).toBeInTheDocument();
  });

  it('shows no such section when every boat has a group', async () => {
    const detail = sailingDetail({ id: 5, status: 'finished', status_label: 'Avslutad' });
    mockFetch((url) => {
      if (url === '/api/sailings/5/') {
        return jsonResponse(200, { ...detail, ungrouped_competitors: [] });
      }
      if (url === '/api/sailings/5/results/') return jsonResponse(200, results(5, '19:42:10'));
      return jsonResponse(404, { detail: 'Hittades inte.' });
    });
    renderResult();
    await screen.findByRole('region', { name: 'SRS kölbåt' });
    expect(screen.queryByRole('region', { name: 'Utan startgrupp' })).toBeNull();
  });
});

describe('SailingResult, download and print', () => {
  function serve(detail: ReturnType<typeof sailingDetail>, verified = false) {
    mockFetch((url) => {
      if (url === '/api/sailings/5/') return jsonResponse(200, detail);
      if (url === '/api/sailings/5/results/') {
        return jsonResponse(200, { ...results(5, '19:42:10'), verified });
      }
      return jsonResponse(404, { detail: 'Hittades inte.' });
    });
  }

  it('offers the CSV and printing, with a print header saying "Preliminärt"', async () => {
    serve(sailingDetail({ id: 5, status: 'finished', status_label: 'Avslutad' }));
    renderResult();
    const panel = await screen.findByRole('article', { name: 'Resultat: Onsdagssegling' });
    expect(within(panel).getByRole('link', { name: 'Ladda ner CSV' })).toHaveAttribute(
      'href',
      '/api/sailings/5/results/?format=csv',
    );
    expect(within(panel).getByRole('button', { name: 'Skriv ut' })).toBeInTheDocument();
    const header = panel.querySelector('.print-header');
    expect(header).toHaveTextContent('Onsdagssegling');
    expect(header).toHaveTextContent('Preliminärt');
  });

  it('says "Kontrollerat resultat" on paper once verified', async () => {
    serve(sailingDetail({ id: 5, status: 'finished', status_label: 'Avslutad' }), true);
    renderResult();
    const panel = await screen.findByRole('article', { name: 'Resultat: Onsdagssegling' });
    await within(panel).findByRole('button', { name: 'Skriv ut' });
    expect(panel.querySelector('.print-header')).toHaveTextContent('Kontrollerat resultat');
    expect(panel.querySelector('.print-header')).not.toHaveTextContent('Preliminärt');
  });

  it('offers neither before the start, when there are no results', async () => {
    serve(sailingDetail({ id: 5, status: 'upcoming', status_label: 'Kommande' }));
    renderResult();
    const panel = await screen.findByRole('article', { name: 'Resultat: Onsdagssegling' });
    expect(within(panel).queryByRole('link', { name: 'Ladda ner CSV' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Skriv ut' })).toBeNull();
    expect(panel.querySelector('.print-header')).not.toHaveTextContent('Preliminärt');
  });
});

describe('SailingResult, protest decisions (issue 30)', () => {
  it("links a code set by a decision to the protest on the sailing's board", async () => {
    const scored = results(5, null);
    const row = scored.groups[0]!.rows[0]!;
    scored.groups[0]!.rows[0] = {
      ...row,
      rank: null,
      code: 'DSQ',
      status: 'coded',
      points: 3,
      protest: { id: 12, number: 3 },
    };
    mockFetch((url) => {
      if (url === '/api/sailings/5/') {
        return jsonResponse(
          200,
          sailingDetail({ id: 5, status: 'finished', status_label: 'Avslutad' }),
        );
      }
      if (url === '/api/sailings/5/results/') return jsonResponse(200, scored);
      return jsonResponse(404, { detail: 'Hittades inte.' });
    });
    renderResult();
    const link = await screen.findByRole('link', { name: 'Beslut i protest 3' });
    expect(link).toHaveTextContent('DSQ');
    expect(link).toHaveAttribute('href', '/clubs/ksss/sailings/5/board#protest-12');
  });
});

describe('SailingResult, further lists and prize categories (issue 32)', () => {
  type Row = SailingResults['groups'][number]['rows'][number];
  const base = results(5, '19:42:10').groups[0]!.rows[0]!;
  /** A boat home, ranked `rank` with `points`, in the prize categories given. */
  function boat(id: number, boatName: string, rank: number, extra: Partial<Row> = {}): Row {
    return {
      ...base,
      competitor_id: id,
      boat_name: boatName,
      sail_number: `SWE ${id}`,
      rank,
      points: rank,
      ...extra,
    };
  }
  const anna = boat(1, 'Anna', 1, { rating: 0.9, categories: [] });
  const berit = boat(2, 'Berit', 2, { rating: 1.1, categories: [30] });
  const cilla = boat(3, 'Cilla', 3, { rating: 0.8, categories: [30] });
  const scored: SailingResults = {
    ...results(5, '19:42:10'),
    categories: [
      { id: 30, name: 'Dam' },
      { id: 31, name: 'Junior' },
    ],
    groups: [
      {
        ...results(5, '19:42:10').groups[0]!,
        rows: [anna, berit, cilla],
        lists: [
          {
            id: 70,
            name: 'Först i mål',
            kind: 'scratch',
            rows: [
              { ...berit, rank: 1, points: 1, rating: null },
              { ...anna, rank: 2, points: 2, rating: null },
              { ...cilla, rank: 3, points: 3, rating: null },
            ],
          },
          {
            id: 71,
            name: 'PY',
            kind: 'yardstick',
            rows: [
              { ...cilla, rank: 1, points: 1, rating: 1050, corrected_time: 3428.6 },
              { ...berit, rank: 2, points: 2, rating: 1100, corrected_time: 3500 },
              { ...anna, rank: null, points: null, rating: null, status: 'no_rating' },
            ],
          },
        ],
      },
    ],
  };

  function serveLists(given: SailingResults = scored) {
    mockFetch((url) => {
      if (url === '/api/sailings/5/') {
        return jsonResponse(
          200,
          sailingDetail({ id: 5, status: 'finished', status_label: 'Avslutad' }),
        );
      }
      if (url === '/api/sailings/5/results/') return jsonResponse(200, given);
      return jsonResponse(404, { detail: 'Hittades inte.' });
    });
  }

  /** The boats of the shown table's rows, top down. */
  function shownBoats(group: HTMLElement) {
    return within(group)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('.boat-name')?.textContent);
  }

  it("switches between the group's own ranking and each list, with the list's rating", async () => {
    serveLists();
    renderResult();
    const group = await screen.findByRole('region', { name: 'SRS kölbåt' });
    const lists = within(group).getByRole('radiogroup', { name: 'Resultatlista i SRS kölbåt' });
    expect(within(lists).getByRole('radio', { name: 'SRS' })).toBeChecked();
    expect(shownBoats(group)).toEqual(['Anna', 'Berit', 'Cilla']);
    expect(within(group).getByRole('columnheader', { name: 'SRS' })).toBeInTheDocument();

    fireEvent.click(within(lists).getByRole('radio', { name: 'PY' }));
    expect(within(lists).getByRole('radio', { name: 'PY' })).toBeChecked();
    expect(shownBoats(group)).toEqual(['Cilla', 'Berit', 'Anna']);
    expect(within(group).getByRole('columnheader', { name: 'PY' })).toBeInTheDocument();
    expect(within(group).queryByRole('columnheader', { name: 'SRS' })).toBeNull();
    expect(within(group).getByRole('columnheader', { name: 'Korr. tid' })).toBeInTheDocument();
    const cillaRow = within(group).getAllByRole('row')[1]!;
    expect(cillaRow).toHaveTextContent('1050');
    // A boat without a PY number has no place in the PY list.
    expect(within(group).getAllByRole('row')[3]!).toHaveTextContent('PY saknas');

    fireEvent.click(within(lists).getByRole('radio', { name: 'Först i mål' }));
    expect(shownBoats(group)).toEqual(['Berit', 'Anna', 'Cilla']);
    // Ranked on elapsed time: no rating, no corrected time.
    expect(within(group).queryByRole('columnheader', { name: 'PY' })).toBeNull();
    expect(within(group).queryByRole('columnheader', { name: 'SRS' })).toBeNull();
    expect(within(group).queryByRole('columnheader', { name: 'Korr. tid' })).toBeNull();
  });

  it('has every list on paper, each under its name, the switch left off', async () => {
    serveLists();
    renderResult();
    const group = await screen.findByRole('region', { name: 'SRS kölbåt' });
    const views = group.querySelectorAll('.result-view');
    expect(views).toHaveLength(3);
    expect([...views].map((view) => view.querySelector('.result-view-title')?.textContent)).toEqual(
      ['SRS', 'Först i mål', 'PY'],
    );
    // On screen only the chosen one shows; print CSS shows the hidden ones.
    expect([...views].map((view) => (view as HTMLElement).hidden)).toEqual([false, true, true]);
  });

  it("shows a category's boats placed 1, 2 … among themselves, with the fleet's points", async () => {
    serveLists();
    renderResult();
    const picker = await screen.findByRole('radiogroup', { name: 'Visa' });
    expect(within(picker).getByRole('radio', { name: 'Alla' })).toBeChecked();
    fireEvent.click(within(picker).getByRole('radio', { name: 'Dam' }));

    const group = screen.getByRole('region', { name: 'SRS kölbåt' });
    expect(shownBoats(group)).toEqual(['Berit', 'Cilla']);
    const [berit, cilla] = within(group).getAllByRole('row').slice(1);
    expect(within(berit!).getByLabelText('Plats 1')).toBeInTheDocument();
    expect(berit!.querySelector('.points')).toHaveTextContent('2');
    expect(within(cilla!).getByLabelText('Plats 2')).toBeInTheDocument();
    expect(cilla!.querySelector('.points')).toHaveTextContent('3');
    expect(screen.getByText(/Dam: placering bland kategorins båtar/)).toBeInTheDocument();

    // The lists too: in PY Cilla is ahead of Berit in the fleet, so in Dam.
    const lists = within(group).getByRole('radiogroup', { name: 'Resultatlista i SRS kölbåt' });
    fireEvent.click(within(lists).getByRole('radio', { name: 'PY' }));
    expect(shownBoats(group)).toEqual(['Cilla', 'Berit']);

    fireEvent.click(within(picker).getByRole('radio', { name: 'Alla' }));
    expect(shownBoats(group)).toEqual(['Cilla', 'Berit', 'Anna']);
  });

  it("puts a list's rating under the boat on a phone, where its column gives way", async () => {
    serveLists();
    renderResult();
    const group = await screen.findByRole('region', { name: 'SRS kölbåt' });
    const phoneLines = () =>
      [...group.querySelectorAll('.result-view:not([hidden]) tbody .below-sm')].map(
        (line) => line.textContent,
      );
    // The group's own SRS gives way to the corrected time on a phone.
    expect(phoneLines()).toEqual(['SWE 1 · Anna Ek', 'SWE 2 · Anna Ek', 'SWE 3 · Anna Ek']);
    const lists = within(group).getByRole('radiogroup', { name: 'Resultatlista i SRS kölbåt' });
    fireEvent.click(within(lists).getByRole('radio', { name: 'PY' }));
    expect(phoneLines()).toEqual([
      'SWE 3 · Anna Ek · PY\u00a01050',
      'SWE 2 · Anna Ek · PY\u00a01100',
      'SWE 1 · Anna Ek · PY\u00a0–',
    ]);
    // The column is there from a tablet's width on.
    expect(within(group).getByRole('columnheader', { name: 'PY' })).toHaveClass('from-sm');
  });

  it('downloads the CSV of the prize category picked', async () => {
    serveLists();
    renderResult();
    const picker = await screen.findByRole('radiogroup', { name: 'Visa' });
    const link = screen.getByRole('link', { name: 'Ladda ner CSV' });
    expect(link).toHaveAttribute('href', '/api/sailings/5/results/?format=csv');
    fireEvent.click(within(picker).getByRole('radio', { name: 'Dam' }));
    expect(link).toHaveAttribute('href', '/api/sailings/5/results/?format=csv&category=30');
    fireEvent.click(within(picker).getByRole('radio', { name: 'Alla' }));
    expect(link).toHaveAttribute('href', '/api/sailings/5/results/?format=csv');
  });

  it('shows neither switch without lists and categories', async () => {
    serveLists(results(5, '19:42:10'));
    renderResult();
    await screen.findByRole('region', { name: 'SRS kölbåt' });
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});
