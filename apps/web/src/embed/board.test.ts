import type { IndexData, SailingResults } from '@segla/core';
import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, indexData, results, sailing } from '../lib/live/test-fakes.ts';
import { jsonResponse, mockFetch } from '../test/render.tsx';
import { WAIT } from '../test/waits.ts';
import { boardSlug, startBoard } from './board.ts';
import { createBoardLive } from './embed-live.ts';

const club = {
  id: 1,
  slug: 'bris',
  name: 'Segelsällskapet Bris',
  short_name: 'SS Bris',
  city: 'Nacka',
  website: '',
  email: '',
  description: '',
  logo: null,
  swish_number: '',
};
/** 18:20 in Stockholm on 13 May 2026 (summer time, UTC+2). */
const NOW = Date.parse('2026-05-13T16:20:00Z');
const originalFetch = globalThis.fetch;

let root: HTMLElement;
let stop: (() => void) | null = null;
beforeEach(() => {
  FakeWebSocket.reset();
  root = document.createElement('main');
  document.body.append(root);
});
afterEach(() => {
  stop?.();
  stop = null;
  root.remove();
  globalThis.fetch = originalFetch;
});

function start(slug: string | null, now = () => NOW) {
  const live = createBoardLive({
    url: 'ws://test/ws/',
    createSocket: (url) => new FakeWebSocket(url),
  });
  stop = startBoard({ root, slug, live, now });
  return within(root);
}

/** The server: the club's index data and, for the sailings in `standings`, their results. */
function serve(data: IndexData | number, standings: Record<number, SailingResults> = {}) {
  return mockFetch((url) => {
    if (url.startsWith('/api/index-data/')) {
      return typeof data === 'number'
        ? jsonResponse(data, { detail: 'x' })
        : jsonResponse(200, data);
    }
    const id = Number(/^\/api\/sailings\/(\d+)\/results\/$/.exec(url)?.[1]);
    return standings[id] ? jsonResponse(200, standings[id]) : jsonResponse(404, { detail: 'x' });
  });
}

function racing(sailingId: number, beatLeaderBy: string): SailingResults {
  const home = results(sailingId, '19:00:00');
  const leader = home.groups[0]!.rows[0]!;
  const still = {
    ...results(sailingId, null).groups[0]!.rows[0]!,
    competitor_id: 10,
    boat_name: 'Tärnan',
    sail_number: 'SWE 2',
    points: null,
    beat_leader_by: beatLeaderBy,
  };
  return { ...home, groups: [{ ...home.groups[0]!, rows: [leader, still] }] };
}

describe('boardSlug', () => {
  it('reads the slug of /embed/clubs/{slug}', () => {
    expect(boardSlug('/embed/clubs/bris')).toBe('bris');
    expect(boardSlug('/embed/clubs/bris/')).toBe('bris');
    expect(boardSlug('/embed/clubs/v%C3%A4st')).toBe('väst');
    for (const path of [
      '/embed/clubs/',
      '/embed/bris',
      '/embed/clubs/a/b',
      '/embed/clubs/%E0%A4%A',
    ]) {
      expect(boardSlug(path), path).toBeNull();
    }
  });
});

describe('the embeddable board', () => {
  it('says the club does not exist for an unknown slug, a bad one, or none', async () => {
    serve(404);
    const view = start('finns-inte');
    expect(await view.findByText('Klubben finns inte.')).toBeInTheDocument();
    stop?.();
    serve(400);
    const bad = start('NOT A SLUG');
    expect(await bad.findByText('Klubben finns inte.')).toBeInTheDocument();
    stop?.();
    const calls = serve(indexData({ clubs: [club] }));
    const none = start(null);
    expect(await none.findByText('Klubben finns inte.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('offers to try again when the results cannot be fetched', async () => {
    serve(503);
    const view = start('bris');
    const retry = await view.findByRole('button', { name: 'Försök igen' });
    serve(indexData({ clubs: [club] }));
    retry.click();
    expect(await view.findByRole('heading', { name: club.name })).toBeInTheDocument();
  });

  it("shows each further list of a group under the group's own table (issue 32)", async () => {
    const ongoing = sailing({ id: 7, name: 'Kvällssegling', status: 'ongoing', club });
    const home = racing(7, '18:40:00');
    const [leader, still] = home.groups[0]!.rows;
    const withList: SailingResults = {
      ...home,
      groups: [
        {
          ...home.groups[0]!,
          lists: [
            {
              id: 3,
              name: 'PY',
              kind: 'yardstick',
              rows: [
                { ...leader!, rating: 1050, corrected_time: 3428.6 },
                { ...still!, rating: null, status: 'no_rating', beat_leader_by: null },
              ],
            },
          ],
        },
      ],
    };
    serve(indexData({ clubs: [club], ongoing: [ongoing] }), { 7: withList });
    const view = start('bris');
    const list = await view.findByRole('region', { name: 'SRS kölbåt: PY' });
    expect(
      within(list)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'PlacSegelnrBåtSkeppareKorr. tid',
      '1SWE 1VindilSWE 1Anna Ek0:57:08,6',
      '–SWE 2TärnanSWE 2Anna EkPY saknas',
    ]);
  });

  it('shows the ongoing sailing live: places, corrected times, the time to beat the leader', async () => {
    const ongoing = sailing({ id: 7, name: 'Kvällssegling', status: 'ongoing', club });
    serve(indexData({ clubs: [club], ongoing: [ongoing] }), { 7: racing(7, '18:40:00') });
    const view = start('bris');
    expect(await view.findByRole('heading', { name: 'Kvällssegling' })).toBeInTheDocument();
    const rows = () => view.getAllByRole('row').map((row) => row.textContent);
    expect(rows()).toEqual([
      'PlacSegelnrBåtSkeppareKorr. tid',
      '1SWE 1VindilSWE 1Anna Ek0:54:00',
      '–SWE 2TärnanSWE 2Anna EkSlå ledaren före 18:40:00',
    ]);
    // Subscribed to the club: its sailings' results come with it.
    FakeWebSocket.last.open();
    // Anonymous: nobody signs in inside another site's frame.
    expect(FakeWebSocket.last.sent).toEqual([{ type: 'subscribe', club: 'bris' }]);

    // She finishes: the results_update brings her place, without a fetch.
    const home = racing(7, '18:40:00');
    const finished = {
      ...home.groups[0]!.rows[0]!,
      competitor_id: 10,
      rank: 1,
      boat_name: 'Tärnan',
      sail_number: 'SWE 2',
      corrected_time: 3000,
    };
    const leader = { ...home.groups[0]!.rows[0]!, rank: 2 };
    FakeWebSocket.last.receive({
      type: 'results_update',
      sailing_id: 7,
      results: { ...home, groups: [{ ...home.groups[0]!, rows: [finished, leader] }] },
    });
    expect(rows()[1]).toBe('1SWE 2TärnanSWE 2Anna Ek0:50:00');
    expect(rows()[2]).toBe('2SWE 1VindilSWE 1Anna Ek0:54:00');
    expect(view.getByRole('link', { name: /Alla resultat/ })).toHaveAttribute(
      'href',
      `${window.location.origin}/?resultat=segling-7`,
    );
  });

  it('says when a boat can no longer beat the leader, as the clock passes her time', async () => {
    const ongoing = sailing({ id: 7, status: 'ongoing', club });
    serve(indexData({ clubs: [club], ongoing: [ongoing] }), { 7: racing(7, '18:10:00') });
    const view = start('bris');
    expect(await view.findByText('Kan inte längre slå ledaren')).toBeInTheDocument();
  });

  it('else shows the latest results, with a link out, and the next sailings', async () => {
    const done = sailing({
      id: 3,
      name: 'Vårsegling 1',
      status: 'finished',
      start_date: '2026-05-06',
      club,
    });
    const next = sailing({
      id: 4,
      name: 'Vårsegling 2',
      start_date: '2026-05-20',
      start_time: '18:30:00',
      club,
    });
    serve(
      indexData({
        clubs: [club],
        upcoming: [next],
        latest_results: [
          {
            sailing: done,
            groups: [
              {
                name: 'SRS kölbåt',
                top: [
                  {
                    rank: 1,
                    name: 'Anna Ek',
                    boat_name: 'Vindil',
                    sail_number: 'SWE 1',
                    points: 1,
                  },
                ],
              },
            ],
          },
        ],
      }),
    );
    const view = start('bris');
    expect(await view.findByRole('heading', { name: 'Senaste resultat' })).toBeInTheDocument();
    expect(view.getByText('Vårsegling 1')).toBeInTheDocument();
    expect(view.getAllByRole('row')[1]).toHaveTextContent('1SWE 1VindilSWE 1Anna Ek');
    const all = view.getByRole('link', { name: /^Alla resultat/ });
    expect(all).toHaveAttribute('target', '_blank');
    expect(all).toHaveAttribute('rel', 'noopener');
    expect(all).toHaveAttribute('href', `${window.location.origin}/?resultat=segling-3`);
    const upcoming = view.getByRole('list');
    expect(upcoming).toHaveTextContent('ons 20 maj 2026 18:30Vårsegling 2');
    expect(document.title).toBe('Segelsällskapet Bris – resultat från Segla');
  });

  it('reloads when one of the club’s sailings changes (a start turns it live)', async () => {
    const upcoming = sailing({ id: 7, name: 'Kvällssegling', club });
    const calls = serve(indexData({ clubs: [club], upcoming: [upcoming] }));
    const view = start('bris');
    expect(await view.findByRole('heading', { name: 'Kommande seglingar' })).toBeInTheDocument();
    FakeWebSocket.last.open();
    const started = { ...upcoming, status: 'ongoing' as const };
    const reloads = serve(indexData({ clubs: [club], ongoing: [started] }), {
      7: racing(7, '18:40:00'),
    });
    FakeWebSocket.last.receive({ type: 'sailing_update', sailing: started });
    expect(await view.findByText('Pågår')).toBeInTheDocument();
    expect(view.queryByRole('heading', { name: 'Kommande seglingar' })).toBeNull();
    expect(calls.map((call) => call.url)).toEqual(['/api/index-data/?club=bris']);
    expect(reloads.map((call) => call.url)).toEqual([
      '/api/index-data/?club=bris',
      '/api/sailings/7/results/',
    ]);
  });

  it('says so when the live updates give up', async () => {
    vi.useFakeTimers();
    try {
      serve(indexData({ clubs: [club] }));
      const view = start('bris');
      await vi.waitFor(
        () => expect(view.getByRole('heading', { name: club.name })).toBeInTheDocument(),
        WAIT,
      );
      for (let i = 0; i <= 10; i += 1) {
        FakeWebSocket.last.drop();
        vi.advanceTimersByTime(5000);
      }
      expect(view.getByRole('status')).toHaveTextContent('Uppdateringen har avbrutits.');
    } finally {
      vi.useRealTimers();
    }
  });
});
