import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  bearer,
  insertCompetitors,
  insertSailing,
  insertSeries,
  insertStartGroup,
  makeClubActor,
  makeSailorActor,
  makeStaffActor,
  type Actor,
  type ClubActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

/** The bytes as Windows-1252 (the test data holds no character of 0x80–0x9F). */
const decode = (bytes: Buffer) => bytes.toString('latin1');

/** A parsed file: records, and a look-up by key and handles. */
function readBlw(bytes: Buffer) {
  const text = decode(bytes);
  const records = parse(text, { relax_column_count: false }) as [string, string, string, string][];
  const handleOf = (key: string, value: string, column: 2 | 3) =>
    records.find((r) => r[0] === key && r[1] === value)?.[column];
  return {
    text,
    records,
    values: (key: string) => records.filter((r) => r[0] === key).map((r) => r[1]),
    /** The competitor's handle by helm name, the race's by race name. */
    comp: (helm: string) => handleOf('comphelmname', helm, 2)!,
    race: (name: string) => handleOf('racename', name, 3)!,
    /** A competitor's field. */
    compField: (comp: string, key: string) =>
      records.find((r) => r[0] === key && r[2] === comp && r[3] === '')?.[1],
    /** A result's fields. */
    result: (comp: string, race: string) =>
      Object.fromEntries(
        records.filter((r) => r[2] === comp && r[3] === race).map((r) => [r[0], r[1]]),
      ),
  };
}

describe.each(databaseKinds)('GET /api/series/{id}/sailwave/ on %s', (kind) => {
  let t: TestApp;
  let club: ClubActor;
  let serieId: number;
  const serieName = 'Vårserien "Kvällen", 2026';

  beforeAll(async () => {
    t = await buildTestApp(kind);
    club = await makeClubActor(t, { name: 'Segelsällskapet Bris' });
    const db = t.db;
    const serie = await insertSeries(db, {
      clubId: club.clubId,
      name: serieName,
      dnfScoring: 'starting_area',
    });
    serieId = serie.id;
    await db
      .updateTable('series')
      .set({ discard_thresholds: '[2]' })
      .where('id', '=', serieId)
      .execute();

    // Sailing 1: two start groups, finishes and codes.
    const s1 = await insertSailing(db, {
      clubId: club.clubId,
      serieId,
      name: 'Onsdag 1',
      startDate: '2026-05-06',
      status: 'finished',
    });
    const srs1 = await insertStartGroup(db, { sailingId: s1.id, name: 'SRS kölbåt' });
    const jolle1 = await insertStartGroup(db, {
      sailingId: s1.id,
      name: 'Jolle',
      handicap: 'scratch',
      startTime: '18:35:00',
      position: 1,
    });
    await insertCompetitors(db, [
      {
        sailingId: s1.id,
        startGroupId: srs1.id,
        name: 'Anna Åberg',
        boatName: 'Vågspel',
        sailNumber: 'SWE 1',
        rating: 1,
        finishTime: '19:30:00',
        clubName: 'KSSS',
      },
      {
        sailingId: s1.id,
        startGroupId: srs1.id,
        name: 'Bo Ek',
        boatName: 'Bris',
        sailNumber: 'SWE 2',
        rating: 0.9,
        finishTime: '19:35:00',
      },
      {
        sailingId: s1.id,
        startGroupId: srs1.id,
        name: 'Cia Berg',
        boatName: 'Cirrus',
        sailNumber: 'SWE 3',
        rating: 1.2,
        code: 'DNF',
      },
      {
        sailingId: s1.id,
        startGroupId: jolle1.id,
        name: 'Dan Lund',
        boatName: 'Dart',
        sailNumber: '101',
        rating: null,
        finishTime: '19:20:00',
      },
      {
        sailingId: s1.id,
        startGroupId: jolle1.id,
        name: 'Eva Sjö',
        boatName: 'Ejder',
        sailNumber: '102',
        rating: null,
        code: 'DNS',
      },
    ]);

    // Sailing 2: Anna's rating changed, a penalty, redress and a DPI; Cia did not come.
    const s2 = await insertSailing(db, {
      clubId: club.clubId,
      serieId,
      name: 'Onsdag 2',
      startDate: '2026-05-13',
      status: 'finished',
    });
    const srs2 = await insertStartGroup(db, { sailingId: s2.id, name: 'SRS kölbåt' });
    const jolle2 = await insertStartGroup(db, {
      sailingId: s2.id,
      name: 'Jolle',
      handicap: 'scratch',
      startTime: '18:35:00',
      position: 1,
    });
    await insertCompetitors(db, [
      {
        sailingId: s2.id,
        startGroupId: srs2.id,
        name: 'Anna Åberg',
        boatName: 'Vågspel',
        sailNumber: 'SWE 1',
        rating: 1.1,
        finishTime: '19:40:00',
        clubName: 'KSSS',
      },
      {
        sailingId: s2.id,
        startGroupId: srs2.id,
        name: 'Bo Ek',
        boatName: 'Bris',
        sailNumber: 'SWE 2',
        rating: 0.9,
        finishTime: '19:31:00',
        code: 'SCP',
      },
      {
        sailingId: s2.id,
        startGroupId: jolle2.id,
        name: 'Dan Lund',
        boatName: 'Dart',
        sailNumber: '101',
        rating: null,
        finishTime: '19:25:00',
        code: 'DPI',
        codePoints: 2.5,
      },
      {
        sailingId: s2.id,
        startGroupId: jolle2.id,
        name: 'Eva Sjö',
        boatName: 'Ejder',
        sailNumber: '102',
        rating: null,
        code: 'RDG',
        codePoints: 1,
        redressMethod: 'stated',
      },
    ]);

    // Sailing 3: a draft, seen by the club and staff only.
    const s3 = await insertSailing(db, {
      clubId: club.clubId,
      serieId,
      name: 'Onsdag 3',
      startDate: '2026-05-20',
      status: 'unpublished',
    });
    const srs3 = await insertStartGroup(db, { sailingId: s3.id, name: 'SRS kölbåt' });
    await insertCompetitors(db, [
      {
        sailingId: s3.id,
        startGroupId: srs3.id,
        name: 'Anna Åberg',
        boatName: 'Vågspel',
        sailNumber: 'SWE 1',
        rating: 1.1,
        finishTime: '19:33:00',
      },
    ]);
  });
  afterAll(() => t.close());

  const get = (id: number | string, actor: Actor | null = null, headers = {}) =>
    t.request({
      method: 'GET',
      url: `/api/series/${id}/sailwave/`,
      headers: { ...bearer(actor), ...headers },
    });

  it('sends a .blw to download, named after the series', async () => {
    const response = await get(serieId, club);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Varserien _Kvallen_, 2026.blw"; ` +
        `filename*=UTF-8''V%C3%A5rserien%20_Kv%C3%A4llen_%2C%202026.blw`,
    );
    // Windows-1252: "å" is one byte, and every line ends CRLF.
    expect(response.rawPayload.includes(Buffer.from('Vågspel', 'latin1'))).toBe(true);
    expect(response.rawPayload.includes(Buffer.from('Vågspel', 'utf8'))).toBe(false);
    const text = decode(response.rawPayload);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '').includes('\n')).toBe(false);
  });

  it('holds the series, its races, fleets, competitors and scoring settings', async () => {
    const file = readBlw((await get(serieId, club)).rawPayload);
    expect(file.values('serevent')).toEqual([serieName]);
    expect(file.values('servenue')).toEqual(['Segelsällskapet Bris']);
    expect(file.values('racename')).toEqual(['Onsdag 1', 'Onsdag 2', 'Onsdag 3']);
    expect(file.values('racedate')).toEqual(['06-05-2026', '13-05-2026', '20-05-2026']);
    expect(file.values('racesailed')).toEqual(['1', '1', '1']);
    const race1 = file.race('Onsdag 1');
    expect(
      file.records.filter((r) => r[0] === 'racestart' && r[3] === race1).map((r) => r[1]),
    ).toEqual([
      'Fleet^SRS kölbåt^^^^^^^^^^^=^=^=^=^=^=|18.30.00|Finish time|Start 1|||0||0|0||||1',
      'Fleet^Jolle^^^^^^^^^^^=^=^=^=^=^=|18.35.00|Finish time|Start 2|||0||0|0||||1',
    ]);
    // One competitor per boat and fleet over the series.
    expect(file.values('comphelmname').sort()).toEqual(
      ['Anna Åberg', 'Bo Ek', 'Cia Berg', 'Dan Lund', 'Eva Sjö'].sort(),
    );
    const anna = file.comp('Anna Åberg');
    expect(file.compField(anna, 'compfleet')).toBe('SRS kölbåt');
    expect(file.compField(anna, 'compboat')).toBe('Vågspel');
    expect(file.compField(anna, 'compsailno')).toBe('SWE 1');
    expect(file.compField(anna, 'compclass')).toBe('Express');
    expect(file.compField(anna, 'compclub')).toBe('KSSS');
    expect(file.compField(anna, 'comprating')).toBe('1.000');
    expect(file.compField(file.comp('Dan Lund'), 'compfleet')).toBe('Jolle');
    // Fleets' systems: SRS rated by TCF, the dinghies scratch; A5.3 and the discards.
    const systems = new Map(
      file.records.filter((r) => r[0] === 'scrvalue').map((r) => [r[1], r[2]]),
    );
    const ratingOf = (handle: string | undefined) =>
      file.records.find((r) => r[0] === 'scrratingsystem' && r[2] === handle)?.[1];
    expect(ratingOf(systems.get('SRS kölbåt'))).toBe('TCF');
    expect(ratingOf(systems.get('Jolle'))).toBe('None');
    expect(file.values('scrcode').find((c) => c.startsWith('DNF|'))).toMatch(
      /^DNF\|Boats in race \+\|1\|/,
    );
    expect(new Set(file.values('scrdiscardlist'))).toEqual(new Set(['0,1,1']));
    expect(new Set(file.values('scrrrs2025'))).toEqual(new Set(['Yes']));
  });

  it('holds every result: times, codes, the changed rating, penalties and redress', async () => {
    const file = readBlw((await get(serieId, club)).rawPayload);
    const [r1, r2] = [file.race('Onsdag 1'), file.race('Onsdag 2')];
    const anna = file.comp('Anna Åberg');
    expect(file.result(anna, r1)).toMatchObject({
      rst: '18.30.00',
      rft: '19.30.00',
      rele: '1.00.00',
      rcor: '1.00.00',
      rrestyp: '4',
      // Bo (0.900, 65 minutes) corrects to 58.5 minutes and wins.
      rpts: '2',
      rpos: '2',
    });
    expect(file.result(anna, r1).rrat).toBeUndefined();
    expect(file.result(anna, r2)).toMatchObject({
      rft: '19.40.00',
      rrat: '1.100',
      rcor: '1.17.00',
    });
    expect(file.result(file.comp('Cia Berg'), r1)).toMatchObject({ rcod: 'DNF', rrestyp: '3' });
    // Cia did not come to sailing 2: no entry, scored DNC (A5.3 keeps the series' entries + 1).
    expect(file.result(file.comp('Cia Berg'), r2)).toMatchObject({ rrestyp: '0', rpts: '4' });
    expect(file.result(file.comp('Cia Berg'), r2).rcod).toBeUndefined();
    expect(file.result(file.comp('Bo Ek'), r2)).toMatchObject({
      rcod: 'SCP',
      rft: '19.31.00',
      rrestyp: '3',
    });
    expect(file.result(file.comp('Dan Lund'), r2)).toMatchObject({
      rcod: 'DPI2.5',
      rft: '19.25.00',
    });
    expect(file.values('scrcode').some((c) => c.startsWith('DPI2.5|Fixed penalty|2.5|'))).toBe(
      true,
    );
    expect(file.result(file.comp('Eva Sjö'), r1)).toMatchObject({ rcod: 'DNS', rrestyp: '3' });
    expect(file.result(file.comp('Eva Sjö'), r2)).toMatchObject({ rcod: 'RDG', rpts: '1' });
  });

  it("writes Segla's own standings: ranks, totals, net and discards", async () => {
    const file = readBlw((await get(serieId, club)).rawPayload);
    const results = (
      await t.request({
        method: 'GET',
        url: `/api/series/${serieId}/results/`,
        headers: bearer(club),
      })
    ).json<{
      sailings: { id: number }[];
      groups: {
        name: string;
        rows: {
          rank: number;
          name: string;
          total: number;
          net: number;
          races: { points: number; discarded: boolean }[];
        }[];
      }[];
    }>();
    const races = ['Onsdag 1', 'Onsdag 2', 'Onsdag 3'].map(file.race);
    let rows = 0;
    for (const group of results.groups) {
      for (const row of group.rows) {
        const comp = file.comp(row.name);
        expect(file.compField(comp, 'compfleet')).toBe(group.name);
        expect(file.compField(comp, 'comprank')).toBe(String(row.rank));
        expect(file.compField(comp, 'comptotal')).toBe(String(row.total));
        expect(file.compField(comp, 'compnett')).toBe(String(row.net));
        row.races.forEach((race, i) => {
          const result = file.result(comp, races[i]!);
          if (result.rpts !== undefined) expect(result.rpts).toBe(String(race.points));
          expect(result.rdisc).toBe(race.discarded ? '1' : '0');
        });
        rows += 1;
      }
    }
    expect(rows).toBe(5);
    expect(file.values('rdisc')).toContain('1');
  });

  it('shows others only the published sailings, as the results do', async () => {
    const sailor = await makeSailorActor(t);
    const other = await makeClubActor(t);
    for (const actor of [null, sailor, other]) {
      const response = await get(serieId, actor);
      expect(response.statusCode).toBe(200);
      expect(readBlw(response.rawPayload).values('racename')).toEqual(['Onsdag 1', 'Onsdag 2']);
    }
    const staff = await makeStaffActor(t);
    expect(readBlw((await get(serieId, staff)).rawPayload).values('racename')).toHaveLength(3);
  });

  it('is a 404 for a series nobody else may see, an unknown id and a malformed one', async () => {
    const draft = await insertSeries(t.db, { clubId: club.clubId, name: 'Utkast' });
    await insertSailing(t.db, { clubId: club.clubId, serieId: draft.id, status: 'unpublished' });
    expect((await get(draft.id)).statusCode).toBe(404);
    expect((await get(draft.id, await makeClubActor(t))).statusCode).toBe(404);
    const own = await get(draft.id, club);
    expect(own.statusCode).toBe(200);
    expect(readBlw(own.rawPayload).values('racesailed')).toEqual(['0']);
    for (const id of ['999999', '0', 'abc', '1.5', '99999999999999999999', '%00']) {
      const response = await get(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toHaveProperty('detail');
    }
  });

  it('exports a series without sailings: an empty Sailwave series', async () => {
    const empty = await insertSeries(t.db, { clubId: club.clubId, name: 'Tom' });
    const response = await get(empty.id, club);
    expect(response.statusCode).toBe(200);
    const file = readBlw(response.rawPayload);
    expect(file.values('serevent')).toEqual(['Tom']);
    expect(file.values('racerank')).toEqual([]);
    expect(file.values('comphelmname')).toEqual([]);
  });

  it('answers 304 to a client that holds these very bytes, 200 once they change', async () => {
    const first = await get(serieId, club);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(serieId, club, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    // A visitor's file is another file.
    expect((await get(serieId, null, { 'if-none-match': etag })).statusCode).toBe(200);
    await t.db.updateTable('series').set({ name: 'Nytt namn' }).where('id', '=', serieId).execute();
    expect((await get(serieId, club, { 'if-none-match': etag })).statusCode).toBe(200);
    await t.db.updateTable('series').set({ name: serieName }).where('id', '=', serieId).execute();
  });
});
