import { useEffect, useSyncExternalStore } from 'react';
import type { LiveClient, LiveConnectionState } from './live-client.ts';
import type { LiveTopic } from '@segla/core';

/**
 * Subscribes to a club's or a sailing's live updates while the component is mounted (and the
 * topic is not null). Subscribe before or as the page fetches, so no change falls in between.
 */
export function useLiveSubscription(client: LiveClient, topic: LiveTopic | null): void {
  const club = topic && 'club' in topic ? topic.club : null;
  const sailing = topic && 'sailing' in topic ? topic.sailing : null;
  useEffect(() => {
    if (club !== null) return client.subscribe({ club });
    if (sailing !== null) return client.subscribe({ sailing });
    return undefined;
  }, [client, club, sailing]);
}

/** The connection's state, e.g. to show 'failed' (after max-reconnect) with a retry button. */
export function useLiveConnectionState(client: LiveClient): LiveConnectionState {
  return useSyncExternalStore(
    (onChange) => client.on('state', onChange),
    () => client.state,
    () => client.state,
  );
}
