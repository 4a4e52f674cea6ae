import { readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';
import type { SailwaveImportAnswer, Series, SeriesResults } from '@segla/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/demo/seed-demo.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  type Actor,
  insertCompetitors,
  insertSailing,
  insertSeries,
  insertStartGroup,
  makeStaffActor,
  multipartRequest,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { SAILWAVE_FIXTURES, blwFiles } from '../helpers/fixtures.ts';

/**
 * Segla → Sailwave → Segla (docs/product.md §16): a series exported as `.blw` and imported again
 * is the same series with the same standings, for the demo series and for every conformance file
 * (imported, exported, imported again).
 */
const ROOT = SAILWAVE_FIXTURES;

/**
 * What must survive the trip: the settings, every sailing of the series (the series' own list,
 * so the ones not sailed count too: cancelled or upcoming), the sailings with results, and every
 * standings row, of the start groups and of their further result lists.
 */
function comparable(series: Series, results: SeriesResults) {
  const sailingNames = new Map(results.sailings.map((s) => [s.id, s.name]));
  type Row = SeriesResults['groups'][number]['rows'][number];
  const standingRow = (row: Row) => ({
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
  });
  return {
    settings: {
      name: series.name,
      discard_thresholds: series.discard_thresholds,
      dnf_scoring: series.dnf_scoring,
      rules_edition: series.rules_edition,
    },
    sailings: series.sailings.map((s) => [s.name, s.start_date, s.status]),
    scored: results.sailings.map((s) => [s.name, s.start_date]),
    groups: results.groups.map((group) => ({
      name: group.name,
      rows: group.rows.map(standingRow),
      lists: group.lists.map((list) => ({
        name: list.name,
        kind: list.kind,
        rows: list.rows.map(standingRow),
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

  // Sailwave knows only whether a race was sailed, so a race not sailed is read as cancelled
  // once its date has passed and as upcoming before; Segla's own race key (raceseglastatus)
  // says which it was. Fails until Segla's import reads that key (planSailwaveImport): then
  // this becomes `it`.
  it('keeps a sailing called off ahead and one not sailed though its date has passed', async () => {
    const { id: clubId } = await t.db
      .selectFrom('clubs')
      .select('id')
      .where('slug', '=', 'bris')
      .executeTakeFirstOrThrow();
    const series = await insertSeries(t.db, { clubId, name: 'Statusserien' });
    const sailing = (
      name: string,
      startDate: string,
      status: 'finished' | 'upcoming' | 'cancelled',
    ) => insertSailing(t.db, { clubId, serieId: series.id, name, startDate, status });
    const sailed = await sailing('Onsdag 1', '2020-05-06', 'finished');
    await sailing('Onsdag 2', '2020-05-13', 'upcoming');
    const calledOff = await sailing('Onsdag 3', '2099-05-20', 'cancelled');
    await sailing('Onsdag 4', '2099-05-27', 'upcoming');
    const group = await insertStartGroup(t.db, { sailingId: sailed.id });
    await insertCompetitors(t.db, [
      { sailingId: sailed.id, startGroupId: group.id, name: 'Anna', finishTime: '19:30:00' },
      { sailingId: sailed.id, startGroupId: group.id, name: 'Bo', finishTime: '19:35:00' },
    ]);
    // Entered before it was called off: a cancelled sailing's entries are not in the file.
    const late = await insertStartGroup(t.db, { sailingId: calledOff.id });
    await insertCompetitors(t.db, [
      { sailingId: calledOff.id, startGroupId: late.id, name: 'Cia' },
    ]);

    const before = await read(series.id);
    expect(before.sailings.map((s) => s[2])).toEqual([
      'finished',
      'upcoming',
      'cancelled',
      'upcoming',
    ]);
    const again = await importBlw(await exported(series.id), 'Statusserien.blw');
    expect(await read(again)).toEqual(before);
  });
});
