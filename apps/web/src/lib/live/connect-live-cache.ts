import type { QueryClient } from '@tanstack/react-query';
import {
  applyBoardUpdate,
  applyChangesUpdate,
  applyResultsUpdate,
  applySailingDelete,
  applySailingUpdate,
  applyTallyUpdate,
  refetchLiveQueries,
} from './live-cache.ts';
import type { LiveClient } from './live-client.ts';

export interface LiveCacheOptions {
  /** The sailing the user is viewing now (from the route), or null. */
  getViewedSailingId?: () => number | null;
  /**
   * The viewed sailing was deleted (or is no longer visible to the user): docs/product.md §2 sends the
   * user to the club's sailings list, e.g. `navigate(`/clubs/${clubSlug}/sailings`)`.
   */
  onDeletedWhileViewing?: (clubSlug: string) => void;
  /** After a reconnection: refetch what the page shows. Default: every live query key. */
  refetch?: () => void;
}

/**
 * Feeds a LiveClient's messages into the TanStack Query cache; returns the way to stop.
 * Call once per tab, next to the QueryClient.
 */
export function connectLiveCache(
  client: LiveClient,
  queryClient: QueryClient,
  options: LiveCacheOptions = {},
): () => void {
  const offs = [
    client.on('sailing_update', (message) => applySailingUpdate(queryClient, message)),
    client.on('results_update', (message) => applyResultsUpdate(queryClient, message)),
    client.on('changes_update', (message) => applyChangesUpdate(queryClient, message)),
    client.on('board_update', (message) => applyBoardUpdate(queryClient, message)),
    client.on('tally_update', (message) => applyTallyUpdate(queryClient, message)),
    client.on('sailing_delete', (message) => {
      applySailingDelete(queryClient, message);
      if (options.getViewedSailingId?.() === message.sailing_id) {
        options.onDeletedWhileViewing?.(message.club);
      }
    }),
    client.on('reconnect', () => {
      if (options.refetch) options.refetch();
      else void refetchLiveQueries(queryClient);
    }),
  ];
  return () => {
    for (const off of offs) off();
  };
}
