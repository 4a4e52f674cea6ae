import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  insertCompetitor,
  insertSailing,
  insertStartGroup,
  login,
  makeClub,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

describe.each(databaseKinds)('GET /api/sailings/{id}/results/ on %s', (kind) => {
  let t: TestApp;
  let club: Awaited<ReturnType<typeof makeClub>>;
  let published: number;
  let unpublished: number;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const db = t.db;
    club = await makeClub(t);
    published = (await insertSailing(db, { clubId: club.clubId, status: 'finished' })).id;
    unpublished = (await insertSailing(db, { clubId: club.clubId, status: 'unpublished' })).id;
    for (const sailingId of [published, unpublished]) {
      const group = await insertStartGroup(db, { sailingId, startTime: '18:00:00' });
      await insertCompetitor(db, {
        sailingId,
        startGroupId: group.id,
        name: 'Anna',
        rating: 0.9,
        finishTime: '19:00:00',
      });
    }
  });
  afterAll(() => t.close());

  const get = (id: string | number, token?: string) =>
    t.request({
      method: 'GET',
      url: `/api/sailings/${id}/results/`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('answers a published sailing’s results to anyone', async () => {
    const response = await get(published);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      sailing_id: published,
      verified: false,
      finished: true,
      groups: [
        { rows: [{ name: 'Anna', rank: 1, points: 1, elapsed_time: 3600, corrected_time: 3240 }] },
      ],
    });
  });

  it('hides an unpublished sailing from anonymous users but not from its club', async () => {
    expect((await get(unpublished)).statusCode).toBe(404);
    const { access } = await login(t, club.email, club.password);
    expect((await get(unpublished, access)).statusCode).toBe(200);
  });

  it('answers 404 for ids that are unknown or cannot exist', async () => {
    for (const id of ['2000000000', '0', '-1', 'abc', '1.5', '99999999999', '%00']) {
      const response = await get(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Hittades inte.' });
    }
    // Longer than Fastify's path parameter limit (100): the router answers 414 itself.
    expect((await get('1'.repeat(10_000))).statusCode).toBe(414);
  });
});
