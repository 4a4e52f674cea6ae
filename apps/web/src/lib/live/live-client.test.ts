import { parseLiveServerMessage } from '@segla/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveClient, defaultLiveUrl, type LiveClientOptions } from './live-client.ts';
import { FakeWebSocket, results, sailing } from './test-fakes.ts';

function makeClient(options: LiveClientOptions = {}) {
  return new LiveClient(parseLiveServerMessage, {
    url: 'wss://segla.example/ws/',
    createSocket: (url) => new FakeWebSocket(url),
    ...options,
  });
}

/** Every socket made fails to connect until told otherwise. */
function failNextTries(count: number) {
  for (let i = 0; i < count; i += 1) {
    vi.advanceTimersByTime(5000);
    FakeWebSocket.last.drop();
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LiveClient', () => {
  it('makes one connection for all subscriptions and sends each topic once', () => {
    const client = makeClient();
    const offA = client.subscribe({ club: 'ksss' });
    const offB = client.subscribe({ club: 'ksss' });
    client.subscribe({ sailing: 12 });
    expect(FakeWebSocket.instances).toHaveLength(1);
    const socket = FakeWebSocket.last;
    expect(socket.url).toBe('wss://segla.example/ws/');
    expect(client.state).toBe('connecting');

    socket.open();
    expect(client.state).toBe('open');
    expect(socket.sent).toEqual([
      { type: 'subscribe', club: 'ksss' },
      { type: 'subscribe', sailing: 12 },
    ]);

    client.subscribe({ sailing: 13 });
    expect(socket.sent.at(-1)).toEqual({ type: 'subscribe', sailing: 13 });

    // The club stays subscribed until its last holder lets go (and twice is once).
    offA();
    offA();
    expect(socket.sent.filter((m) => m.type === 'unsubscribe')).toEqual([]);
    offB();
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', club: 'ksss' });
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('pings every 55 seconds while open', () => {
    const client = makeClient();
    client.connect();
    FakeWebSocket.last.open();
    const pings = () => FakeWebSocket.last.sent.filter((m) => m.type === 'ping').length;
    vi.advanceTimersByTime(54_999);
    expect(pings()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(pings()).toBe(1);
    vi.advanceTimersByTime(55_000);
    expect(pings()).toBe(2);
    // No pings into a lost connection.
    FakeWebSocket.last.drop();
    const lost = FakeWebSocket.last;
    vi.advanceTimersByTime(4_999);
    expect(lost.sent.filter((m) => m.type === 'ping')).toHaveLength(2);
  });

  it('reconnects after 5 seconds, subscribes again and asks for a refetch', () => {
    const client = makeClient();
    const reconnects: number[] = [];
    client.on('reconnect', (event) => reconnects.push(event.attempts));
    client.subscribe({ club: 'ksss' });
    client.subscribe({ sailing: 7 });
    FakeWebSocket.last.open();
    expect(reconnects).toEqual([]);

    FakeWebSocket.last.drop();
    expect(client.state).toBe('reconnecting');
    vi.advanceTimersByTime(4_999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    // The first try fails; the second, 5 s later, works.
    FakeWebSocket.last.drop();
    vi.advanceTimersByTime(5_000);
    expect(FakeWebSocket.instances).toHaveLength(3);
    FakeWebSocket.last.open();

    expect(client.state).toBe('open');
    expect(FakeWebSocket.last.sent).toEqual([
      { type: 'subscribe', club: 'ksss' },
      { type: 'subscribe', sailing: 7 },
    ]);
    expect(reconnects).toEqual([2]);
  });

  it('gives up after 10 tries with max-reconnect, and starts over on retry()', () => {
    const client = makeClient();
    const gaveUp: number[] = [];
    const states: string[] = [];
    client.on('max-reconnect', (event) => gaveUp.push(event.attempts));
    client.on('state', (state) => states.push(state));
    client.subscribe({ club: 'ksss' });
    FakeWebSocket.last.open();
    FakeWebSocket.last.drop();

    failNextTries(9);
    expect(gaveUp).toEqual([]);
    failNextTries(1);
    expect(FakeWebSocket.instances).toHaveLength(11);
    expect(gaveUp).toEqual([10]);
    expect(client.state).toBe('failed');
    expect(states.at(-1)).toBe('failed');

    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(11);
    client.connect();
    expect(FakeWebSocket.instances).toHaveLength(11);

    const reconnects: number[] = [];
    client.on('reconnect', (event) => reconnects.push(event.attempts));
    client.retry();
    expect(FakeWebSocket.instances).toHaveLength(12);
    FakeWebSocket.last.open();
    expect(client.state).toBe('open');
    expect(reconnects).toEqual([0]);
    expect(FakeWebSocket.last.sent).toEqual([{ type: 'subscribe', club: 'ksss' }]);
  });

  it('counts tries afresh after each successful connection', () => {
    const client = makeClient();
    const gaveUp: number[] = [];
    client.on('max-reconnect', (event) => gaveUp.push(event.attempts));
    client.connect();
    FakeWebSocket.last.open();
    FakeWebSocket.last.drop();
    failNextTries(9);
    vi.advanceTimersByTime(5000);
    FakeWebSocket.last.open();
    FakeWebSocket.last.drop();
    failNextTries(9);
    expect(gaveUp).toEqual([]);
    failNextTries(1);
    expect(gaveUp).toEqual([10]);
  });

  it('also retries when the very first connection fails', () => {
    const client = makeClient();
    const reconnects: number[] = [];
    client.on('reconnect', (event) => reconnects.push(event.attempts));
    client.connect();
    FakeWebSocket.last.drop();
    vi.advanceTimersByTime(5000);
    FakeWebSocket.last.open();
    expect(reconnects).toEqual([1]);
  });

  it('hands typed messages to their listeners and ignores anything else', () => {
    const client = makeClient();
    const seen: string[] = [];
    client.on('results_update', (message) => seen.push(`results ${message.sailing_id}`));
    client.on('sailing_update', (message) => seen.push(`sailing ${message.sailing.name}`));
    client.on('sailing_delete', () => {
      throw new Error('a broken listener');
    });
    client.on('sailing_delete', (message) => seen.push(`delete ${message.club}`));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    client.connect();
    const socket = FakeWebSocket.last;
    socket.open();
    socket.receive({ type: 'results_update', sailing_id: 4, results: results(4, null) });
    socket.receive({ type: 'sailing_update', sailing: sailing({ name: 'Kvällsrace' }) });
    socket.receive({ type: 'sailing_delete', sailing_id: 4, club: 'ksss' });
    socket.receive('not json');
    socket.receive({ type: 'results_update', sailing_id: 4 });
    socket.receive({ type: 'something_new' });
    expect(seen).toEqual(['results 4', 'sailing Kvällsrace', 'delete ksss']);
    expect(consoleError).toHaveBeenCalledTimes(1);
    consoleError.mockRestore();
  });

  it('signs the connection in with the token, and passes a new or dropped token on', () => {
    let token: string | null = 'access-1';
    const client = makeClient({ getToken: () => token });
    client.subscribe({ club: 'ksss' });
    client.subscribe({ sailing: 3 });
    const socket = FakeWebSocket.last;
    socket.open();
    expect(socket.sent).toEqual([
      { type: 'subscribe', club: 'ksss', token: 'access-1' },
      { type: 'subscribe', sailing: 3 },
    ]);
    vi.advanceTimersByTime(55_000);
    expect(socket.sent.slice(2)).toEqual([{ type: 'ping' }]);

    token = 'access-2';
    vi.advanceTimersByTime(55_000);
    expect(socket.sent.slice(3)).toEqual([
      { type: 'ping' },
      { type: 'subscribe', club: 'ksss', token: 'access-2' },
    ]);

    token = null;
    vi.advanceTimersByTime(55_000);
    expect(socket.sent.slice(5)).toEqual([
      { type: 'ping' },
      { type: 'subscribe', club: 'ksss', token: null },
    ]);
    vi.advanceTimersByTime(55_000);
    expect(socket.sent.slice(7)).toEqual([{ type: 'ping' }]);
  });

  it('stays closed after close()', () => {
    const client = makeClient();
    client.subscribe({ club: 'ksss' });
    const socket = FakeWebSocket.last;
    socket.open();
    client.close();
    expect(socket.closedWith).toBe(1000);
    expect(client.state).toBe('idle');
    socket.drop();
    vi.advanceTimersByTime(120_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('derives the URL from the page', () => {
    expect(defaultLiveUrl({ protocol: 'https:', host: 'segla.se' })).toBe('wss://segla.se/ws/');
    expect(defaultLiveUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/ws/',
    );
  });
});
