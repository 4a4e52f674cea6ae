import net from 'node:net';
import type { SailingResults } from '@segla/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LiveSource } from '../../src/live/live-source.ts';
import { LIVE_MAX_SUBSCRIPTIONS } from '@segla/core';
import { queryCounter } from '../helpers/build-test-app.ts';
import { type ClubActor, createSailing, makeClubActor } from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import {
  HandshakeRefused,
  LiveTestClient,
  PUBLIC_URL,
  eventually,
  startLiveApp,
  type LiveTestApp,
} from './live-helpers.ts';

async function refusal(promise: Promise<LiveTestClient>): Promise<number> {
  try {
    const client = await promise;
    client.close();
    return 101;
  } catch (error) {
    if (error instanceof HandshakeRefused) return error.status;
    throw error;
  }
}

describe.each(databaseKinds)('live robustness on %s', (kind) => {
  describe('bad messages', () => {
    let t: LiveTestApp;
    let club: ClubActor;
    let slug: string;
    const clients: LiveTestClient[] = [];

    beforeAll(async () => {
      t = await startLiveApp(kind);
      club = await makeClubActor(t);
      slug = club.slug;
    });
    afterEach(() => {
      for (const client of clients.splice(0)) client.close();
    });
    afterAll(() => t.close());

    async function connect(options: { origin?: string; localAddress?: string } = {}) {
      const client = await LiveTestClient.connect(t.wsUrl, options);
      clients.push(client);
      return client;
    }

    /** A healthy client of the club and a write it must see, after each bad client. */
    async function othersStillServed(watcher: LiveTestClient, name: string) {
      const { id } = await createSailing(t, club, { status: 'upcoming', name });
      const update = await watcher.next('sailing_update', (m) => m.sailing.id === id);
      expect(update.sailing.name).toBe(name);
    }

    it('answers malformed, unknown and invalid messages with an error and keeps serving', async () => {
      const watcher = await connect();
      watcher.subscribe({ club: slug });
      await watcher.barrier();
      const client = await connect();
      const cases: [string | Buffer, string][] = [
        ['{not json', 'malformed'],
        ['', 'malformed'],
        [Buffer.from([0xff, 0x00, 0x01]), 'malformed'],
        ['{"type":"hello"}', 'unknown_type'],
        ['{"type":"__proto__"}', 'unknown_type'],
        ['{"type":"subscribe"}', 'invalid_message'],
        ['{"type":"subscribe","sailing":-4}', 'invalid_message'],
        ['{"type":"subscribe","club":"<script>"}', 'invalid_message'],
        ['[1,2,3]', 'invalid_message'],
        ['"ping"', 'invalid_message'],
      ];
      for (const [message, code] of cases) {
        client.clear();
        if (Buffer.isBuffer(message)) client.socket.send(message, { binary: true });
        else client.send(message);
        const error = await client.next('error');
        expect(error.code, String(message)).toBe(code);
        expect(error.message).toMatch(/\S/);
      }
      // The connection is still good: it pings and subscribes.
      await client.barrier();
      client.subscribe({ club: slug });
      await client.barrier();
      await othersStillServed(watcher, 'Efter skräp');
      await client.next('sailing_update', (m) => m.sailing.name === 'Efter skräp');
    });

    it('survives a flood of garbage from one client', async () => {
      const watcher = await connect();
      watcher.subscribe({ club: slug });
      await watcher.barrier();
      const flooder = await connect();
      for (let i = 0; i < 2000; i += 1) {
        flooder.send(i % 2 === 0 ? `{"type":"x${i}"}` : `{"type":"subscribe","token":${i}}`);
      }
      await flooder.waitFor(() => flooder.ofType('error').length === 2000, 10_000);
      await othersStillServed(watcher, 'Efter flod');
    });

    it('refuses a message over 4 KB by closing that connection only (1009)', async () => {
      const watcher = await connect();
      watcher.subscribe({ club: slug });
      await watcher.barrier();
      const client = await connect();
      // Exactly 4096 bytes is still a message (JSON may carry whitespace).
      const ping = '{"type":"ping"}';
      client.send(ping + ' '.repeat(4096 - ping.length));
      await client.next('pong');
      client.send(ping + ' '.repeat(4097 - ping.length));
      expect((await client.closed).code).toBe(1009);
      await othersStillServed(watcher, 'Efter stort meddelande');
    });

    it('limits the subscriptions of one connection', async () => {
      const client = await connect();
      for (let id = 1; id <= LIVE_MAX_SUBSCRIPTIONS; id += 1) client.subscribe({ sailing: id });
      await client.barrier();
      expect(client.ofType('error')).toEqual([]);
      client.subscribe({ club: slug });
      const error = await client.next('error');
      expect(error.code).toBe('too_many_subscriptions');
      // Repeating a subscription it holds is not a new one.
      client.clear();
      client.subscribe({ sailing: 1 });
      await client.barrier();
      expect(client.ofType('error')).toEqual([]);
    });

    it('accepts its own origins and refuses foreign ones at the handshake', async () => {
      expect(await refusal(connect({ origin: PUBLIC_URL }))).toBe(101);
      expect(await refusal(connect({ origin: `http://127.0.0.1:${t.port}` }))).toBe(101);
      expect(await refusal(connect())).toBe(101);
      for (const origin of [
        'https://evil.example',
        'https://segla.example.evil.example',
        `http://127.0.0.1:${t.port + 1}`,
        'null',
        'file://',
      ]) {
        expect(await refusal(connect({ origin })), origin).toBe(403);
      }
    });

    it('does not keep a websocket open on another path', async () => {
      // Refused at the handshake, or (with @fastify/websocket registered before the routes)
      // upgraded and closed at once: either way nothing stays open.
      const url = t.wsUrl.replace('/ws/', '/api/clubs/');
      const outcome = await LiveTestClient.connect(url).then(
        async (client) => {
          const timeout = new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), 2000));
          const closed = await Promise.race([client.closed.then(() => 'closed' as const), timeout]);
          client.close();
          return closed;
        },
        (error: unknown) => (error instanceof HandshakeRefused ? 'refused' : 'error'),
      );
      expect(['closed', 'refused']).toContain(outcome);
      // A plain request to /ws/ is not a websocket: no 5xx.
      const response = await t.request({ method: 'GET', url: '/ws/' });
      expect(response.statusCode).toBeLessThan(500);
    });

    it('does not let a raw socket that never finishes its handshake disturb others', async () => {
      const watcher = await connect();
      watcher.subscribe({ club: slug });
      await watcher.barrier();
      const raw = net.connect(t.port, '127.0.0.1');
      await new Promise((resolve) => raw.once('connect', resolve));
      raw.write('GET /ws/ HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n');
      await othersStillServed(watcher, 'Efter halv handskakning');
      raw.destroy();
    });
  });

  describe('limits', () => {
    const apps: LiveTestApp[] = [];
    afterEach(async () => {
      for (const app of apps.splice(0)) await app.close();
    });

    it('limits connections per address', async () => {
      const t = await startLiveApp(kind, { live: { maxConnectionsPerAddress: 3 } });
      apps.push(t);
      const first = await LiveTestClient.connect(t.wsUrl);
      await LiveTestClient.connect(t.wsUrl);
      await LiveTestClient.connect(t.wsUrl);
      expect(await refusal(LiveTestClient.connect(t.wsUrl))).toBe(429);
      // Another address has its own allowance.
      expect(await refusal(LiveTestClient.connect(t.wsUrl, { localAddress: '127.0.0.2' }))).toBe(
        101,
      );
      first.close();
      await eventually(() => t.app.live.hub.hasRoomFor('127.0.0.1'));
      expect(await refusal(LiveTestClient.connect(t.wsUrl))).toBe(101);
    });

    it('closes connections that do not ping, and keeps those that do', async () => {
      const t = await startLiveApp(kind, { live: { idleTimeoutMs: 1000 } });
      apps.push(t);
      const silent = await LiveTestClient.connect(t.wsUrl);
      const pinging = await LiveTestClient.connect(t.wsUrl);
      // Other messages are not pings.
      const subscribing = await LiveTestClient.connect(t.wsUrl);
      const timer = setInterval(() => {
        pinging.send({ type: 'ping' });
        subscribing.subscribe({ club: 'ksss' });
      }, 100);
      try {
        const closed = await silent.closed;
        expect(closed.code).toBe(4000);
        expect((await subscribing.closed).code).toBe(4000);
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(pinging.socket.readyState).toBe(pinging.socket.OPEN);
      } finally {
        clearInterval(timer);
        pinging.close();
      }
    });

    it('disconnects a client that does not read instead of slowing the others', async () => {
      // Results of about 200 kB each, so a client that stops reading falls behind quickly.
      const name = 'x'.repeat(1000);
      const results = (sailingId: number): SailingResults => ({
        sailing_id: sailingId,
        verified: false,
        finished: true,
        categories: [],
        groups: [
          {
            id: 1,
            name: 'Stor',
            lists: [],
            handicap: 'srs',
            start_type: 'common',
            rows: Array.from({ length: 200 }, (_, i) => ({
              competitor_id: i + 1,
              rank: i + 1,
              points: i + 1,
              code: null,
              status: 'finished' as const,
              name,
              boat_name: '',
              boat_type: '',
              sail_number: '',
              rating: 1,
              start: '18:00:00',
              finish_time: '19:00:00',
              elapsed_time: 3600,
              corrected_time: 3600,
              beat_leader_by: null,
              reported: false,
              protest: null,
              categories: [],
            })),
          },
        ],
      });
      const source: LiveSource = {
        sailingItem: () => Promise.resolve(null),
        sailingClub: () => Promise.resolve({ clubId: 1, clubSlug: 'stor' }),
        board: () => Promise.resolve(null),
        sailingResults: (sailingId) =>
          Promise.resolve({
            clubId: 1,
            clubSlug: 'stor',
            status: 'finished',
            results: results(sailingId),
          }),
      };
      const t = await startLiveApp(kind, { live: { source, maxBufferedBytes: 512 * 1024 } });
      apps.push(t);
      const healthy = await LiveTestClient.connect(t.wsUrl);
      const slow = await LiveTestClient.connect(t.wsUrl);
      for (const client of [healthy, slow]) {
        client.subscribe({ club: 'stor' });
        await client.barrier();
      }
      slow.socket.pause();
      // The healthy client reads each message; the slow one reads nothing (kernel buffers of a
      // few MB fill first, then the server's own buffer passes the limit).
      let sent = 0;
      while (t.app.live.hub.size === 2 && sent < 500) {
        sent += 1;
        const id = sent;
        t.app.services.events.emit('results.changed', { sailingId: id });
        await healthy.next('results_update', (m) => m.sailing_id === id);
      }
      expect(t.app.live.hub.size).toBe(1);
      expect(sent).toBeLessThan(500);
      expect(healthy.ofType('results_update')).toHaveLength(sent);
      slow.socket.resume();
      expect((await slow.closed).code).toBe(1006);
      expect(slow.ofType('results_update').length).toBeLessThan(sent);
      healthy.close();
    });

    it('closes its connections with 1001 when the app shuts down', async () => {
      const t = await startLiveApp(kind);
      const client = await LiveTestClient.connect(t.wsUrl);
      await client.barrier();
      await t.close();
      expect((await client.closed).code).toBe(1001);
    });
  });

  it('reads nothing for a change when nobody is connected', async () => {
    const counter = queryCounter();
    const t = await startLiveApp(kind, { onQuery: counter.onQuery });
    try {
      const club = await makeClubActor(t);
      const { id } = await createSailing(t, club, { status: 'upcoming' });
      const changed = () => t.app.services.events.emit('results.changed', { sailingId: id });

      const unread = await counter.count(async () => {
        changed();
        await t.app.live.idle();
      });
      expect(unread).toBe(0);

      // With a subscriber, the same change is read and sent.
      const client = await LiveTestClient.connect(t.wsUrl);
      client.subscribe({ sailing: id });
      await client.barrier();
      const read = await counter.count(async () => {
        changed();
        await client.next('results_update');
      });
      expect(read).toBeGreaterThan(0);
      client.close();
    } finally {
      await t.close();
    }
  });
});
