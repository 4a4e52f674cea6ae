import type { IndexData, SailingResults } from '@segla/core';
import type { LiveClient } from '../lib/live/live-client.ts';
import { renderBoard, type BoardModel } from './board-view.ts';
import { BoardLoadError, fetchClubBoard, fetchSailingResults } from './embed-api.ts';
import { createBoardLive } from './embed-live.ts';

/** Ongoing sailings the board follows at most (a club rarely runs more than one at once). */
export const BOARD_ONGOING_LIMIT = 3;
/** How often the time to beat the leader is checked against the clock. */
const TICK_MS = 15_000;
/** Live messages arriving together cause one reload. */
const RELOAD_DELAY_MS = 300;

/** `/embed/clubs/{slug}` → the slug; null for any other path. */
export function boardSlug(pathname: string): string | null {
  const match = /^\/embed\/clubs\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

export interface BoardOptions {
  root: HTMLElement;
  slug: string | null;
  /** Default: the app's live client on this origin's /ws/ (tests pass one on a fake socket). */
  live?: LiveClient;
  now?: () => number;
}

/**
 * The embeddable board (docs/product.md §2, decision 0035): loads the club's data, follows
 * the club's live updates (the ongoing sailing's standings as results_update brings them; a
 * started, finished or changed sailing reloads the rest) and draws the board into `root`.
 * Returns the way to stop.
 */
export function startBoard({ root, slug, live, now = Date.now }: BoardOptions): () => void {
  let data: IndexData | null = null;
  let state: 'loading' | 'missing' | 'error' | 'board' = 'loading';
  const results = new Map<number, SailingResults>();
  let liveFailed = false;
  let loads = 0;
  let reloadTimer: ReturnType<typeof setTimeout> | null = null;
  let shown = '';

  function model(): BoardModel {
    if (state !== 'board' || !data) return { kind: state === 'board' ? 'loading' : state };
    const club = data.clubs.find((candidate) => candidate.slug === slug);
    if (!club) return { kind: 'missing' };
    return {
      kind: 'board',
      club,
      ongoing: data.ongoing.slice(0, BOARD_ONGOING_LIMIT).map((sailing) => ({
        sailing,
        results: results.get(sailing.id) ?? null,
      })),
      latest: data.latest_results[0] ?? null,
      upcoming: data.upcoming,
      liveFailed,
    };
  }

  /** Redraws when what shows changed (so a focused link keeps its focus between updates). */
  function draw() {
    const current = model();
    const nodes = renderBoard(current, now());
    const html = nodes.map((node) => (node as Element).outerHTML).join('');
    if (html === shown) return;
    shown = html;
    root.replaceChildren(...nodes);
    root.setAttribute('aria-busy', String(current.kind === 'loading'));
    if (current.kind === 'board') document.title = `${current.club.name} – resultat från Segla`;
  }

  async function load() {
    const load = ++loads;
    if (slug === null) {
      state = 'missing';
      draw();
      return;
    }
    try {
      const next = await fetchClubBoard(slug);
      const ongoing = next.ongoing.slice(0, BOARD_ONGOING_LIMIT);
      const fetched = await Promise.all(ongoing.map((sailing) => fetchSailingResults(sailing.id)));
      if (load !== loads) return;
      data = next;
      results.clear();
      for (const sailingResults of fetched) results.set(sailingResults.sailing_id, sailingResults);
      state = next.clubs.some((club) => club.slug === slug) ? 'board' : 'missing';
    } catch (error) {
      if (load !== loads) return;
      // An unknown club is a 404, a slug that cannot be one a 400.
      const status = error instanceof BoardLoadError ? error.status : 0;
      state = status === 404 || status === 400 ? 'missing' : 'error';
    }
    if (state === 'missing') client?.close();
    draw();
  }

  function reloadSoon() {
    if (reloadTimer) clearTimeout(reloadTimer);
    reloadTimer = setTimeout(() => {
      reloadTimer = null;
      void load();
    }, RELOAD_DELAY_MS);
  }

  const isShownOngoing = (id: number) =>
    data?.ongoing.slice(0, BOARD_ONGOING_LIMIT).some((sailing) => sailing.id === id) ?? false;

  const client = slug === null ? null : (live ?? createBoardLive());
  const offs: (() => void)[] = [];
  if (client && slug !== null) {
    offs.push(
      client.on('results_update', (message) => {
        if (isShownOngoing(message.sailing_id)) {
          results.set(message.sailing_id, message.results);
          draw();
        } else if (data?.latest_results[0]?.sailing.id === message.sailing_id) {
          reloadSoon();
        }
      }),
      client.on('sailing_update', () => reloadSoon()),
      client.on('sailing_delete', () => reloadSoon()),
      // Messages may have been missed while the connection was down.
      client.on('reconnect', () => reloadSoon()),
      client.on('state', (connection) => {
        liveFailed = connection === 'failed';
        draw();
      }),
      // Subscribed before the first read, so no change falls in between.
      client.subscribe({ club: slug }),
    );
  }

  function onClick(event: MouseEvent) {
    if (event.target instanceof Element && event.target.closest('.board-retry')) {
      state = 'loading';
      draw();
      void load();
    }
  }
  root.addEventListener('click', onClick);
  const tick = setInterval(() => {
    if (state === 'board' && (data?.ongoing.length ?? 0) > 0) draw();
  }, TICK_MS);

  void load();
  return () => {
    loads += 1;
    clearInterval(tick);
    if (reloadTimer) clearTimeout(reloadTimer);
    root.removeEventListener('click', onClick);
    for (const off of offs) off();
    client?.close();
  };
}
