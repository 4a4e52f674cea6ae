import type { SailwaveImportAnswer, SearchResponse, SeriesResults } from '@segla/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  type Actor,
  type ClubActor,
  countRows,
  makeClubActor,
  makeSailorActor,
  makeStaffActor,
  multipartRequest,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

/** A small Sailwave series: two races, one SRS fleet with two boats, one code (37 lines). */
function smallSeries(helm = 'Åsa Öberg'): string {
  const r = (key: string, value: string, comp = '', race = '') =>
    `"${key}","${value}","${comp}","${race}"`;
  return [
    r('serversion', '2.38.02'),
    r('serevent', 'Onsdagsserien 2026'),
    r('servenue', 'Brunnsviken'),
    r('serdatespec', 'd-m-y'),
    r('serscoringhandle', '1'),
    r('scrname', 'Appendix A', '1'),
    r('scrparent', '0', '1'),
    r('scrrrs2025', 'Yes', '1'),
    r('scrratingsystem', 'TCF', '1'),
    r('scrdiscardlist', '0,0,0,1', '1'),
    r('compboat', 'Vinga', '10'),
    r('compsailno', 'SWE 1', '10'),
    r('comphelmname', helm, '10'),
    r('compfleet', 'Kölbåtar', '10'),
    r('comprating', '1.000', '10'),
    r('compboat', 'Tärnan', '11'),
    r('compsailno', 'SWE 2', '11'),
    r('comphelmname', 'Per Ek', '11'),
    r('compfleet', 'Kölbåtar', '11'),
    r('comprating', '0.900', '11'),
    r('racerank', '1', '', '100'),
    r('racesailed', '1', '', '100'),
    r('racedate', '06-05-2026', '', '100'),
    r('racestart', 'Fleet^Kölbåtar^^^^^^^^^^^=^=^=^=^=^=|18.30.00|Finish time|Start 1', '', '100'),
    r('racerank', '2', '', '101'),
    r('racesailed', '1', '', '101'),
    r('racedate', '13-05-2026', '', '101'),
    r('racestart', 'Fleet^Kölbåtar^^^^^^^^^^^=^=^=^=^=^=|18.30.00|Finish time|Start 1', '', '101'),
    r('rft', '19.30.00', '10', '100'),
    r('rrestyp', '4', '10', '100'),
    r('rft', '19.35.00', '11', '100'),
    r('rrestyp', '4', '11', '100'),
    r('rcod', 'DNF', '10', '101'),
    r('rrestyp', '3', '10', '101'),
    r('rft', '19.40.00', '11', '101'),
    r('rrat', '0.950', '11', '101'),
    r('rrestyp', '4', '11', '101'),
  ].join('\r\n');
}

/** Windows-1252 bytes of a text with only Latin-1 letters (what Sailwave writes). */
function cp1252(text: string): Buffer {
  return Buffer.from(text, 'latin1');
}

describe.each(databaseKinds)('Sailwave import on %s', (kind) => {
  let t: TestApp;
  let club: ClubActor;
  let other: ClubActor;
  let staff: Actor;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    club = await makeClubActor(t);
    other = await makeClubActor(t);
    staff = await makeStaffActor(t);
  });
  afterAll(() => t.close());

  const send = (
    data: Buffer,
    headers: Record<string, string> = club.headers,
    fields: Record<string, string> = {},
    query = '',
  ) =>
    multipartRequest(
      t,
      { method: 'POST', url: `/api/series/import-sailwave/${query}`, headers },
      { ...fields, file: { filename: 'serie.blw', contentType: 'application/octet-stream', data } },
    );

  it('creates the series, its races, fleets, boats, ratings per race and codes', async () => {
    const response = await send(cp1252(smallSeries()));
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<SailwaveImportAnswer>();
    expect(answer).toMatchObject({
      name: 'Onsdagsserien 2026',
      discard_thresholds: [4],
      rules_edition: '2025',
      sailings: [
        { start_date: '2026-05-06', start_time: '18:30:00', competitors: 2 },
        { start_date: '2026-05-13', start_time: '18:30:00', competitors: 2 },
      ],
      fleets: [{ name: 'Kölbåtar', handicap: 'srs', competitors: 2 }],
    });
    const competitors = await t.db
      .selectFrom('competitors')
      .innerJoin('sailings', 'sailings.id', 'competitors.sailing_id')
      .select(['competitors.name', 'rating', 'finish_time', 'code', 'sailings.start_date'])
      .where('sailings.serie_id', '=', answer.series!)
      .orderBy('sailings.start_date')
      .orderBy('competitors.sail_number')
      .execute();
    expect(competitors).toEqual([
      {
        name: 'Åsa Öberg',
        rating: 1,
        finish_time: '19:30:00',
        code: null,
        start_date: '2026-05-06',
      },
      {
        name: 'Per Ek',
        rating: 0.9,
        finish_time: '19:35:00',
        code: null,
        start_date: '2026-05-06',
      },
      { name: 'Åsa Öberg', rating: 1, finish_time: null, code: 'DNF', start_date: '2026-05-13' },
      {
        name: 'Per Ek',
        rating: 0.95,
        finish_time: '19:40:00',
        code: null,
        start_date: '2026-05-13',
      },
    ]);
    const results = (
      await t.request({ method: 'GET', url: `/api/series/${answer.series}/results/` })
    ).json<SeriesResults>();
    expect(results.groups[0]!.rows.map((row) => [row.sail_number, row.rank, row.net])).toEqual([
      ['SWE 2', 1, 2],
      ['SWE 1', 2, 5],
    ]);
    // Found by search like any series made with the form.
    const found = await t.request({
      method: 'GET',
      url: '/api/search/',
      query: { query: 'onsdagsserien' },
    });
    expect(
      found
        .json<SearchResponse>()
        .result_list.filter((hit) => hit.type === 'series')
        .map((hit) => hit.id),
    ).toContain(answer.series);
  });

  it('imports races not sailed as cancelled when their date has passed, else upcoming', async () => {
    const extra = [
      '"racerank","3","","102"',
      '"racesailed","0","","102"',
      '"racedate","20-05-2026","","102"',
      '"racerank","4","","103"',
      '"racesailed","0","","103"',
      '"racedate","20-05-2099","","103"',
    ];
    const response = await send(Buffer.from(`${smallSeries()}\r\n${extra.join('\r\n')}`));
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<SailwaveImportAnswer>();
    expect(answer.warnings).toContain(
      '1 race som inte seglades och vars datum har passerat importeras som inställda.',
    );
    const statuses = await t.db
      .selectFrom('sailings')
      .select(['status', 'start_date'])
      .where('serie_id', '=', answer.series!)
      .orderBy('start_date')
      .execute();
    expect(statuses.map((row) => row.status)).toEqual([
      'finished',
      'finished',
      'cancelled',
      'upcoming',
    ]);
  });

  it('previews without writing anything', async () => {
    const before = await countRows(t, 'competitors');
    const response = await send(Buffer.from(smallSeries()), club.headers, {}, '?preview=1');
    expect(response.statusCode).toBe(200);
    expect(response.json<SailwaveImportAnswer>()).toMatchObject({
      series: null,
      name: 'Onsdagsserien 2026',
    });
    expect(await countRows(t, 'competitors')).toBe(before);
  });

  it('refuses a broken file with its line, and writes nothing', async () => {
    const series = await countRows(t, 'series');
    const broken = `${smallSeries()}\r\n"rft","19.00.00"\r\n`;
    const response = await send(Buffer.from(broken));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ file: string[] }>().file[0]).toMatch(/^Rad 38: /);
    const binary = await send(Buffer.from([0, 1, 2, 3]));
    expect(binary.statusCode).toBe(400);
    const notSailwave = await send(Buffer.from('name;srs\r\nFolkbåt;0,78\r\n'));
    expect(notSailwave.statusCode).toBe(400);
    expect(await countRows(t, 'series')).toBe(series);
  });

  it('lets only the club (or staff naming it) import', async () => {
    const data = Buffer.from(smallSeries());
    expect((await send(data, {})).statusCode).toBe(401);
    const sailor = await makeSailorActor(t);
    expect((await send(data, sailor.headers)).statusCode).toBe(403);
    expect((await send(data, other.headers, { club: club.slug })).statusCode).toBe(403);
    const staffWithout = await send(data, staff.headers);
    expect(staffWithout.statusCode).toBe(400);
    expect(staffWithout.json()).toHaveProperty('club');
    const unknown = await send(data, staff.headers, { club: 'finns-inte' });
    expect(unknown.statusCode).toBe(400);
    const bySlug = await send(data, staff.headers, { club: club.slug });
    expect(bySlug.statusCode).toBe(201);
    const owner = await t.db
      .selectFrom('series')
      .select('club_id')
      .where('id', '=', bySlug.json<SailwaveImportAnswer>().series!)
      .executeTakeFirstOrThrow();
    expect(owner.club_id).toBe(club.clubId);
  });

  it('answers a missing file or a bad preview value with a Swedish 400', async () => {
    const none = await multipartRequest(
      t,
      { method: 'POST', url: '/api/series/import-sailwave/', headers: club.headers },
      { club: club.slug },
    );
    expect(none.statusCode).toBe(400);
    const bad = await send(Buffer.from(smallSeries()), club.headers, {}, '?preview=2');
    expect(bad.statusCode).toBe(400);
  });
});
