import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveClient } from './live-client.ts';
import { parseLiveServerMessage, type LiveTopic } from '@segla/core';
import { FakeWebSocket } from './test-fakes.ts';
import { useLiveConnectionState, useLiveSubscription } from './use-live.ts';

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => vi.useRealTimers());

const makeClient = () =>
  new LiveClient(parseLiveServerMessage, {
    url: 'ws://test/ws/',
    createSocket: (url) => new FakeWebSocket(url),
  });

describe('live hooks', () => {
  it('subscribe while mounted and follow a changing topic', () => {
    const client = makeClient();
    const { rerender, unmount } = renderHook(
      ({ topic }: { topic: LiveTopic | null }) => useLiveSubscription(client, topic),
      { initialProps: { topic: { sailing: 4 } as LiveTopic | null } },
    );
    const socket = FakeWebSocket.last;
    act(() => socket.open());
    expect(socket.sent).toEqual([{ type: 'subscribe', sailing: 4 }]);
    rerender({ topic: { sailing: 4 } });
    expect(socket.sent).toHaveLength(1);
    rerender({ topic: { club: 'ksss' } });
    expect(socket.sent.slice(1)).toEqual([
      { type: 'unsubscribe', sailing: 4 },
      { type: 'subscribe', club: 'ksss' },
    ]);
    rerender({ topic: null });
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', club: 'ksss' });
    unmount();
    expect(socket.sent).toHaveLength(4);
  });

  it('show the connection state, down to failed after the last try', () => {
    const client = makeClient();
    const { result } = renderHook(() => useLiveConnectionState(client));
    expect(result.current).toBe('idle');
    act(() => client.connect());
    expect(result.current).toBe('connecting');
    act(() => FakeWebSocket.last.open());
    expect(result.current).toBe('open');
    act(() => FakeWebSocket.last.drop());
    expect(result.current).toBe('reconnecting');
    for (let i = 0; i < 10; i += 1) {
      act(() => {
        vi.advanceTimersByTime(5000);
        FakeWebSocket.last.drop();
      });
    }
    expect(result.current).toBe('failed');
  });
});
