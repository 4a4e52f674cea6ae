import { describe, expect, it } from 'vitest';
import { LiveConnection, LiveHub, type LiveSocket } from './live-hub.ts';

class FakeSocket implements LiveSocket {
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: string[] = [];
  /** The buffers `send` was given, as given. */
  readonly buffers: Buffer[] = [];
  closedWith: { code?: number; reason?: string } | null = null;
  terminated = false;
  failSend = false;

  send(data: Buffer, options: { binary: boolean }): void {
    if (this.failSend) throw new Error('broken pipe');
    expect(options.binary).toBe(false);
    this.sent.push(data.toString());
    this.buffers.push(data);
  }
  close(code?: number, reason?: string): void {
    this.closedWith = { code, reason };
    this.readyState = 2;
  }
  terminate(): void {
    this.terminated = true;
    this.readyState = 3;
  }
}

function setup(options: { maxConnectionsPerAddress?: number; now?: () => number } = {}) {
  const slow: string[] = [];
  const hub = new LiveHub({
    maxBufferedBytes: 1000,
    maxConnectionsPerAddress: options.maxConnectionsPerAddress ?? 10,
    now: options.now,
    onSlowClient: (connection) => slow.push(connection.address),
  });
  const connect = (address = '10.0.0.1', now = 0) => {
    const socket = new FakeSocket();
    const connection = new LiveConnection(socket, address, now);
    expect(hub.add(connection)).toBe(true);
    return { socket, connection };
  };
  return { hub, connect, slow };
}

const data = Buffer.from('{"type":"pong"}');
const published = { clubSlug: 'ksss', clubId: 1, sailingId: 5, audience: 'everyone' } as const;

describe('LiveHub', () => {
  it('sends to club and sailing subscribers once each, and to nobody else', () => {
    const { hub, connect } = setup();
    const byClub = connect();
    const bySailing = connect();
    const byBoth = connect();
    const otherClub = connect();
    const otherSailing = connect();
    hub.subscribe(byClub.connection, { club: 'ksss' });
    hub.subscribe(bySailing.connection, { sailing: 5 });
    hub.subscribe(byBoth.connection, { club: 'ksss' });
    hub.subscribe(byBoth.connection, { sailing: 5 });
    hub.subscribe(otherClub.connection, { club: 'gkss' });
    hub.subscribe(otherSailing.connection, { sailing: 6 });

    expect(hub.deliver(published, data)).toBe(3);
    expect(byClub.socket.sent).toHaveLength(1);
    expect(bySailing.socket.sent).toHaveLength(1);
    expect(byBoth.socket.sent).toHaveLength(1);
    expect(otherClub.socket.sent).toHaveLength(0);
    expect(otherSailing.socket.sent).toHaveLength(0);
  });

  it('sends unpublished sailings only to the club’s account and staff while their token lasts', () => {
    let now = 1000;
    const { hub, connect } = setup({ now: () => now });
    const anonymous = connect();
    const own = connect();
    const staff = connect();
    const otherClub = connect();
    own.connection.viewer = { isStaff: false, clubIds: [1], expiresAt: 5000 };
    staff.connection.viewer = { isStaff: true, clubIds: [], expiresAt: 5000 };
    otherClub.connection.viewer = { isStaff: false, clubIds: [2], expiresAt: 5000 };
    for (const { connection } of [anonymous, own, staff, otherClub]) {
      hub.subscribe(connection, { club: 'ksss' });
    }
    hub.deliver({ ...published, audience: 'privileged' }, data);
    expect([anonymous, own, staff, otherClub].map((c) => c.socket.sent.length)).toEqual([
      0, 1, 1, 0,
    ]);
    hub.deliver({ ...published, audience: 'unprivileged' }, data);
    expect([anonymous, own, staff, otherClub].map((c) => c.socket.sent.length)).toEqual([
      1, 1, 1, 1,
    ]);
    // An expired token is anonymous again.
    now = 5000;
    hub.deliver({ ...published, audience: 'privileged' }, data);
    expect([anonymous, own, staff, otherClub].map((c) => c.socket.sent.length)).toEqual([
      1, 1, 1, 1,
    ]);
  });

  it('sends a message about no sailing (a series board) to the club’s subscribers only', () => {
    const { hub, connect } = setup();
    const byClub = connect();
    const bySailing = connect();
    hub.subscribe(byClub.connection, { club: 'ksss' });
    hub.subscribe(bySailing.connection, { sailing: 5 });
    expect(hub.deliver({ ...published, sailingId: null }, data)).toBe(1);
    expect(byClub.socket.sent).toHaveLength(1);
    expect(bySailing.socket.sent).toHaveLength(0);
  });

  it('cuts off a client whose send buffer passed the limit, and serves the others', () => {
    const { hub, connect, slow } = setup();
    const healthy = connect('10.0.0.1');
    const behind = connect('10.0.0.2');
    hub.subscribe(healthy.connection, { club: 'ksss' });
    hub.subscribe(behind.connection, { club: 'ksss' });
    behind.socket.bufferedAmount = 1000;
    expect(hub.deliver(published, data)).toBe(2);
    behind.socket.bufferedAmount = 1001;
    expect(hub.deliver(published, data)).toBe(1);
    expect(behind.socket.terminated).toBe(true);
    expect(slow).toEqual(['10.0.0.2']);
    expect(hub.size).toBe(1);
    expect(hub.deliver(published, data)).toBe(1);
    expect(healthy.socket.sent).toHaveLength(3);
  });

  it('sends a delivered message to every subscriber as the one buffer it was given', () => {
    const { hub, connect } = setup();
    const subscribers = [connect(), connect(), connect()];
    hub.subscribe(subscribers[0]!.connection, { club: 'ksss' });
    hub.subscribe(subscribers[1]!.connection, { sailing: 5 });
    hub.subscribe(subscribers[2]!.connection, { sailing: 5 });
    expect(hub.deliver(published, data)).toBe(3);
    // Serialised once: the same buffer for every subscriber, not a copy each.
    for (const { socket } of subscribers) {
      expect(socket.sent).toEqual([data.toString()]);
      expect(socket.buffers[0]).toBe(data);
    }
    // A reply to one connection goes through its websocket too.
    expect(hub.send(subscribers[0]!.connection, data)).toBe(true);
    expect(subscribers[0]!.socket.sent).toEqual([data.toString(), data.toString()]);
  });

  it('drops a connection whose send throws, and goes on', () => {
    const { hub, connect } = setup();
    const broken = connect();
    const fine = connect();
    hub.subscribe(broken.connection, { club: 'ksss' });
    hub.subscribe(fine.connection, { club: 'ksss' });
    broken.socket.failSend = true;
    expect(hub.deliver(published, data)).toBe(1);
    expect(broken.socket.terminated).toBe(true);
    expect(hub.size).toBe(1);
  });

  it('skips connections that are closing', () => {
    const { hub, connect } = setup();
    const closing = connect();
    hub.subscribe(closing.connection, { sailing: 5 });
    closing.socket.readyState = 2;
    expect(hub.deliver(published, data)).toBe(0);
  });

  it('counts connections per address and frees the slot on removal', () => {
    const { hub, connect } = setup({ maxConnectionsPerAddress: 2 });
    const first = connect('10.0.0.9');
    connect('10.0.0.9');
    expect(hub.hasRoomFor('10.0.0.9')).toBe(false);
    expect(hub.add(new LiveConnection(new FakeSocket(), '10.0.0.9', 0))).toBe(false);
    expect(hub.hasRoomFor('10.0.0.8')).toBe(true);
    hub.remove(first.connection);
    hub.remove(first.connection);
    expect(hub.hasRoomFor('10.0.0.9')).toBe(true);
    expect(hub.stats()).toMatchObject({ connections: 1, addresses: 1 });
  });

  it('forgets every subscription of a removed connection', () => {
    const { hub, connect } = setup();
    const { connection } = connect();
    hub.subscribe(connection, { club: 'ksss' });
    hub.subscribe(connection, { sailing: 5 });
    hub.remove(connection);
    expect(hub.stats()).toEqual({ connections: 0, clubs: 0, sailings: 0, addresses: 0 });
  });

  it('closes connections that have not pinged within the idle time', () => {
    let now = 0;
    const { hub, connect } = setup({ now: () => now });
    const silent = connect('10.0.0.1', 0);
    const pinging = connect('10.0.0.2', 0);
    now = 100_000;
    pinging.connection.lastPingAt = now;
    now = 120_000;
    expect(hub.closeIdle(120_000)).toBe(1);
    expect(silent.socket.closedWith).toEqual({ code: 4000, reason: 'Ingen ping på 2 minuter.' });
    expect(pinging.socket.closedWith).toBeNull();
    expect(hub.size).toBe(1);
  });
});
