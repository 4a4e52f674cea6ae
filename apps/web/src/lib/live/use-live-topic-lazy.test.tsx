import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from './test-fakes.ts';
import hookSource from './use-live-topic.ts?raw';
import { useLiveTopic, useLiveTopics } from './use-live-topic.ts';
import { WAIT } from '../../test/waits.ts';

// A file of its own: each test file gets fresh modules, so here the connection module has not
// been imported yet when the tests start (they run in order and share that state).

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => vi.unstubAllGlobals());

describe('the live connection, lazily', () => {
  it('is kept out of the first load: the hook file imports no client statically', () => {
    const imports = [...hookSource.matchAll(/^import\s+(type\s)?[^;]*?from\s+'([^']+)'/gms)];
    const runtime = imports.filter((match) => !match[1]).map((match) => match[2]);
    // when-idle.ts imports nothing itself.
    expect(runtime).toEqual(['react', '../when-idle.ts']);
    expect(hookSource).toContain("import('./live-connection.ts')");
  });

  it('is not made while no topic is wanted', async () => {
    const { unmount } = renderHook(() => useLiveTopics([]));
    renderHook(() => useLiveTopic(null)).unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeWebSocket.instances).toHaveLength(0);
    unmount();
  });

  it('subscribes what is still wanted when the module arrives, and nothing released before', async () => {
    const kept = renderHook(() => useLiveTopic({ club: 'ksss' }));
    const twice = renderHook(() => useLiveTopic({ club: 'ksss' }));
    const gone = renderHook(() => useLiveTopic({ sailing: 8 }));
    // Released while the module is still on its way.
    gone.unmount();
    twice.unmount();
    await act(async () => {});
    expect(FakeWebSocket.instances).toHaveLength(0);

    // The first import of the module (and of @segla/core with zod) takes a while in a test.
    await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1), WAIT);
    const socket = FakeWebSocket.last;
    act(() => socket.open());
    expect(socket.sent).toEqual([{ type: 'subscribe', club: 'ksss' }]);
    kept.unmount();
    await act(async () => {});
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', club: 'ksss' });
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});
