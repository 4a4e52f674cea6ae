import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  bearer,
  createSailing,
  expectStatus,
  makeClubActor,
  type ClubActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { LiveTestClient } from '../live/live-helpers.ts';

const TOKEN = 'metrics-token-0123456789-abcdef';

/** The value of one sample line (`name{labels} value`) of a Prometheus text, or null. */
function sample(text: string, series: string): number | null {
  for (const line of text.split('\n')) {
    if (line.startsWith(`${series} `)) return Number(line.slice(series.length + 1));
  }
  return null;
}

describe.each(databaseKinds)('GET /metrics on %s', (kind) => {
  describe('without METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(kind);
    });
    afterAll(() => t.close());

    it('answers 404 as for a path no route has, with or without a token', async () => {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const response = await t.request({ method: 'GET', url: '/metrics', headers });
        expectStatus(response, 404);
        expect(response.json()).toEqual({ detail: 'Hittades inte.' });
      }
    });
  });

  describe('with METRICS_TOKEN', () => {
    let t: TestApp;
    let club: ClubActor;
    beforeAll(async () => {
      t = await buildTestApp(kind, { env: { METRICS_TOKEN: TOKEN } });
      club = await makeClubActor(t);
    });
    afterAll(() => t.close());

    async function scrape(): Promise<string> {
      const response = await t.request({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expectStatus(response, 200);
      expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      return response.body;
    }

    it('refuses a request without the token, or with another one, with 401 in Swedish', async () => {
      const none = await t.request({ method: 'GET', url: '/metrics' });
      expectStatus(none, 401);
      expect(none.json()).toEqual({ detail: 'Autentiseringsuppgifter angavs inte.' });
      expect(none.headers['www-authenticate']).toBe('Bearer realm="api"');

      for (const authorization of [
        `Bearer ${TOKEN}x`,
        `Bearer ${TOKEN.slice(0, -1)}`,
        'Bearer ',
        `Basic ${TOKEN}`,
        TOKEN,
        // A signed-in account's access token is not the metrics token.
        club.headers.authorization,
      ]) {
        const response = await t.request({
          method: 'GET',
          url: '/metrics',
          headers: { authorization },
        });
        expectStatus(response, 401);
        expect(response.json()).toEqual({ detail: 'Ogiltig token.', code: 'token_not_valid' });
      }
    });

    it('counts requests by method, route template and status, and times them', async () => {
      const { id } = await createSailing(t, club, { status: 'upcoming' });
      expectStatus(await t.request({ method: 'GET', url: `/api/sailings/${id}/` }), 200);
      expectStatus(await t.request({ method: 'GET', url: '/api/sailings/999999/' }), 404);
      expectStatus(await t.request({ method: 'GET', url: '/no/such/path/' }), 404);
      expectStatus(await t.request({ method: 'GET', url: '/api/clubs/' }), 200);
      expectStatus(await t.request({ method: 'GET', url: '/api/clubs/' }), 200);

      const text = await scrape();
      const requests = (route: string, status: number, method = 'GET') =>
        sample(
          text,
          `segla_http_requests_total{method="${method}",route="${route}",status_code="${status}"}`,
        );
      expect(requests('/api/sailings/:id/', 200)).toBe(1);
      expect(requests('/api/sailings/:id/', 404)).toBe(1);
      expect(requests('/api/clubs/', 200)).toBe(2);
      expect(requests('/api/sailings/', 201, 'POST')).toBe(1);
      // Unmatched paths share one label, never their raw URL.
      expect(requests('unmatched', 404)).toBe(1);
      expect(text).not.toContain('/no/such/path/');
      expect(text).not.toContain(`/api/sailings/${id}/`);
      expect(
        sample(
          text,
          'segla_http_request_duration_seconds_count{method="GET",route="/api/clubs/",status_code="200"}',
        ),
      ).toBe(2);
      expect(text).toContain('# TYPE segla_http_request_duration_seconds histogram');
      // prom-client's default process metrics.
      expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
      expect(text).toContain('# TYPE nodejs_heap_size_used_bytes gauge');
    });

    it('counts results cache hits and misses', async () => {
      const before = await scrape();
      const hits = sample(before, 'segla_results_cache_requests_total{result="hit"}') ?? 0;
      const misses = sample(before, 'segla_results_cache_requests_total{result="miss"}') ?? 0;
      const { id } = await createSailing(t, club, { status: 'upcoming' });
      for (let i = 0; i < 3; i++) {
        expectStatus(
          await t.request({
            method: 'GET',
            url: `/api/sailings/${id}/results/`,
            headers: bearer(club),
          }),
          200,
        );
      }
      const after = await scrape();
      expect(sample(after, 'segla_results_cache_requests_total{result="miss"}')).toBe(misses + 1);
      expect(sample(after, 'segla_results_cache_requests_total{result="hit"}')).toBe(hits + 2);
    });

    it('shows the mail outbox depth and counts failed sends', async () => {
      const { mailer } = t.app.services;
      await mailer.idle();
      const before = await scrape();
      const depth = sample(before, 'segla_mail_outbox_depth');
      expect(depth).not.toBeNull();
      expect(sample(before, 'segla_mail_send_failures_total')).toBe(0);

      t.mail.failNext = 1;
      await mailer.enqueue({ to: 'nagon@example.se', subject: 'Prov', text: 'Hej' });
      mailer.flush();
      await mailer.idle();
      const after = await scrape();
      expect(sample(after, 'segla_mail_send_failures_total')).toBe(1);
      // Kept for a retry in a minute: still waiting in the outbox.
      expect(sample(after, 'segla_mail_outbox_depth')).toBe(depth! + 1);
    });

    it('shows the database pool on PostgreSQL only', async () => {
      const text = await scrape();
      if (kind === 'postgres') {
        expect(sample(text, 'segla_db_pool_connections{state="total"}')).toBeGreaterThan(0);
        expect(sample(text, 'segla_db_pool_connections{state="idle"}')).not.toBeNull();
        // Counted at the same moment as the outbox's query, which may be waiting for a client.
        expect(sample(text, 'segla_db_pool_connections{state="waiting"}')).toBeGreaterThanOrEqual(
          0,
        );
      } else {
        expect(text).not.toContain('segla_db_pool_connections');
      }
    });

    it('counts websocket connections and messages, and times the live fan-out', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      if (address === null || typeof address === 'string') throw new Error('no port');
      const client = await LiveTestClient.connect(`ws://127.0.0.1:${address.port}/ws/`);
      try {
        client.subscribe({ club: club.slug });
        await client.barrier();
        const connected = await scrape();
        expect(sample(connected, 'segla_live_connections')).toBe(1);
        // The subscription and the ping in; the pong out.
        expect(sample(connected, 'segla_live_messages_total{direction="received"}')).toBe(2);
        expect(sample(connected, 'segla_live_messages_total{direction="sent"}')).toBe(1);
        expect(sample(connected, 'segla_live_fanout_seconds_count')).toBe(0);

        const { id } = await createSailing(t, club, { status: 'upcoming' });
        await client.next('sailing_update', (message) => message.sailing.id === id);
        await t.app.live.idle();
        const updated = await scrape();
        expect(sample(updated, 'segla_live_fanout_seconds_count')).toBe(1);
        expect(sample(updated, 'segla_live_messages_total{direction="sent"}')).toBe(2);
      } finally {
        client.close();
      }
      await client.closed;
      let gone = false;
      for (let i = 0; i < 200 && !gone; i++) {
        gone = sample(await scrape(), 'segla_live_connections') === 0;
        if (!gone) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(gone).toBe(true);
    });
  });
});
