import { readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';
import type { SailwaveImportAnswer, Series, SeriesResults } from '@segla/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/demo/seed-demo.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { type Actor, makeStaffActor, multipartRequest } from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { SAILWAVE_FIXTURES, blwFiles } from '../helpers/fixtures.ts';

/**
 * Segla → Sailwave → Segla (docs/product.md §16): a series exported as `.blw` and imported again
 * is the same series with the same standings, for the demo series and for every conformance file
 * (imported, exported, imported again).
 */
const ROOT = SAILWAVE_FIXTURES;

/** What must survive the trip: the settings, the sailings, and every standings row. */
function comparable(series: Series, results: SeriesResults) {
  const sailingNames = new Map(results.sailings.map((s) => [s.id, s.name]));
  return {
    settings: {
      name: series.name,
      discard_thresholds: series.discard_thresholds,
      dnf_scoring: series.dnf_scoring,
      rules_edition: series.rules_edition,
    },
    sailings: results.sailings.map((s) => [s.name, s.start_date]),
    groups: results.groups.map((group) => ({
      name: group.name,
      rows: group.rows.map((row) => ({
        rank: row.rank,
        name: row.name,
        boat_name: row.boat_name,
        sail_number: row.sail_number,
        total: row.total,
        net: row.net,
        races: row.races.map((race) => [
          sailingNames.get(race.sailing_id),
          race.points,
          race.code,
          race.discarded,
        ]),
      })),
    })),
  };
}

describe.each(databaseKinds)('Sailwave round trip on %s', (kind) => {
  let t: TestApp;
  let staff: Actor;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    staff = await makeStaffActor(t);
    await seedDemo(t.db);
  });
  afterAll(() => t.close());

  const importBlw = async (data: Buffer, name: string) => {
    const response = await multipartRequest(
      t,
      { method: 'POST', url: '/api/series/import-sailwave/', headers: staff.headers },
      { club: 'bris', file: { filename: name, contentType: 'application/octet-stream', data } },
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json<SailwaveImportAnswer>().series!;
  };
  const read = async (id: number) => {
    const series = await t.request({
      method: 'GET',
      url: `/api/series/${id}/`,
      headers: staff.headers,
    });
    const results = await t.request({
      method: 'GET',
      url: `/api/series/${id}/results/`,
      headers: staff.headers,
    });
    return comparable(series.json<Series>(), results.json<SeriesResults>());
  };
  const exported = async (id: number) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/series/${id}/sailwave/`,
      headers: staff.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };

  it('reproduces every demo series', async () => {
    const demo = await t.db.selectFrom('series').select(['id', 'name']).execute();
    expect(demo.length).toBeGreaterThan(0);
    for (const series of demo) {
      const before = await read(series.id);
      const again = await importBlw(await exported(series.id), `${series.name}.blw`);
      expect(await read(again), series.name).toEqual(before);
    }
  });

  it.each(blwFiles(ROOT).map((path) => [relative(ROOT, path), path]))(
    'reproduces %s after an export',
    async (_name, path) => {
      const first = await importBlw(readFileSync(path), basename(path));
      const before = await read(first);
      const again = await importBlw(await exported(first), basename(path));
      expect(await read(again)).toEqual(before);
    },
  );
});
