import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { whenIdle } from '../../../lib/when-idle.ts';
import type { SailingQueue } from './finish-queue.ts';
import { getSailingQueue } from './queue-registry.ts';
import { loadedReads, registerOfflineShell } from './offline/register-offline-shell.ts';
import type { FinishQueue } from './types.ts';
import { useOnline } from './use-online.ts';

/**
 * The Målgång page's one way to write (docs/product.md §11): `enqueue` stores a tap on the
 * device before anything else and sends it when it can; `pending` are the writes not yet
 * acknowledged (show them optimistically), `rejected` those the server refused (show them
 * until dismissed). After each acknowledged write the sailing and its results are fetched
 * again, so the page shows the server's state. It also makes the page reload without a
 * connection (its service worker, production builds only).
 *
 * `queue` is for tests (a queue over their own database); the page passes only the sailing.
 */
/** Makes the reads one after another: each a short task of its own, not one long one. */
async function readAgain(paths: readonly string[]): Promise<void> {
  for (const path of paths) await apiRequest(path).catch(() => undefined);
}

export function useFinishQueue(sailingId: number, queue?: SailingQueue): FinishQueue {
  const sailingQueue = queue ?? getSailingQueue(sailingId);
  const snapshot = useSyncExternalStore(
    sailingQueue.subscribe,
    sailingQueue.getSnapshot,
    sailingQueue.getSnapshot,
  );
  const online = useOnline();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      sailingQueue.onAcknowledged(() => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.sailing(sailingId) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.sailingResults(sailingId) });
      }),
    [sailingQueue, queryClient, sailingId],
  );

  useEffect(() => {
    let unregister: (() => void) | undefined;
    // Once the page has painted: the worker's install fetches and caches files of its own.
    const cancel = whenIdle(() => {
      unregister = registerOfflineShell(() => {
        // The worker keeps the reads it sees: make the page's reads again through it (the
        // signed-in user too, whom the page's guard reads after an offline reload). Not through
        // the query cache: the answers are what the page shows already, and refetching every
        // query (the server's clock too) re-rendered the page while it was loading (decision 0041).
        void readAgain(loadedReads());
      });
    });
    return () => {
      cancel();
      unregister?.();
    };
  }, []);

  return useMemo(
    () => ({
      ...snapshot,
      online,
      enqueue: sailingQueue.enqueue,
      cancel: sailingQueue.cancel,
      dismissRejected: sailingQueue.dismissRejected,
      retryNow: sailingQueue.retryNow,
      device: sailingQueue.device,
    }),
    [snapshot, online, sailingQueue],
  );
}
