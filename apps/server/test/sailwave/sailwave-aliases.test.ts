import type { SailingResults, SailwaveImportAnswer, SeriesResults } from '@segla/core';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  bearer,
  insertCompetitor,
  insertSailing,
  insertSeries,
  insertStartGroup,
  makeClubActor,
  multipartRequest,
  type ClubActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

/**
 * Issue 32 (docs/product.md §16): a Sailwave fleet of aliases (a boat entered a second time to be
 * scored another way) is a further result list of the start group of the boats it aliases, and
 * a list is written back as such a fleet.
 */

const r = (key: string, value: string, comp = '', race = '') =>
  `"${key}","${value}","${comp}","${race}"`;

/**
 * One race, a fleet "Kölbåtar" on SRS (TCF) with three boats, and their aliases: every boat in
 * "Först i mål" (no rating system), boats 10 and 11 in "PY" (Portsmouth Yardstick); `extra`
 * lines change it.
 */
function aliasSeries(extra: string[] = []): Buffer {
  const boat = (handle: string, fleet: string, alias: string, rating: string, name: string) => [
    r('compboat', name, handle),
    r('compsailno', `SWE ${handle}`, handle),
    r('comphelmname', `Skeppare ${name}`, handle),
    r('compfleet', fleet, handle),
    r('compalias', alias, handle),
    ...(rating === '' ? [] : [r('comprating', rating, handle)]),
  ];
  const finish = (handle: string, time: string) => [
    r('rft', time, handle, '100'),
    r('rst', '18.30.00', handle, '100'),
    r('rrestyp', '4', handle, '100'),
  ];
  const lines = [
    r('serversion', '2.38.02'),
    r('serevent', 'Aliasserien'),
    r('serdatespec', 'd-m-y'),
    r('serscoringhandle', '1'),
    r('scrname', 'Appendix A', '1'),
    r('scrparent', '0', '1'),
    r('scrratingsystem', 'None', '1'),
    r('scrparent', '1', '2'),
    r('scrfield', 'Fleet', '2'),
    r('scrvalue', 'Kölbåtar', '2'),
    r('scrratingsystem', 'TCF', '2'),
    r('scrparent', '1', '3'),
    r('scrfield', 'Fleet', '3'),
    r('scrvalue', 'PY', '3'),
    r('scrratingsystem', 'PY', '3'),
    ...boat('10', 'Kölbåtar', '0', '1.100', 'Alfa'),
    ...boat('11', 'Kölbåtar', '0', '0.900', 'Beta'),
    ...boat('12', 'Kölbåtar', '0', '1.000', 'Gamma'),
    ...boat('20', 'Först i mål', '10', '', 'Alfa'),
    ...boat('21', 'Först i mål', '11', '', 'Beta'),
    ...boat('22', 'Först i mål', '12', '', 'Gamma'),
    ...boat('30', 'PY', '10', '1000', 'Alfa'),
    ...boat('31', 'PY', '11', '1100', 'Beta'),
    r('racerank', '1', '', '100'),
    r('racesailed', '1', '', '100'),
    r('racedate', '06-05-2026', '', '100'),
    // Elapsed 3000, 3100 and 3200 s: Alfa first over the line, Beta first on SRS.
    ...['10', '20', '30'].flatMap((h) => finish(h, '19.20.00')),
    ...['11', '21', '31'].flatMap((h) => finish(h, '19.21.40')),
    ...['12', '22'].flatMap((h) => finish(h, '19.23.20')),
    ...extra,
  ];
  return Buffer.from(lines.join('\r\n'), 'latin1');
}

describe.each(databaseKinds)('Sailwave aliases as result lists on %s', (kind) => {
  let t: TestApp;
  let club: ClubActor;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    club = await makeClubActor(t);
  });
  afterAll(() => t.close());

  const importBlw = async (data: Buffer, preview = false) => {
    const response = await multipartRequest(
      t,
      {
        method: 'POST',
        url: `/api/series/import-sailwave/${preview ? '?preview=1' : ''}`,
        headers: club.headers,
      },
      { file: { filename: 'alias.blw', contentType: 'application/octet-stream', data } },
    );
    expect(response.statusCode, response.body).toBe(preview ? 200 : 201);
    return response.json<SailwaveImportAnswer>();
  };
  const get = async <T>(url: string) =>
    (await t.request({ method: 'GET', url, headers: club.headers })).json<T>();

  it('imports a fleet of aliases as a list of the start group, one boat scored twice', async () => {
    const preview = await importBlw(aliasSeries(), true);
    expect(preview.fleets).toEqual([
      { name: 'Kölbåtar', handicap: 'srs', competitors: 3, list: null },
      {
        name: 'Först i mål',
        handicap: 'scratch',
        competitors: 3,
        list: { of: 'Kölbåtar', kind: 'scratch' },
      },
      { name: 'PY', handicap: 'srs', competitors: 2, list: { of: 'Kölbåtar', kind: 'yardstick' } },
    ]);
    expect(preview.warnings).toEqual([]);

    const answer = await importBlw(aliasSeries());
    const series = await get<{ sailings: { id: number }[] }>(`/api/series/${answer.series}/`);
    const sailing = await get<SailingResults>(`/api/sailings/${series.sailings[0]!.id}/results/`);
    expect(sailing.groups).toHaveLength(1);
    const [group] = sailing.groups;
    expect(group!.rows.map((row) => [row.boat_name, row.rank])).toEqual([
      ['Beta', 1],
      ['Gamma', 2],
      ['Alfa', 3],
    ]);
    expect(group!.lists.map((list) => [list.name, list.kind])).toEqual([
      ['Först i mål', 'scratch'],
      ['PY', 'yardstick'],
    ]);
    expect(group!.lists[0]!.rows.map((row) => [row.boat_name, row.rank])).toEqual([
      ['Alfa', 1],
      ['Beta', 2],
      ['Gamma', 3],
    ]);
    // PY: 3000 × 1000/1000 = 3000 against 3100 × 1000/1100 = 2818; Gamma has no PY number.
    expect(
      group!.lists[1]!.rows.map((row) => [row.boat_name, row.rank, row.rating, row.status]),
    ).toEqual([
      ['Beta', 1, 1100, 'finished'],
      ['Alfa', 2, 1000, 'finished'],
      ['Gamma', null, null, 'no_rating'],
    ]);
    const standings = await get<SeriesResults>(`/api/series/${answer.series}/results/`);
    expect(standings.groups.map((g) => g.name)).toEqual(['Kölbåtar']);
    expect(standings.groups[0]!.lists.map((list) => list.rows.map((row) => row.rank))).toEqual([
      [1, 2, 3],
      [1, 2],
    ]);
  });

  it('keeps a fleet of aliases as a start group, and says why, when it cannot be a list', async () => {
    // An alias whose finish differs from her primary's ranks another race than the list would.
    const differs = await importBlw(aliasSeries([r('rcod', 'DNF', '22', '100')]), true);
    expect(differs.fleets.find((f) => f.name === 'Först i mål')?.list).toBeNull();
    expect(differs.warnings).toContain(
      'Flottan Först i mål är alias i Sailwave men importeras som en egen startgrupp: aliasen ' +
        'har andra resultat än båtarna de är alias av.',
    );
    // A boat of its own in the fleet of aliases.
    const mixed = await importBlw(aliasSeries([r('compfleet', 'PY', '12')]), true);
    expect(mixed.fleets.find((f) => f.name === 'PY')).toMatchObject({ list: null });
    expect(mixed.warnings.join(' ')).toContain('Flottan PY är alias i Sailwave');
  });

  it('writes each list as a fleet of aliases that imports as the same lists', async () => {
    const serie = await insertSeries(t.db, { clubId: club.clubId, name: 'Listserien' });
    const sailing = await insertSailing(t.db, {
      clubId: club.clubId,
      serieId: serie.id,
      name: 'Onsdag',
      status: 'finished',
    });
    // A list named as another start group: its fleet in the file needs another name.
    const group = await insertStartGroup(t.db, { sailingId: sailing.id, name: 'SRS' });
    await insertStartGroup(t.db, { sailingId: sailing.id, name: 'Först i mål' });
    const boat = (name: string, rating: number, finishTime: string) =>
      insertCompetitor(t.db, {
        sailingId: sailing.id,
        startGroupId: group.id,
        sailNumber: name,
        boatName: name,
        name: `Skeppare ${name}`,
        rating,
        finishTime,
      });
    const a = await boat('A', 1.1, '19:20:00');
    const b = await boat('B', 0.9, '19:21:40');
    await boat('C', 1.0, '19:23:20');
    const post = async (payload: object) =>
      (
        await t.request({
          method: 'POST',
          url: `/api/start-groups/${group.id}/lists/`,
          headers: bearer(club),
          payload,
        })
      ).json<{ id: number }>();
    await post({ name: 'Först i mål', kind: 'scratch' });
    const irc = await post({ name: 'IRC', kind: 'time_on_time' });
    const rated = await t.request({
      method: 'PUT',
      url: `/api/result-lists/${irc.id}/ratings/`,
      headers: bearer(club),
      payload: {
        ratings: [
          { competitor: a.id, rating: 1.05 },
          { competitor: b.id, rating: 0.95 },
        ],
      },
    });
    expect(rated.statusCode).toBe(200);

    const file = await t.request({
      method: 'GET',
      url: `/api/series/${serie.id}/sailwave/`,
      headers: club.headers,
    });
    expect(file.statusCode).toBe(200);
    const records: string[][] = parse(file.rawPayload.toString('latin1'));
    /** Every competitor's own fields, by handle. */
    const competitors = new Map<string, Map<string, string>>();
    for (const [key = '', value = '', comp = '', race = ''] of records) {
      if (!key.startsWith('comp') || comp === '' || race !== '') continue;
      competitors.set(comp, (competitors.get(comp) ?? new Map<string, string>()).set(key, value));
    }
    const ofFleet = (fleet: string) =>
      [...competitors].filter(([, fields]) => fields.get('compfleet') === fleet);
    const bySail = (fleet: string) =>
      Object.fromEntries(
        ofFleet(fleet).map(([, c]): [string, (string | undefined)[]] => [
          c.get('compsailno') ?? '',
          [c.get('compalias'), c.get('compseglalist'), c.get('comprating')],
        ]),
      );
    const handleOf = (sail: string) =>
      ofFleet('SRS').find(([, fields]) => fields.get('compsailno') === sail)![0];
    expect(bySail('SRS Först i mål')).toEqual({
      A: [handleOf('A'), 'Först i mål', undefined],
      B: [handleOf('B'), 'Först i mål', undefined],
      C: [handleOf('C'), 'Först i mål', undefined],
    });
    // C has no TCC, so IRC does not rank her and she has no alias there.
    expect(bySail('IRC')).toEqual({
      A: [handleOf('A'), 'IRC', '1.050'],
      B: [handleOf('B'), 'IRC', '0.950'],
    });
    const systems = records.filter((rec) => rec[0] === 'scrvalue').map((rec) => rec[1]);
    expect(systems).toEqual(['SRS', 'Först i mål', 'SRS Först i mål', 'IRC']);

    const again = await importBlw(file.rawPayload);
    expect(again.warnings).toEqual([]);
    const before = await get<SeriesResults>(`/api/series/${serie.id}/results/`);
    const after = await get<SeriesResults>(`/api/series/${again.series}/results/`);
    const lists = (results: SeriesResults) =>
      results.groups.map((g) => ({
        name: g.name,
        lists: g.lists.map((list) => ({
          name: list.name,
          kind: list.kind,
          rows: list.rows.map((row) => [row.sail_number, row.rank, row.net]),
        })),
      }));
    expect(lists(after)).toEqual(lists(before));
    expect(lists(before)[0]!.lists).toHaveLength(2);
  });
});
