import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, queryCounter, type TestApp } from '../helpers/build-test-app.ts';
import {
  insertClub,
  insertCompetitors,
  insertSailing,
  insertSeries,
  insertStartGroup,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

interface Body {
  groups: {
    rows: { sail_number: string; rank: number | null; points?: number | null; net?: number }[];
  }[];
}

describe.each(databaseKinds)('cached results on %s', (kind) => {
  let t: TestApp;
  const counter = queryCounter();
  beforeAll(async () => {
    t = await buildTestApp(kind, { onQuery: counter.onQuery });
  });
  afterAll(() => t.close());

  it('answers from the cache while nothing changed, and never stale after a change', async () => {
    const { db } = t.testDatabase.database;
    const club = await insertClub(db);
    const series = await insertSeries(db, { clubId: club.id });
    const sailing = await insertSailing(db, {
      clubId: club.id,
      serieId: series.id,
      status: 'ongoing',
    });
    const group = await insertStartGroup(db, { sailingId: sailing.id, startTime: '18:30:00' });
    await insertCompetitors(db, [
      { sailingId: sailing.id, startGroupId: group.id, sailNumber: 'A', finishTime: '19:30:00' },
      { sailingId: sailing.id, startGroupId: group.id, sailNumber: 'B', finishTime: '19:40:00' },
    ]);
    const sailingUrl = `/api/sailings/${sailing.id}/results/`;
    const seriesUrl = `/api/series/${series.id}/results/`;
    const order = async (url: string) =>
      (await t.request({ method: 'GET', url }))
        .json<Body>()
        .groups[0]!.rows.map((r) => r.sail_number);

    expect(await order(sailingUrl)).toEqual(['A', 'B']);
    expect(await order(seriesUrl)).toEqual(['A', 'B']);
    // Unchanged: no query (the version is known, decision 0038), served from the cache.
    expect(await counter.count(() => t.request({ method: 'GET', url: sailingUrl }))).toBe(0);
    expect(await counter.count(() => t.request({ method: 'GET', url: seriesUrl }))).toBe(0);

    // A change made behind the service's back (as another instance would) is seen at once.
    await db
      .updateTable('competitors')
      .set({ finish_time: '19:20:00' })
      .where('sail_number', '=', 'B')
      .where('sailing_id', '=', sailing.id)
      .execute();
    expect(await order(sailingUrl)).toEqual(['B', 'A']);
    expect(await order(seriesUrl)).toEqual(['B', 'A']);
    const response = await t.request({ method: 'GET', url: sailingUrl });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});
