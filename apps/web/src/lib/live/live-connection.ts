import type { LiveTopic } from '@segla/core';
import type { QueryClient } from '@tanstack/react-query';
import { queryClient as appQueryClient } from '../query-client.ts';
import { tokenStorage } from '../tokens.ts';
import { connectLiveCache, type LiveCacheOptions } from './connect-live-cache.ts';
import { LiveClient, type LiveClientOptions, type LiveConnectionState } from './live-client.ts';
import { liveState, viewedSailingDeleted, viewedSailingId } from './live-state.ts';
import { readLiveMessage } from './read-live-message.ts';

/**
 * The tab's one live connection (docs/product.md §4: one per tab; decision 0030), fed into the app's
 * TanStack Query cache. This module and everything it imports (the client, the cache rules and
 * the zod-free message reader) load only when a page first subscribes: use-live-topic.ts
 * imports it dynamically, so none of it weighs on the home page's first load. Zod must not come
 * with it (decision 0041): on the home page it loads right after the paint.
 */

/** Defaults: the app's QueryClient and the pages' live-state.ts (tests pass their own). */
export interface LiveConnectionOptions extends LiveCacheOptions {
  queryClient?: QueryClient;
  /** Default: `/ws/` on this host, the stored access token, docs/product.md §9's timings. */
  client?: LiveClientOptions;
  /** Every state change of the connection (default: into `liveState`). */
  onState?: (state: LiveConnectionState) => void;
}

interface TabConnection {
  client: LiveClient;
  stop: () => void;
}

let tab: TabConnection | null = null;

/**
 * The tab's live client, made and connected to the query cache on the first call with that
 * call's `options`; later calls return the same client and ignore theirs.
 */
export function getLiveClient(options: LiveConnectionOptions = {}): LiveClient {
  if (tab) return tab.client;
  const {
    queryClient = appQueryClient,
    client: clientOptions,
    onState = liveState.set,
    getViewedSailingId = viewedSailingId,
    onDeletedWhileViewing = viewedSailingDeleted,
    refetch,
  } = options;
  const client = new LiveClient(readLiveMessage, {
    // A club account also receives its unpublished sailings; a refreshed token is passed on.
    getToken: () => tokenStorage.access,
    ...clientOptions,
  });
  const offs = [
    connectLiveCache(client, queryClient, { getViewedSailingId, onDeletedWhileViewing, refetch }),
    client.on('state', onState),
  ];
  onState(client.state);
  tab = {
    client,
    stop: () => {
      // Closed first, so `onState` hears 'idle'.
      client.close();
      for (const off of offs) off();
    },
  };
  return client;
}

/** Subscribes the tab's connection to a topic (connecting if need be); returns the release. */
export function subscribeLive(topic: LiveTopic, options?: LiveConnectionOptions): () => void {
  return getLiveClient(options).subscribe(topic);
}

/** After max-reconnect: a fresh set of tries (the reconnection then refetches the page). */
export function retryLive(): void {
  tab?.client.retry();
}

/** Closes the connection and forgets it; the next use makes a new one (tests, mostly). */
export function closeLiveConnection(): void {
  const current = tab;
  tab = null;
  current?.stop();
}
