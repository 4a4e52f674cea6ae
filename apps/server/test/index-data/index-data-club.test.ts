import type { IndexData } from '@segla/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertClub, insertSailing } from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

/** `GET /api/index-data/?club=`: the home page of a shared club link (issue 13). */
describe.each(databaseKinds)('index data of one club on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (query: Record<string, string>) =>
    t.request({ method: 'GET', url: '/api/index-data/', query });

  it('lists only that club’s ongoing, upcoming and finished sailings', async () => {
    const bris = await insertClub(t.db, { slug: 'bris-klubb' });
    const other = await insertClub(t.db);
    const mine = [
      await insertSailing(t.db, { clubId: bris.id, status: 'ongoing', startDate: '2099-01-01' }),
      await insertSailing(t.db, { clubId: bris.id, status: 'upcoming', startDate: '2099-06-01' }),
      await insertSailing(t.db, { clubId: bris.id, status: 'finished', startDate: '2020-06-01' }),
    ];
    await insertSailing(t.db, { clubId: bris.id, status: 'unpublished', startDate: '2099-06-02' });
    for (const status of ['ongoing', 'upcoming', 'finished'] as const) {
      await insertSailing(t.db, { clubId: other.id, status, startDate: '2099-06-03' });
    }
    const response = await get({ club: 'bris-klubb' });
    expect(response.statusCode).toBe(200);
    const body = response.json<IndexData>();
    expect(body.ongoing.map((s) => s.id)).toEqual([mine[0]!.id]);
    expect(body.upcoming.map((s) => s.id)).toEqual([mine[1]!.id]);
    expect(body.latest_results.map((r) => r.sailing.id)).toEqual([mine[2]!.id]);
    // Clubs and totals are all of Segla's.
    const all = (await get({})).json<IndexData>();
    expect(body.clubs).toEqual(all.clubs);
    expect(body.counts).toEqual(all.counts);
    expect(all.upcoming.length).toBeGreaterThan(body.upcoming.length);
  });

  it('answers 404 for an unknown club and 400 for a malformed one', async () => {
    const missing = await get({ club: 'finns-inte' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: expect.any(String) as string });
    for (const club of ['Stora Bokstäver', '-', 'x'.repeat(300), '\u0000', '']) {
      const response = await get({ club });
      expect(response.statusCode, club).toBe(400);
      expect(response.json<Record<string, string[]>>().club?.[0]).toEqual(expect.any(String));
    }
  });
});
