import type { SailingListItem, SeriesResults } from '@segla/core';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeLiveConnection } from '../../../lib/live/live-connection.ts';
import { FakeWebSocket, sailing, series } from '../../../lib/live/test-fakes.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { theme } from '../../../lib/theme.ts';
import { jsonResponse, mockFetch } from '../../../test/render.tsx';
import { SeriesResult } from './series-result.tsx';

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => {
  cleanup();
  closeLiveConnection();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const standings: SeriesResults = {
  serie_id: 3,
  categories: [],
  sailings: [{ id: 1, name: 'Onsdagssegling', start_date: '2026-05-13' }],
  groups: [
    {
      name: 'SRS kölbåt',
      lists: [],
      no_rating: [],
      rows: [
        {
          rank: 1,
          name: 'Anna Ek',
          boat_name: 'Vindil',
          sail_number: 'SWE 1',
          races: [{ sailing_id: 1, points: 1, code: null, discarded: false, protest: null }],
          total: 1,
          net: 1,
          categories: [],
        },
      ],
    },
  ],
};

/** With the app's providers; the shared query client, which the live updates write to. */
function serve(sailings: SailingListItem[], withStandings = true, given = standings) {
  mockFetch((url) => {
    if (url === '/api/series/3/') return jsonResponse(200, series(3, sailings));
    if (url === '/api/series/3/results/' && withStandings) return jsonResponse(200, given);
    return jsonResponse(404, { detail: 'Hittades inte.' });
  });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <SeriesResult id={3} sailingHref={(id) => `/segling/${id}`} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return screen.findByRole('article', { name: 'Resultat: Serie 3' });
}

describe('SeriesResult, download and print', () => {
  it('offers the CSV and printing; "Preliminärt" on paper while a sailing is not verified', async () => {
    const panel = await serve([
      sailing({ id: 1, status: 'finished', verified_result: true }),
      sailing({ id: 2, status: 'finished', verified_result: false }),
    ]);
    expect(await within(panel).findByRole('link', { name: 'Ladda ner CSV' })).toHaveAttribute(
      'href',
      '/api/series/3/results/?format=csv',
    );
    expect(within(panel).getByRole('button', { name: 'Skriv ut' })).toBeInTheDocument();
    expect(panel.querySelector('.print-header')).toHaveTextContent('Preliminärt');
    expect(panel.querySelector('.print-legend')).toHaveTextContent('S1 Onsdagssegling, 13 maj');
  });

  it('says "Kontrollerat resultat" once every sailing with results is verified', async () => {
    const panel = await serve([
      sailing({ id: 1, status: 'finished', verified_result: true }),
      sailing({ id: 2, status: 'upcoming' }),
    ]);
    await within(panel).findByRole('button', { name: 'Skriv ut' });
    expect(panel.querySelector('.print-header')).toHaveTextContent('Kontrollerat resultat');
  });

  it('leaves the link out when no sailing is published: a visitor could not read it', async () => {
    const panel = await serve([sailing({ id: 1, status: 'unpublished' })]);
    await within(panel).findByRole('button', { name: 'Skriv ut' });
    expect(within(panel).queryByRole('link', { name: 'Ladda ner CSV' })).toBeNull();
  });
});

describe('SeriesResult without standings', () => {
  it('says so and still lists the sailings', async () => {
    const panel = await serve(
      [sailing({ id: 1, status: 'finished', verified_result: true })],
      false,
    );
    expect(await within(panel).findByTestId('series-results-missing')).toHaveTextContent(
      'Serieresultatet kan inte visas ännu.',
    );
    expect(within(panel).getByRole('region', { name: 'Seglingar i serien' })).toBeInTheDocument();
  });
});

describe('SeriesResult, protest decisions (issue 30)', () => {
  it("links a race's code set by a decision to the protest on its sailing's board", async () => {
    const row = standings.groups[0]!.rows[0]!;
    const decided: SeriesResults = {
      ...standings,
      groups: [
        {
          name: 'SRS kölbåt',
          lists: [],
          no_rating: [],
          rows: [
            {
              ...row,
              races: [
                {
                  sailing_id: 1,
                  points: 3,
                  code: 'DSQ',
                  discarded: false,
                  protest: { id: 12, number: 3 },
                },
              ],
            },
          ],
        },
      ],
    };
    const panel = await serve([sailing({ id: 1, status: 'finished' })], true, decided);
    const links = await within(panel).findAllByRole('link', { name: 'Beslut i protest 3' });
    // In the race's column, and in the phone's line under the boat.
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveTextContent('DSQ');
      expect(link).toHaveAttribute('href', '/clubs/ksss/sailings/1/board#protest-12');
    }
  });
});

describe('SeriesResult, further lists and prize categories (issue 32)', () => {
  type Row = SeriesResults['groups'][number]['rows'][number];
  const base = standings.groups[0]!.rows[0]!;
  function boat(boatName: string, rank: number, categories: number[]): Row {
    return {
      ...base,
      rank,
      boat_name: boatName,
      sail_number: `SWE ${rank}`,
      races: [{ sailing_id: 1, points: rank, code: null, discarded: false, protest: null }],
      total: rank,
      net: rank,
      categories,
    };
  }
  const withLists: SeriesResults = {
    ...standings,
    categories: [{ id: 30, name: 'Dam' }],
    groups: [
      {
        name: 'SRS kölbåt',
        rows: [boat('Anna', 1, []), boat('Berit', 2, [30]), boat('Cilla', 3, [30])],
        no_rating: [],
        lists: [
          {
            name: 'Först i mål',
            kind: 'scratch',
            rows: [boat('Cilla', 1, [30]), boat('Anna', 2, []), boat('Berit', 3, [30])],
            no_rating: [],
          },
        ],
      },
    ],
  };

  function shownBoats(group: HTMLElement) {
    return within(group)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('.boat-name')?.textContent);
  }

  it("switches between the group's own standings and each list's", async () => {
    const panel = await serve([sailing({ id: 1, status: 'finished' })], true, withLists);
    const group = await within(panel).findByRole('region', { name: 'Serieställning SRS kölbåt' });
    const lists = within(group).getByRole('radiogroup', { name: 'Resultatlista i SRS kölbåt' });
    expect(within(lists).getByRole('radio', { name: 'Huvudlista' })).toBeChecked();
    expect(shownBoats(group)).toEqual(['Anna', 'Berit', 'Cilla']);
    fireEvent.click(within(lists).getByRole('radio', { name: 'Först i mål' }));
    expect(shownBoats(group)).toEqual(['Cilla', 'Anna', 'Berit']);
    // On paper both, each under its name.
    expect(
      [...group.querySelectorAll('.result-view-title')].map((title) => title.textContent),
    ).toEqual(['Huvudlista', 'Först i mål']);
  });

  it("shows a category's boats placed among themselves, with the fleet's points", async () => {
    const panel = await serve([sailing({ id: 1, status: 'finished' })], true, withLists);
    const picker = await within(panel).findByRole('radiogroup', { name: 'Visa' });
    fireEvent.click(within(picker).getByRole('radio', { name: 'Dam' }));
    const group = within(panel).getByRole('region', { name: 'Serieställning SRS kölbåt' });
    expect(shownBoats(group)).toEqual(['Berit', 'Cilla']);
    const [berit, cilla] = within(group).getAllByRole('row').slice(1);
    expect(berit!.querySelector('.col-rank')).toHaveTextContent('1');
    expect(berit!.querySelector('.points')).toHaveTextContent('2');
    expect(cilla!.querySelector('.col-rank')).toHaveTextContent('2');
    expect(cilla!.querySelector('.points')).toHaveTextContent('3');
  });

  it('downloads the CSV of the category picked', async () => {
    const panel = await serve([sailing({ id: 1, status: 'finished' })], true, withLists);
    const link = await within(panel).findByRole('link', { name: 'Ladda ner CSV' });
    expect(link).toHaveAttribute('href', '/api/series/3/results/?format=csv');
    const picker = within(panel).getByRole('radiogroup', { name: 'Visa' });
    fireEvent.click(within(picker).getByRole('radio', { name: 'Dam' }));
    expect(link).toHaveAttribute('href', '/api/series/3/results/?format=csv&category=30');
    fireEvent.click(within(picker).getByRole('radio', { name: 'Alla' }));
    expect(link).toHaveAttribute('href', '/api/series/3/results/?format=csv');
  });

  it('shows the boats without a rating in a list after its ranked ones, without place or points', async () => {
    const py: SeriesResults = {
      ...withLists,
      sailings: [
        { id: 1, name: 'Onsdagssegling', start_date: '2026-05-13' },
        { id: 2, name: 'Onsdagssegling', start_date: '2026-05-20' },
      ],
      groups: [
        {
          ...withLists.groups[0]!,
          lists: [
            {
              name: 'PY',
              kind: 'yardstick',
              rows: [boat('Anna', 1, [])],
              no_rating: [
                {
                  name: 'Berit Berg',
                  boat_name: 'Berit',
                  sail_number: 'SWE 2',
                  sailing_ids: [2],
                  categories: [30],
                },
              ],
            },
          ],
        },
      ],
    };
    const panel = await serve([sailing({ id: 1, status: 'finished' })], true, py);
    const group = await within(panel).findByRole('region', { name: 'Serieställning SRS kölbåt' });
    const lists = within(group).getByRole('radiogroup', { name: 'Resultatlista i SRS kölbåt' });
    fireEvent.click(within(lists).getByRole('radio', { name: 'PY' }));
    const view = group.querySelectorAll<HTMLElement>('.result-view')[1]!;
    expect(shownBoats(view)).toEqual(['Anna', 'Berit']);
    const berit = within(view).getAllByRole('row')[2]!;
    expect(within(berit).getByLabelText('Ingen placering')).toHaveTextContent('–');
    expect(berit).toHaveTextContent('PY saknas i S2');
    expect(berit.querySelector('.points')).toHaveTextContent('–');
    // In her category too, still without a place.
    const picker = within(panel).getByRole('radiogroup', { name: 'Visa' });
    fireEvent.click(within(picker).getByRole('radio', { name: 'Dam' }));
    expect(shownBoats(view)).toEqual(['Berit']);
  });

  it('has no picker when no boat is in a category', async () => {
    const panel = await serve([sailing({ id: 1, status: 'finished' })]);
    await within(panel).findByRole('region', { name: 'Serieställning SRS kölbåt' });
    expect(within(panel).queryByRole('radiogroup')).toBeNull();
  });
});
