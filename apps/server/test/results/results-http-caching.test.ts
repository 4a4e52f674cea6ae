import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, queryCounter, type TestApp } from '../helpers/build-test-app.ts';
import {
  insertCompetitors,
  insertSailing,
  insertSeries,
  insertStartGroup,
  makeClubActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

/** The body as the client reads it after undoing the Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return response.rawPayload.toString('utf8');
}

interface SailingBody {
  groups: { rows: { competitor_id: number; finish_time: string | null; rank: number | null }[] }[];
}
interface SeriesBody {
  sailings: { id: number }[];
}

const BAD_IF_NONE_MATCH = [
  '',
  'garbage',
  '"',
  '""',
  'W/',
  'W/""',
  ',,,',
  '"a", W/"b"',
  '**',
  `"${'x'.repeat(8000)}"`,
  '"\u00e5\u00e4\u00f6"',
];

describe.each(databaseKinds)('results answers: coding, ETag and 304 on %s', (kind) => {
  let t: TestApp;
  const counter = queryCounter();
  let club: Awaited<ReturnType<typeof makeClubActor>>;
  let seriesId: number;
  let sailingId: number;
  let unpublishedId: number;
  let smallId: number;
  let competitorIds: number[];

  beforeAll(async () => {
    t = await buildTestApp(kind, { onQuery: counter.onQuery });
    const { db } = t.testDatabase.database;
    club = await makeClubActor(t);
    seriesId = (await insertSeries(db, { clubId: club.clubId })).id;
    sailingId = (
      await insertSailing(db, { clubId: club.clubId, serieId: seriesId, status: 'ongoing' })
    ).id;
    unpublishedId = (
      await insertSailing(db, { clubId: club.clubId, serieId: seriesId, status: 'unpublished' })
    ).id;
    smallId = (await insertSailing(db, { clubId: club.clubId, status: 'finished' })).id;
    for (const id of [sailingId, unpublishedId]) {
      const group = await insertStartGroup(db, { sailingId: id, startTime: '18:30:00' });
      const rows = await insertCompetitors(
        db,
        Array.from({ length: 20 }, (_, i) => ({
          sailingId: id,
          startGroupId: group.id,
          sailNumber: `SWE ${i}`,
          rating: 0.8 + i / 100,
          finishTime: i < 10 ? `19:${String(10 + i).padStart(2, '0')}:00` : null,
        })),
      );
      if (id === sailingId) competitorIds = rows.map((row) => row.id);
    }
    const smallGroup = await insertStartGroup(db, { sailingId: smallId });
    await insertCompetitors(db, [{ sailingId: smallId, startGroupId: smallGroup.id }]);
  });
  afterAll(() => t.close());

  const sailingUrl = () => `/api/sailings/${sailingId}/results/`;
  const seriesUrl = () => `/api/series/${seriesId}/results/`;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url, headers });

  it.each([
    ['sailing', 'br, gzip', 'br'],
    ['sailing', 'gzip', 'gzip'],
    ['series', 'gzip, deflate, br, zstd', 'br'],
    ['series', 'x-gzip', 'gzip'],
  ])(
    'sends the %s results compressed for "%s" as %s, decoding to the same JSON',
    async (what, accept, encoding) => {
      const url = what === 'sailing' ? sailingUrl() : seriesUrl();
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');

      const compressed = await get(url, { 'accept-encoding': accept });
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(compressed.headers.vary).toBe('accept-encoding');
      expect(Number(compressed.headers['content-length'])).toBe(compressed.rawPayload.length);
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(decoded(compressed)).toBe(plain.body);
      // The tag names the content, in whichever coding it is sent (decision 0049).
      expect(compressed.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(compressed.headers.etag).toBe(plain.headers.etag);
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(compressed.headers['cache-control']).toBe('no-cache');
    },
  );

  it('sends identity, still marked Vary, to a client that takes no coding', async () => {
    for (const accept of [undefined, 'identity', 'zstd', 'br;q=0, gzip;q=0']) {
      const response = await get(
        sailingUrl(),
        accept === undefined ? {} : { 'accept-encoding': accept },
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.json<SailingBody>().groups[0]!.rows).toHaveLength(20);
    }
  });

  it('does not compress a small result', async () => {
    const response = await get(`/api/sailings/${smallId}/results/`, { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.json<SailingBody>().groups[0]!.rows).toHaveLength(1);
  });

  it('answers 304 to If-None-Match with a current tag, in any coding, with no query', async () => {
    const first = await get(sailingUrl(), { 'accept-encoding': 'br' });
    const brTag = String(first.headers.etag);
    const gzipTag = String((await get(sailingUrl(), { 'accept-encoding': 'gzip' })).headers.etag);
    const plainTag = String((await get(sailingUrl())).headers.etag);

    for (const [ifNoneMatch, accept] of [
      [brTag, 'br'],
      [gzipTag, 'br, gzip'],
      [plainTag, 'gzip'],
      [`W/${brTag}`, 'br'],
      [`"nope", ${gzipTag}`, ''],
      ['*', 'br'],
    ] as const) {
      const response = await get(sailingUrl(), {
        'if-none-match': ifNoneMatch,
        'accept-encoding': accept,
      });
      expect(response.statusCode, ifNoneMatch).toBe(304);
      expect(response.rawPayload.length).toBe(0);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      // The tag of the form the client would now get.
      expect(response.headers.etag).toBe(
        accept.startsWith('br') ? brTag : accept === 'gzip' ? gzipTag : plainTag,
      );
    }
    // The cached answer and its 304 cost no query: the version is known (decision 0038).
    const headers = { 'if-none-match': brTag, 'accept-encoding': 'br' };
    expect(await counter.count(() => get(sailingUrl(), headers))).toBe(0);
    expect(await counter.count(() => get(sailingUrl(), { 'accept-encoding': 'br' }))).toBe(0);
    expect(await counter.count(() => get(seriesUrl(), { 'accept-encoding': 'gzip' }))).toBe(0);
  });

  it('ignores If-None-Match values that are not a current tag', async () => {
    const plain = await get(sailingUrl());
    for (const ifNoneMatch of [
      ...BAD_IF_NONE_MATCH,
      `"${String(plain.headers.etag).slice(1, -1)}-zstd"`,
    ]) {
      const response = await get(sailingUrl(), {
        'if-none-match': ifNoneMatch,
        'accept-encoding': 'gzip',
      });
      expect(response.statusCode, ifNoneMatch).toBe(200);
      expect(decoded(response)).toBe(plain.body);
    }
  });

  it('gives a new tag and the new result once a finish time is recorded, never a stale one', async () => {
    const before = await get(sailingUrl(), { 'accept-encoding': 'br' });
    const seriesBefore = await get(seriesUrl(), { 'accept-encoding': 'br' });
    const id = competitorIds[15]!;
    const recorded = await t.request({
      method: 'PATCH',
      url: `/api/competitors/${id}/update-elapsed-time/`,
      headers: club.headers,
      payload: { finish_time: '19:05:00' },
    });
    expect(recorded.statusCode).toBe(200);

    for (const [url, old] of [
      [sailingUrl(), before],
      [seriesUrl(), seriesBefore],
    ] as const) {
      const after = await get(url, {
        'accept-encoding': 'br',
        'if-none-match': String(old.headers.etag),
      });
      expect(after.statusCode, url).toBe(200);
      expect(after.headers.etag).not.toBe(old.headers.etag);
      expect(decoded(after)).not.toBe(decoded(old));
      // The compressed form follows the change too.
      expect(decoded(after)).toBe((await get(url)).body);
    }
    const body = JSON.parse(
      decoded(await get(sailingUrl(), { 'accept-encoding': 'gzip' })),
    ) as SailingBody;
    const row = body.groups[0]!.rows.find((r) => r.competitor_id === id)!;
    expect(row.finish_time).toBe('19:05:00');
    expect(row.rank).not.toBeNull();
  });

  it('answers 404, not 304, for an unpublished sailing whatever the tag', async () => {
    const asClub = await get(`/api/sailings/${unpublishedId}/results/`, club.headers);
    expect(asClub.statusCode).toBe(200);
    for (const ifNoneMatch of [String(asClub.headers.etag), '*']) {
      const anonymous = await get(`/api/sailings/${unpublishedId}/results/`, {
        'if-none-match': ifNoneMatch,
        'accept-encoding': 'br, gzip',
      });
      expect(anonymous.statusCode).toBe(404);
      expect(anonymous.headers['content-type']).toMatch(/application\/json/);
      expect(JSON.parse(decoded(anonymous))).toEqual({ detail: 'Hittades inte.' });
    }
    const unknown = await get('/api/series/2000000000/results/', { 'accept-encoding': 'br' });
    expect(unknown.statusCode).toBe(404);
    expect(JSON.parse(decoded(unknown))).toEqual({ detail: 'Hittades inte.' });
  });

  it('gives the club’s view of a series (with unpublished sailings) its own tag', async () => {
    const clubView = await get(seriesUrl(), club.headers);
    expect(clubView.json<SeriesBody>().sailings.map((s) => s.id)).toContain(unpublishedId);
    // A browser that kept the club's answer, after logging out, must not be told it is current.
    const anonymous = await get(seriesUrl(), { 'if-none-match': String(clubView.headers.etag) });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers.etag).not.toBe(clubView.headers.etag);
    expect(anonymous.json<SeriesBody>().sailings.map((s) => s.id)).not.toContain(unpublishedId);
    // And the club revalidates its own view.
    const again = await get(seriesUrl(), {
      ...club.headers,
      'if-none-match': String(clubView.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });
});
