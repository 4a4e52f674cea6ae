import { brotliDecompressSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  bearer,
  insertCompetitors,
  insertSailing,
  insertSeries,
  insertStartGroup,
  makeClubActor,
  type ClubActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

/** The CSV as a spreadsheet reads it: the BOM checked and taken off, semicolons, quotes. */
function csvRows(response: LightMyRequestResponse): string[][] {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  const bytes =
    response.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(response.rawPayload)
      : response.rawPayload;
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text.split('\r\n', 1)[0]).toContain('Startgrupp;Placering;Segelnummer;Båt;');
  return parse(text, { bom: true, delimiter: ';' });
}

describe.each(databaseKinds)('results as CSV on %s', (kind) => {
  let t: TestApp;
  let club: ClubActor;
  let sailingId: number;
  let draftId: number;
  let seriesId: number;
  let draftSeriesId: number;
  let largeId: number;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const { db } = t;
    club = await makeClubActor(t);
    seriesId = (await insertSeries(db, { clubId: club.clubId, name: 'Onsdagsserien' })).id;
    sailingId = (
      await insertSailing(db, {
        clubId: club.clubId,
        serieId: seriesId,
        name: 'Höstsegling "Bris"; 1',
        startDate: '2026-05-13',
        status: 'finished',
      })
    ).id;
    const keelboats = await insertStartGroup(db, {
      sailingId,
      name: 'SRS kölbåt',
      startTime: '18:30:00',
      position: 0,
    });
    const dinghies = await insertStartGroup(db, {
      sailingId,
      name: 'Jolle',
      startTime: '18:40:00',
      handicap: 'scratch',
      position: 1,
    });
    await insertCompetitors(db, [
      // Corrected 3240 s: first.
      {
        sailingId,
        startGroupId: keelboats.id,
        name: 'Anna Lindqvist',
        boatName: 'Vinga',
        sailNumber: 'SWE 1',
        rating: 0.9,
        finishTime: '19:30:00',
      },
      // Corrected 4410 s: second.
      {
        sailingId,
        startGroupId: keelboats.id,
        name: 'Berg; Lisa',
        boatName: 'Vind "Två"',
        sailNumber: 'SWE 2',
        rating: 1.05,
        finishTime: '19:40:00',
      },
      {
        sailingId,
        startGroupId: keelboats.id,
        name: '=1+1',
        boatName: 'Kvick',
        sailNumber: 'SWE 3',
        rating: 1,
        code: 'DNF',
      },
      // A tie in a scratch group: 1.5 points each.
      {
        sailingId,
        startGroupId: dinghies.id,
        name: 'Olle',
        boatName: 'Jollen',
        sailNumber: 'SWE 4',
        rating: null,
        finishTime: '19:45:30',
      },
      {
        sailingId,
        startGroupId: dinghies.id,
        name: 'Pia',
        boatName: 'Jollen 2',
        sailNumber: 'SWE 5',
        rating: null,
        finishTime: '19:45:30',
      },
    ]);
    // The series' second sailing is a draft: only the club sees it, in the JSON as in the CSV.
    draftId = (
      await insertSailing(db, {
        clubId: club.clubId,
        serieId: seriesId,
        name: 'Utkast',
        startDate: '2026-05-20',
        status: 'unpublished',
      })
    ).id;
    const draftGroup = await insertStartGroup(db, { sailingId: draftId, name: 'SRS kölbåt' });
    await insertCompetitors(db, [
      {
        sailingId: draftId,
        startGroupId: draftGroup.id,
        name: 'Anna Lindqvist',
        boatName: 'Vinga',
        sailNumber: 'SWE 1',
        rating: 0.9,
        finishTime: '19:30:00',
      },
    ]);
    largeId = (await insertSailing(db, { clubId: club.clubId, status: 'ongoing' })).id;
    const largeGroup = await insertStartGroup(db, { sailingId: largeId });
    await insertCompetitors(
      db,
      Array.from({ length: 40 }, (_, i) => ({
        sailingId: largeId,
        startGroupId: largeGroup.id,
        finishTime: i < 20 ? `19:${String(10 + i).padStart(2, '0')}:00` : null,
      })),
    );
    draftSeriesId = (await insertSeries(db, { clubId: club.clubId })).id;
    await insertSailing(db, { clubId: club.clubId, serieId: draftSeriesId, status: 'unpublished' });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url, headers });

  it('answers a sailing’s CSV: BOM, semicolons, Swedish headers, one line per boat and group', async () => {
    const response = await get(`/api/sailings/${sailingId}/results/?format=csv`);
    const rows = csvRows(response);
    expect(rows[0]).toEqual([
      'Startgrupp',
      'Placering',
      'Segelnummer',
      'Båt',
      'Båttyp',
      'Namn',
      'SRS',
      'Starttid',
      'Måltid',
      'Seglad tid',
      'Korrigerad tid',
      'Kod',
      'Poäng',
      'Listans tal',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        'SRS kölbåt',
        '1',
        'SWE 1',
        'Vinga',
        'Express',
        'Anna Lindqvist',
        '0,900',
        '18:30:00',
        '19:30:00',
        '1:00:00',
        '0:54:00',
        '',
        '1',
        '',
      ],
      [
        'SRS kölbåt',
        '2',
        'SWE 2',
        'Vind "Två"',
        'Express',
        'Berg; Lisa',
        '1,050',
        '18:30:00',
        '19:40:00',
        '1:10:00',
        '1:13:30',
        '',
        '2',
        '',
      ],
      // The formula a sailor typed as her name is text, not run.
      [
        'SRS kölbåt',
        '',
        'SWE 3',
        'Kvick',
        'Express',
        "'=1+1",
        '1,000',
        '18:30:00',
        '',
        '',
        '',
        'DNF',
        '4',
        '',
      ],
      [
        'Jolle',
        '1',
        'SWE 4',
        'Jollen',
        'Express',
        'Olle',
        '',
        '18:40:00',
        '19:45:30',
        '1:05:30',
        '',
        '',
        '1,5',
        '',
      ],
      [
        'Jolle',
        '1',
        'SWE 5',
        'Jollen 2',
        'Express',
        'Pia',
        '',
        '18:40:00',
        '19:45:30',
        '1:05:30',
        '',
        '',
        '1,5',
        '',
      ],
    ]);
    // Names with ; or " are quoted, quotes doubled.
    expect(response.body).toContain('"Vind ""Två"""');
    expect(response.body).toContain(';"Berg; Lisa";');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Resultat Hostsegling -Bris- 1 2026-05-13.csv"; ' +
        "filename*=UTF-8''Resultat%20H%C3%B6stsegling%20%22Bris%22%3B%201%202026-05-13.csv",
    );
  });

  it('keeps the JSON the default, and ?format=json the same answer', async () => {
    const plain = await get(`/api/sailings/${sailingId}/results/`);
    const json = await get(`/api/sailings/${sailingId}/results/?format=json`);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.body).toBe(plain.body);
    expect(plain.headers['content-disposition']).toBeUndefined();
  });

  it('sends the CSV with an ETag of its own, 304 when unchanged and compressed on request', async () => {
    const url = `/api/sailings/${sailingId}/results/?format=csv`;
    const first = await get(url);
    const json = await get(`/api/sailings/${sailingId}/results/`);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.etag).not.toBe(json.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get(url, { 'if-none-match': first.headers.etag! });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('compresses a CSV of 1 KB or more for clients that take it', async () => {
    const url = `/api/sailings/${largeId}/results/?format=csv`;
    const plain = await get(url);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await get(url, { 'accept-encoding': 'gzip, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    // The tag names the content, in whichever coding it is sent (decision 0049).
    expect(compressed.headers.etag).toBe(plain.headers.etag);
    expect(csvRows(compressed)).toEqual(csvRows(plain));
    expect(csvRows(plain)).toHaveLength(41);
    expect(compressed.headers['content-disposition']).toBe(plain.headers['content-disposition']);
  });

  it('follows a change: a new finish is in the next CSV', async () => {
    const before = csvRows(await get(`/api/sailings/${sailingId}/results/?format=csv`));
    await t.db
      .updateTable('competitors')
      .set({ finish_time: '19:20:00', code: null })
      .where('sailing_id', '=', sailingId)
      .where('name', '=', '=1+1')
      .execute();
    const after = csvRows(await get(`/api/sailings/${sailingId}/results/?format=csv`));
    expect(after).not.toEqual(before);
    expect(after[1]?.slice(5, 10)).toEqual(["'=1+1", '1,000', '18:30:00', '19:20:00', '0:50:00']);
    await t.db
      .updateTable('competitors')
      .set({ finish_time: null, code: 'DNF' })
      .where('sailing_id', '=', sailingId)
      .where('name', '=', '=1+1')
      .execute();
  });

  it('answers a series’ CSV with a column per sailing the caller may see, as the JSON', async () => {
    const url = `/api/series/${seriesId}/results/?format=csv`;
    const visitor = csvRows(await get(url));
    expect(visitor[0]).toEqual([
      'Startgrupp',
      'Placering',
      'Segelnummer',
      'Båt',
      'Namn',
      'Höstsegling "Bris"; 1 2026-05-13',
      'Totalt',
      'Netto',
    ]);
    expect(visitor).toContainEqual([
      'SRS kölbåt',
      '1',
      'SWE 1',
      'Vinga',
      'Anna Lindqvist',
      '1',
      '1',
      '1',
    ]);
    expect(visitor).toContainEqual(['Jolle', '1', 'SWE 4', 'Jollen', 'Olle', '1,5', '1,5', '1,5']);
    const visitorAnswer = await get(url);
    expect(visitorAnswer.headers['content-disposition']).toBe(
      'attachment; filename="Serieresultat Onsdagsserien 2026-05-13.csv"; ' +
        "filename*=UTF-8''Serieresultat%20Onsdagsserien%202026-05-13.csv",
    );

    // The club also sees its draft: a second column, a DNC for boats not in it.
    const own = await get(url, bearer(club));
    const ownRows = csvRows(own);
    expect(ownRows[0]?.slice(5, 7)).toEqual([
      'Höstsegling "Bris"; 1 2026-05-13',
      'Utkast 2026-05-20',
    ]);
    const lisa = ownRows.find((line) => line[4] === 'Berg; Lisa');
    expect(lisa?.[6]).toMatch(/^\(?\d+ DNC\)?$/);
    expect(own.headers['content-disposition']).toContain('Onsdagsserien 2026-05-20.csv');
    const json = (await get(`/api/series/${seriesId}/results/`, bearer(club))).json<{
      sailings: unknown[];
    }>();
    expect(json.sailings).toHaveLength(2);
  });

  it('hides drafts from visitors as the JSON does', async () => {
    for (const url of [
      `/api/sailings/${draftId}/results/?format=csv`,
      `/api/series/${draftSeriesId}/results/?format=csv`,
      '/api/sailings/2000000000/results/?format=csv',
      '/api/series/abc/results/?format=csv',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Hittades inte.' });
    }
    expect(
      csvRows(await get(`/api/sailings/${draftId}/results/?format=csv`, bearer(club))),
    ).toHaveLength(2);
    expect(
      csvRows(await get(`/api/series/${draftSeriesId}/results/?format=csv`, bearer(club))),
    ).toHaveLength(1);
  });

  describe('of one prize category (?category=, docs/product.md §7)', () => {
    let dam: number;
    let junior: number;
    let foreign: number;
    beforeAll(async () => {
      const create = async (actor: ClubActor, name: string) => {
        const response = await t.request({
          method: 'POST',
          url: `/api/clubs/${actor.slug}/prize-categories/`,
          headers: actor.headers,
          payload: { name, rule: 'entry_flag' },
        });
        expect(response.statusCode, response.body).toBe(201);
        return response.json<{ id: number }>().id;
      };
      dam = await create(club, 'Dam');
      junior = await create(club, 'Junior');
      foreign = await create(await makeClubActor(t), 'Dam');
      const ticked = await t.db
        .selectFrom('competitors')
        .select('id')
        .where('sailing_id', '=', sailingId)
        .where('name', 'in', ['Berg; Lisa', '=1+1', 'Pia'])
        .execute();
      await t.db
        .insertInto('competitor_categories')
        .values(ticked.map(({ id }) => ({ competitor_id: id, category_id: dam })))
        .execute();
    });

    it("lists a sailing's boats of the category, placed among themselves, with the fleet's points", async () => {
      const response = await get(`/api/sailings/${sailingId}/results/?format=csv&category=${dam}`);
      const [header, ...lines] = csvRows(response);
      expect(header).toHaveLength(14);
      // Columns: Startgrupp, Placering, Namn, Kod, Poäng.
      expect(lines.map((line) => [line[0], line[1], line[5], line[11], line[12]])).toEqual([
        // Second in the fleet, first among the category's boats; the fleet's 2 points.
        ['SRS kölbåt', '1', 'Berg; Lisa', '', '2'],
        ['SRS kölbåt', '', "'=1+1", 'DNF', '4'],
        // Tied first in the fleet: first here too, 1,5 points.
        ['Jolle', '1', 'Pia', '', '1,5'],
      ]);
      expect(response.headers['content-disposition']).toContain('%201%20Dam%202026-05-13.csv');
      // Its own file, cached and tagged apart from the whole result's.
      const whole = await get(`/api/sailings/${sailingId}/results/?format=csv`);
      expect(response.headers.etag).not.toBe(whole.headers.etag);
      expect(csvRows(whole)).toHaveLength(6);
      const again = await get(`/api/sailings/${sailingId}/results/?format=csv&category=${dam}`, {
        'if-none-match': response.headers.etag!,
      });
      expect(again.statusCode).toBe(304);
    });

    it("lists a series' boats of the category, with the fleet's points", async () => {
      const response = await get(`/api/series/${seriesId}/results/?format=csv&category=${dam}`);
      const [, ...lines] = csvRows(response);
      expect(lines.map((line) => [line[0], line[1], line[4], line.at(-1)])).toEqual([
        ['SRS kölbåt', '1', 'Berg; Lisa', '2'],
        ['SRS kölbåt', '2', "'=1+1", '4'],
        ['Jolle', '1', 'Pia', '1,5'],
      ]);
      expect(response.headers['content-disposition']).toContain(
        'Serieresultat%20Onsdagsserien%20Dam%202026-05-13.csv',
      );
    });

    it('answers the header alone for a category of the club without a boat in the result', async () => {
      for (const path of [
        `/api/sailings/${sailingId}/results/`,
        `/api/series/${seriesId}/results/`,
      ]) {
        expect(csvRows(await get(`${path}?format=csv&category=${junior}`))).toHaveLength(1);
      }
    });

    it('refuses a category that is not the club’s, or without format=csv: 400 in Swedish', async () => {
      const cases: [string, Record<string, string[]>][] = [
        [
          `format=csv&category=${foreign}`,
          { category: ['Klubben har ingen priskategori med det id:t.'] },
        ],
        [
          'format=csv&category=2000000000',
          { category: ['Klubben har ingen priskategori med det id:t.'] },
        ],
        ['format=csv&category=abc', { category: ['Ange ett giltigt id.'] }],
        ['format=csv&category=0', { category: ['Ange ett giltigt id.'] }],
        ['format=csv&category=99999999999', { category: ['Ange ett giltigt id.'] }],
        ['format=csv&category=', { category: ['Ange ett giltigt id.'] }],
        [`format=csv&category=${dam}&category=${junior}`, { category: ['Ange ett giltigt id.'] }],
        [`category=${dam}`, { category: ['En priskategori väljs bara för CSV (format=csv).'] }],
        [
          `format=json&category=${dam}`,
          { category: ['En priskategori väljs bara för CSV (format=csv).'] },
        ],
      ];
      for (const [query, errors] of cases) {
        for (const path of [
          `/api/sailings/${sailingId}/results/`,
          `/api/series/${seriesId}/results/`,
        ]) {
          const response = await get(`${path}?${query}`);
          expect(response.statusCode, `${path}?${query}`).toBe(400);
          expect(response.json(), `${path}?${query}`).toEqual(errors);
        }
      }
    });

    it('keeps a hidden result a 404 whatever the category', async () => {
      for (const url of [
        `/api/sailings/${draftId}/results/?format=csv&category=${foreign}`,
        `/api/series/${draftSeriesId}/results/?format=csv&category=${dam}`,
        `/api/sailings/2000000000/results/?format=csv&category=${dam}`,
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ detail: 'Hittades inte.' });
      }
      // The club sees its draft, and its own category of it.
      expect(
        csvRows(
          await get(`/api/sailings/${draftId}/results/?format=csv&category=${dam}`, bearer(club)),
        ),
      ).toHaveLength(1);
    });
  });

  it('refuses an unknown format with a Swedish 400, never a 5xx', async () => {
    for (const query of [
      'format=xlsx',
      'format=',
      'format=CSV',
      'format=csv&format=json',
      'format=%00',
    ]) {
      for (const path of [
        `/api/sailings/${sailingId}/results/`,
        `/api/series/${seriesId}/results/`,
      ]) {
        const response = await get(`${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json<{ format?: string[] }>().format?.[0]).toBeTypeOf('string');
      }
    }
    expect((await get(`/api/sailings/${sailingId}/results/?format=xlsx`)).json()).toEqual({
      format: ['Ange json eller csv.'],
    });
  });
});
