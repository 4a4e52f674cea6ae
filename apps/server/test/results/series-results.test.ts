import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/demo/seed-demo.ts';
import { buildTestApp, queryCounter, type TestApp } from '../helpers/build-test-app.ts';
import {
  insertClub,
  insertCompetitors,
  insertSailing,
  insertSeries,
  insertStartGroup,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

interface SeriesResultsBody {
  serie_id: number;
  sailings: { id: number; name: string; start_date: string }[];
  groups: {
    name: string;
    rows: {
      rank: number;
      name: string;
      boat_name: string;
      sail_number: string;
      races: { sailing_id: number; points: number; code: string | null; discarded: boolean }[];
      total: number;
      net: number;
    }[];
  }[];
}

describe.each(databaseKinds)('GET /api/series/{id}/results/ on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  /** A series of `races` sailings with one SRS group each; `finishes[r]` lists boats in order. */
  async function series(finishes: string[][], options: { thresholds?: string } = {}) {
    const { db } = t.testDatabase.database;
    const club = await insertClub(db);
    const serie = await insertSeries(db, { clubId: club.id, name: 'Vårserien' });
    if (options.thresholds) {
      await db
        .updateTable('series')
        .set({ discard_thresholds: options.thresholds })
        .where('id', '=', serie.id)
        .execute();
    }
    for (const [r, order] of finishes.entries()) {
      const sailing = await insertSailing(db, {
        clubId: club.id,
        serieId: serie.id,
        name: `Segling ${r + 1}`,
        startDate: `2026-05-${String(10 + r).padStart(2, '0')}`,
        status: 'finished',
      });
      const group = await insertStartGroup(db, {
        sailingId: sailing.id,
        name: 'SRS kölbåt',
        startTime: '18:30:00',
      });
      await insertCompetitors(
        db,
        order.map((boat, place) => ({
          sailingId: sailing.id,
          startGroupId: group.id,
          name: `Skeppare ${boat}`,
          boatName: `Båt ${boat}`,
          sailNumber: `SWE ${boat}`,
          rating: 1,
          finishTime: `19:${String(10 + place).padStart(2, '0')}:00`,
        })),
      );
    }
    return serie.id;
  }

  const get = (id: number) => t.request({ method: 'GET', url: `/api/series/${id}/results/` });

  it('scores each boat over the sailings, with DNC for a sailing it missed', async () => {
    const id = await series([
      ['A', 'B', 'C'],
      ['B', 'A'],
      ['A', 'C', 'B'],
    ]);
    const response = await get(id);
    expect(response.statusCode).toBe(200);
    const body = response.json<SeriesResultsBody>();
    expect(body.serie_id).toBe(id);
    expect(body.sailings.map((s) => s.name)).toEqual(['Segling 1', 'Segling 2', 'Segling 3']);
    expect(body.groups).toHaveLength(1);
    const rows = body.groups[0]!.rows;
    expect(rows.map((r) => [r.sail_number, r.rank, r.net])).toEqual([
      ['SWE A', 1, 4],
      ['SWE B', 2, 6],
      ['SWE C', 3, 9],
    ]);
    // C missed sailing 2: DNC scores the three boats entered + 1.
    expect(rows[2]!.races[1]).toMatchObject({ points: 4, code: 'DNC', discarded: false });
  });

  it('excludes the worst score from the fourth sailing by default', async () => {
    const id = await series([
      ['A', 'B'],
      ['A', 'B'],
      ['B', 'A'],
      ['A', 'B'],
    ]);
    const rows = (await get(id)).json<SeriesResultsBody>().groups[0]!.rows;
    expect(rows[0]).toMatchObject({ sail_number: 'SWE A', total: 5, net: 3 });
    expect(rows[0]!.races.filter((r) => r.discarded)).toHaveLength(1);
    expect(rows[1]).toMatchObject({ sail_number: 'SWE B', total: 7, net: 5 });
  });

  it('follows the series discard thresholds', async () => {
    const id = await series(
      [
        ['A', 'B'],
        ['A', 'B'],
        ['B', 'A'],
        ['A', 'B'],
      ],
      { thresholds: '[]' },
    );
    const rows = (await get(id)).json<SeriesResultsBody>().groups[0]!.rows;
    expect(rows[0]).toMatchObject({ total: 5, net: 5 });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get(999_999)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/series/abc/results/' })).statusCode).toBe(
      404,
    );
  });

  it('scores the demo spring series', async () => {
    await seedDemo(t.db, new Date('2026-11-21T17:00:00Z'));
    const serie = await t.db
      .selectFrom('series')
      .select('id')
      .where('name', '=', 'Vårserien 2026')
      .executeTakeFirstOrThrow();
    const body = (await get(serie.id)).json<SeriesResultsBody>();
    expect(body.sailings).toHaveLength(6);
    expect(body.groups.map((g) => g.name).sort()).toEqual(['IF-båt', 'SRS kölbåt']);
    for (const group of body.groups) {
      expect(group.rows[0]!.rank).toBe(1);
      for (const row of group.rows) {
        expect(row.races).toHaveLength(6);
        // Six sailings: one discard each (default thresholds [4]).
        expect(row.races.filter((r) => r.discarded)).toHaveLength(1);
        expect(row.net).toBeLessThan(row.total);
      }
    }
  });
});

describe.each(databaseKinds)('series results queries on %s', (kind) => {
  let t: TestApp;
  const counter = queryCounter();
  beforeAll(async () => {
    t = await buildTestApp(kind, { onQuery: counter.onQuery });
  });
  afterAll(() => t.close());

  it('issues the same number of queries for 10 and for 200 boats', async () => {
    const { db } = t.testDatabase.database;
    const counts = [];
    for (const boats of [10, 200]) {
      const club = await insertClub(db);
      const serie = await insertSeries(db, { clubId: club.id });
      for (let r = 0; r < 3; r++) {
        const sailing = await insertSailing(db, {
          clubId: club.id,
          serieId: serie.id,
          status: 'finished',
        });
        const group = await insertStartGroup(db, {
          sailingId: sailing.id,
          name: 'SRS',
          startTime: '18:00:00',
        });
        await insertCompetitors(
          db,
          Array.from({ length: boats }, (_, i) => ({
            sailingId: sailing.id,
            startGroupId: group.id,
            sailNumber: `S${i}`,
            boatName: `B${i}`,
            finishTime: `19:${String(i % 60).padStart(2, '0')}:${String(r).padStart(2, '0')}`,
          })),
        );
      }
      counts.push(
        await counter.count(() =>
          t.request({ method: 'GET', url: `/api/series/${serie.id}/results/` }),
        ),
      );
    }
    expect(counts[0]).toBe(counts[1]);
    // Five before issue 32; the groups' result lists and the prize categories add three.
    expect(counts[0]).toBeLessThanOrEqual(8);
  });
});
