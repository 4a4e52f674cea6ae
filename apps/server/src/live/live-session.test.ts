import { describe, expect, it } from 'vitest';
import { LiveConnection, LiveHub, type LiveSocket, type LiveViewer } from './live-hub.ts';
import { LiveSession } from './live-session.ts';

class FakeSocket implements LiveSocket {
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: unknown[] = [];
  paused = 0;
  resumed = 0;
  send(data: Buffer): void {
    this.sent.push(JSON.parse(data.toString()));
  }
  close(): void {}
  terminate(): void {}
  pause(): void {
    this.paused += 1;
  }
  resume(): void {
    this.resumed += 1;
  }
}

function setup(authenticate: (token: string) => Promise<LiveViewer | null>) {
  const hub = new LiveHub({ maxBufferedBytes: 1e6, maxConnectionsPerAddress: 10 });
  const socket = new FakeSocket();
  const connection = new LiveConnection(socket, '10.0.0.1', 0);
  hub.add(connection);
  const errors: unknown[] = [];
  let now = 1000;
  const session = new LiveSession(connection, hub, {
    authenticate,
    now: () => now,
    onError: (error) => errors.push(error),
  });
  const receive = (message: unknown) =>
    session.receive(Buffer.from(JSON.stringify(message)), false);
  return { hub, socket, connection, session, receive, errors, setNow: (t: number) => (now = t) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('LiveSession', () => {
  it('answers pings and records them', () => {
    const { socket, connection, receive, setNow } = setup(() => Promise.resolve(null));
    setNow(5000);
    receive({ type: 'ping' });
    expect(socket.sent).toEqual([{ type: 'pong' }]);
    expect(connection.lastPingAt).toBe(5000);
  });

  it('keeps messages in order while a token is being checked, and pauses a flooding client', async () => {
    let release!: (viewer: LiveViewer | null) => void;
    const { socket, connection, receive } = setup(
      () => new Promise((resolve) => (release = resolve)),
    );
    receive({ type: 'subscribe', club: 'ksss', token: 'good' });
    for (let i = 0; i < 10; i += 1) receive({ type: 'ping' });
    expect(socket.sent).toEqual([]);
    expect(socket.paused).toBe(1);
    release({ isStaff: false, clubIds: [1], expiresAt: 10_000 });
    await flush();
    await flush();
    expect(socket.sent).toHaveLength(10);
    expect(connection.viewer).toMatchObject({ clubIds: [1] });
    expect(connection.clubs.has('ksss')).toBe(true);
    expect(socket.resumed).toBe(1);
  });

  it('subscribes anonymously with an error when the token is not good', async () => {
    const { socket, connection, receive } = setup(() => Promise.resolve(null));
    connection.viewer = { isStaff: true, clubIds: [], expiresAt: 10_000 };
    receive({ type: 'subscribe', sailing: 4, token: 'bad' });
    await flush();
    expect(socket.sent).toEqual([
      expect.objectContaining({ type: 'error', code: 'invalid_token' }),
    ]);
    expect(connection.viewer).toBeNull();
    expect(connection.sailings.has(4)).toBe(true);
  });

  it('checks a repeated token once while it lasts, and again once expired', async () => {
    let checks = 0;
    const { receive, setNow } = setup(() => {
      checks += 1;
      return Promise.resolve({ isStaff: false, clubIds: [1], expiresAt: 2000 });
    });
    receive({ type: 'subscribe', club: 'a', token: 't' });
    await flush();
    receive({ type: 'subscribe', club: 'b', token: 't' });
    await flush();
    expect(checks).toBe(1);
    setNow(2000);
    receive({ type: 'subscribe', club: 'c', token: 't' });
    await flush();
    expect(checks).toBe(2);
  });

  it('survives an authenticator that throws', async () => {
    const { socket, receive, errors } = setup(() => Promise.reject(new Error('db down')));
    receive({ type: 'subscribe', club: 'ksss', token: 't' });
    receive({ type: 'ping' });
    await flush();
    await flush();
    expect(errors).toHaveLength(1);
    expect(socket.sent).toEqual([
      expect.objectContaining({ code: 'invalid_token' }),
      { type: 'pong' },
    ]);
  });

  it('does nothing more for a closed connection', () => {
    const { hub, socket, connection, receive } = setup(() => Promise.resolve(null));
    hub.remove(connection);
    receive({ type: 'ping' });
    receive({ type: 'subscribe', club: 'ksss' });
    expect(socket.sent).toEqual([]);
    expect(connection.clubs.size).toBe(0);
  });
});
