import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { LiveConnectionState } from './live-client.ts';
import { liveState, viewSailing } from './live-state.ts';
import { useLiveTopic } from './use-live-topic.ts';

/**
 * A page showing one sailing: its live updates and, should it be deleted (or withdrawn from
 * this user) while shown, the club's sailings list instead (docs/product.md §2, §4).
 */
export function useLiveSailing(sailingId: number | null): void {
  const navigate = useNavigate();
  useLiveTopic(sailingId ? { sailing: sailingId } : null);
  useEffect(() => {
    if (!sailingId) return undefined;
    return viewSailing({
      sailingId,
      // Replaced: going back to a deleted sailing's page would only show a 404.
      onDeleted: (clubSlug) =>
        void navigate(`/clubs/${encodeURIComponent(clubSlug)}/sailings`, { replace: true }),
    });
  }, [sailingId, navigate]);
}

/** The tab's connection state ('idle' until a page subscribes). */
export function useLiveState(): LiveConnectionState {
  return liveState.use();
}

/** Whether the live updates gave up (max-reconnect): the page says so and offers a retry. */
export function useLiveFailed(): boolean {
  return useLiveState() === 'failed';
}

/**
 * After max-reconnect: a fresh set of tries (the reconnection then refetches the page). The
 * module is here already when the notice offers this; imported, not bundled, as above.
 */
export function retryLive(): void {
  void import('./live-connection.ts').then((module) => module.retryLive());
}
