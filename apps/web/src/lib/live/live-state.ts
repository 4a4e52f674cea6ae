import { createStore } from '../create-store.ts';
import type { LiveConnectionState } from './live-client.ts';

/**
 * What the tab's live connection shares with the pages besides the cache: its state (for the
 * notice after max-reconnect) and the sailings shown (for sailing_delete). Apart from the
 * pages' hook file, so that the home page's first load does not carry it.
 */

/** The connection's state: 'idle' until a page subscribes, 'failed' after max-reconnect. */
export const liveState = createStore<LiveConnectionState>('idle');

interface Viewer {
  sailingId: number;
  onDeleted: (clubSlug: string) => void;
}

/** The sailings shown now, the latest last. */
const viewers: Viewer[] = [];

/** Marks a sailing as shown until the returned function is called (see useLiveSailing). */
export function viewSailing(viewer: Viewer): () => void {
  viewers.push(viewer);
  return () => {
    const index = viewers.lastIndexOf(viewer);
    if (index >= 0) viewers.splice(index, 1);
  };
}

/** The sailing the user is viewing now (the latest page to say so), or null. */
export function viewedSailingId(): number | null {
  return viewers.at(-1)?.sailingId ?? null;
}

/** The viewed sailing was deleted: its page decides where the user goes. */
export function viewedSailingDeleted(clubSlug: string): void {
  viewers.at(-1)?.onDeleted(clubSlug);
}
