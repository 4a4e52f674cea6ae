import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { whenIdle } from '../../../lib/when-idle.ts';
import type { SailingQueue } from './finish-queue.ts';
import { getSailingQueue } from './queue-registry.ts';
import { registerOfflineShell } from './offline/register-offline-shell.ts';
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
      unregister = registerOfflineShell();
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
