import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { QueueEntry } from '../queue/types.ts';

/** How long a sent write is shown at most while the server's state has not caught up (ms). */
export const SETTLE_MS = 20_000;

interface Settling {
  entry: QueueEntry;
  /** The server's state (the sailing's results, or its detail before they come) the page had when the write was acknowledged. */
  since: unknown;
}

interface State {
  pending: readonly QueueEntry[];
  serverState: unknown;
  settling: readonly Settling[];
  forgotten: ReadonlySet<string>;
}

/**
 * The writes to show on top of the server's state: those waiting in the queue and those just
 * acknowledged, until the server's state (`serverState`: the results the board is built from) has been fetched
 * again, so that a stamped boat does not jump back to the racing list for a moment between the
 * answer and the refetch. `forget` drops a write this device took back (Ångra).
 */
export function useShownWrites(
  pending: readonly QueueEntry[],
  serverState: unknown,
): { writes: readonly QueueEntry[]; forget: (clientId: string) => void } {
  const [state, setState] = useState<State>(() => ({
    pending,
    serverState,
    settling: [],
    forgotten: new Set(),
  }));

  // Derived while rendering (React's pattern for state that follows props): what left the
  // queue since the last render starts settling; a new server state ends the older ones.
  if (state.pending !== pending || state.serverState !== serverState) {
    const still = new Set(pending.map((entry) => entry.clientId));
    const left = state.pending.filter(
      (entry) => !still.has(entry.clientId) && !state.forgotten.has(entry.clientId),
    );
    const kept = state.settling.filter((item) => item.since === serverState);
    setState({
      pending,
      serverState,
      // Nothing settling before or after (a refetch, a clock's second): the same list, so
      // the writes and the board stay as they are.
      settling:
        left.length === 0 && kept.length === state.settling.length
          ? state.settling
          : [...kept, ...left.map((entry) => ({ entry, since: serverState }))],
      forgotten: state.forgotten,
    });
  }

  // A write shows at most SETTLE_MS after it left the queue, should no new state come.
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    for (const { entry } of state.settling) {
      const id = entry.clientId;
      if (timers.current.has(id)) continue;
      timers.current.set(
        id,
        setTimeout(() => {
          timers.current.delete(id);
          setState((current) => ({
            ...current,
            settling: current.settling.filter((item) => item.entry.clientId !== id),
          }));
        }, SETTLE_MS),
      );
    }
  }, [state.settling]);
  useEffect(() => {
    const all = timers.current;
    return () => {
      for (const timer of all.values()) clearTimeout(timer);
      all.clear();
    };
  }, []);

  const forget = useCallback((clientId: string) => {
    setState((current) => ({
      ...current,
      settling: current.settling.filter((item) => item.entry.clientId !== clientId),
      forgotten: new Set([...current.forgotten, clientId]),
    }));
  }, []);

  // The same array while nothing changed: the board is rebuilt, and every boat's button
  // rendered again, only when a write came or went, not on each second of the clock.
  const { settling, forgotten } = state;
  const writes = useMemo(() => {
    const pendingIds = new Set(pending.map((entry) => entry.clientId));
    return [
      ...settling.map((item) => item.entry).filter((entry) => !pendingIds.has(entry.clientId)),
      ...pending.filter((entry) => !forgotten.has(entry.clientId)),
    ];
  }, [settling, forgotten, pending]);
  return { writes, forget };
}
