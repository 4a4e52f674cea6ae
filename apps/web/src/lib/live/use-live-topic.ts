import type { LiveTopic } from '@segla/core';
import { useEffect } from 'react';
import { whenIdle } from '../when-idle.ts';
import type * as LiveConnection from './live-connection.ts';

/**
 * What pages call for live updates (decision 0030). The home page's first load includes this
 * file, against a budget of 120 KB gzip, so it holds only what subscribing needs and no static
 * import of the client: the client and the cache rules (the `live` chunk, a few KB without zod
 * or Mantine; decision 0041) arrive with live-connection.ts, imported once the page has
 * painted and a topic is wanted. What is wanted meanwhile waits here. The rest is in
 * use-live-sailing.ts and live-state.ts.
 */

interface Pending {
  topic: LiveTopic;
  release?: () => void;
}

/** Subscriptions asked for before the connection module arrived. */
const pending = new Set<Pending>();
let live: typeof LiveConnection | undefined;
let loading = false;

/** Subscribes now, or once the module is here; returns the release (idempotent). */
function hold(topic: LiveTopic): () => void {
  if (live) return live.subscribeLive(topic);
  const entry: Pending = { topic };
  pending.add(entry);
  if (!loading) {
    loading = true;
    // Once the page has painted: the client and its schemas are no part of showing it.
    whenIdle(() => {
      void import('./live-connection.ts').then(
        (module) => {
          live = module;
          for (const wanted of pending) wanted.release = module.subscribeLive(wanted.topic);
          pending.clear();
        },
        // A failed chunk reloads the app (chunk-reload.ts); if it may not, the next topic tries.
        () => (loading = false),
      );
    });
  }
  return () => {
    pending.delete(entry);
    entry.release?.();
  };
}

/**
 * Live updates of clubs and sailings while the component is mounted, e.g. on the home page
 * `useLiveTopics(ongoing.map((sailing) => ({ club: sailing.club.slug })))`. The array may be
 * new on every render: only a change of its topics (in any order) subscribes again.
 */
export function useLiveTopics(topics: readonly LiveTopic[]): void {
  // Slugs and ids hold no spaces: 'cbris s12'.
  const keys = [...new Set(topics.map((t) => ('club' in t ? `c${t.club}` : `s${t.sailing}`)))]
    .sort()
    .join(' ');
  useEffect(() => {
    const releases = keys
      ? keys
          .split(' ')
          .map((key) =>
            hold(key[0] === 'c' ? { club: key.slice(1) } : { sailing: Number(key.slice(1)) }),
          )
      : [];
    // Let go a moment later: a topic the next render keeps is held again first, so it is
    // never unsubscribed and subscribed anew (a change in between would be missed).
    return () => queueMicrotask(() => releases.forEach((release) => release()));
  }, [keys]);
}

/** Live updates of one club or sailing while mounted (null: none). */
export function useLiveTopic(topic: LiveTopic | null): void {
  useLiveTopics(topic ? [topic] : []);
}
