import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QueueEntry } from '../queue/types.ts';
import { useShownWrites } from './use-shown-writes.ts';

const entry = (clientId: string, competitorId: number): QueueEntry => ({
  clientId,
  sailingId: 1,
  write: { kind: 'finish', competitorId, finishTime: '14:05:09', stamped: true },
  queuedAt: '2026-11-25T13:05:09.000Z',
  device: 'Telefon',
  attempts: 0,
});

describe('useShownWrites', () => {
  it('keeps the same writes while nothing changed, so the board is not rebuilt each second', () => {
    const pending = [entry('a', 1)];
    const serverState = { results: 1 };
    const { result, rerender } = renderHook(
      (props) => useShownWrites(props.pending, props.serverState),
      {
        initialProps: { pending, serverState },
      },
    );
    const first = result.current.writes;
    expect(first).toEqual(pending);
    rerender({ pending, serverState });
    rerender({ pending, serverState });
    expect(result.current.writes).toBe(first);
  });

  it('shows an acknowledged write until the server state changes, and forgets a taken-back one', () => {
    const a = entry('a', 1);
    const b = entry('b', 2);
    const before = { results: 1 };
    const { result, rerender } = renderHook(
      (props) => useShownWrites(props.pending, props.serverState),
      {
        initialProps: { pending: [a, b] as readonly QueueEntry[], serverState: before },
      },
    );
    // Both sent: they stay on top of the old state.
    rerender({ pending: [], serverState: before });
    expect(result.current.writes).toEqual([a, b]);
    act(() => result.current.forget('b'));
    expect(result.current.writes).toEqual([a]);
    // The server's state caught up.
    rerender({ pending: [], serverState: { results: 2 } });
    expect(result.current.writes).toEqual([]);
  });
});

describe('useShownWrites and a refetch', () => {
  it('keeps the same writes when the server state is fetched again with nothing settling', () => {
    const pending: readonly QueueEntry[] = [];
    const { result, rerender } = renderHook(
      (props) => useShownWrites(props.pending, props.serverState),
      { initialProps: { pending, serverState: 1 } },
    );
    const first = result.current.writes;
    rerender({ pending, serverState: 2 });
    rerender({ pending, serverState: 3 });
    expect(result.current.writes).toBe(first);
  });
});
