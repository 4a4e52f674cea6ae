import type { TallyWriteState } from '@segla/core/tally';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useClockOffset } from '../../../features/finish/api/get-server-time.ts';
import { SailingQueue } from '../../../features/finish/queue/finish-queue.ts';
import { registerOfflineShell } from '../../../features/finish/queue/offline/register-offline-shell.ts';
import type { QueueEntry } from '../../../features/finish/queue/types.ts';
import { useOnline } from '../../../features/finish/queue/use-online.ts';
import { serverNow } from '../../../features/finish/utils/server-clock.ts';
import { competitorTallyKey } from '../../../features/safety-tally/api/get-competitor-tally.ts';
import type { TallyTap } from '../../../features/safety-tally/hooks/tally-board.ts';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { whenIdle } from '../../../lib/when-idle.ts';

/**
 * The device's queue of safety tally taps (issue 31, docs/product.md "Säkerhet"): the Målgång
 * page's queue machinery (features/finish/queue: IndexedDB first, sent in order, one sender per
 * sailing, a client id the server applies once, refusals kept until seen) over a database of its
 * own, so the Målgång page's "N tider väntar" and its boards never count a tap here. Composed in
 * app/ because a feature imports no other feature.
 */
export const TALLY_QUEUE_DB = 'segla-tally-queue';

const queues = new Map<number, SailingQueue>();

/** The sailing's tally queue, made on first use and kept while the app runs (it still sends). */
export function getTallyQueue(sailingId: number): SailingQueue {
  let queue = queues.get(sailingId);
  if (!queue) {
    queue = new SailingQueue(sailingId, { dbName: TALLY_QUEUE_DB });
    queues.set(sailingId, queue);
  }
  return queue;
}

/** A queued write's tap, or null for anything that is not one. */
export function tapOf(entry: QueueEntry): TallyTap | null {
  const { write } = entry;
  return write.kind === 'tally' ? { competitorId: write.competitorId, state: write.state } : null;
}

/**
 * The tally queue for a page: its state, the waiting taps, and `tap`, which stamps the tap on
 * the server's clock (the offset Målgång measures; the newer tap of two phones stands) and
 * stores it before it is sent. After each acknowledged tap the tally and the boat are fetched
 * again. With `offline`, the page also opens without a connection (Målgång's service worker).
 */
export function useTallyQueue(sailingId: number, { offline = false } = {}) {
  const queue = getTallyQueue(sailingId);
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const online = useOnline();
  const { offset } = useClockOffset();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      queue.onAcknowledged(({ entry }) => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.sailingTally(sailingId) });
        const tap = tapOf(entry);
        if (tap) {
          void queryClient.invalidateQueries({ queryKey: competitorTallyKey(tap.competitorId) });
        }
      }),
    [queue, queryClient, sailingId],
  );

  useEffect(() => {
    if (!offline) return;
    let unregister: (() => void) | undefined;
    const cancel = whenIdle(() => {
      unregister = registerOfflineShell();
    });
    return () => {
      cancel();
      unregister?.();
    };
  }, [offline]);

  return useMemo(() => {
    const taps = snapshot.pending.map(tapOf).filter((tap): tap is TallyTap => tap !== null);
    return {
      snapshot,
      online,
      taps,
      tap: (competitorId: number, state: TallyWriteState) =>
        queue.enqueue({ kind: 'tally', competitorId, state }, new Date(serverNow(offset))),
      dismiss: (clientId: string) => void queue.dismissRejected(clientId),
    };
  }, [snapshot, online, queue, offset]);
}
