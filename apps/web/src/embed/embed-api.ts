import type { IndexData, SailingResults } from '@segla/core';

/**
 * The board's reads: the same public endpoints the app reads (docs/product.md §7), with a
 * plain fetch: the app's client (tokens, refresh, session) has no place in a page on another
 * site's frame, where nobody is signed in.
 */

/** An answer that was not a 2xx (status 0: no answer at all). */
export class BoardLoadError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`HTTP ${status}`);
    this.name = 'BoardLoadError';
    this.status = status;
  }
}

async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { accept: 'application/json' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new BoardLoadError(0);
  }
  if (!response.ok) throw new BoardLoadError(response.status);
  return (await response.json()) as T;
}

/** `GET /api/index-data/?club=`: the club's ongoing, upcoming and latest results (404: no club). */
export function fetchClubBoard(slug: string, signal?: AbortSignal): Promise<IndexData> {
  return getJson(`/api/index-data/?club=${encodeURIComponent(slug)}`, signal);
}

/** `GET /api/sailings/{id}/results/`: the standings, with the time to beat the leader. */
export function fetchSailingResults(id: number, signal?: AbortSignal): Promise<SailingResults> {
  return getJson(`/api/sailings/${id}/results/`, signal);
}
