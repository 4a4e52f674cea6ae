import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  type Actor,
  countRows,
  insertBoatModel,
  makeClubActor,
  makeStaffActor,
  multipartRequest,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

interface BoatModelBody {
  id: number;
  name: string;
  srs: number;
  srs_no_flying: number | null;
  srs_shorthanded: number | null;
  srs_shorthanded_no_flying: number | null;
}

describe.each(databaseKinds)('boat model import on %s', (kind) => {
  let t: TestApp;
  let staff: Actor;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    staff = await makeStaffActor(t);
  });
  afterAll(() => t.close());

  const importCsv = (csv: string) =>
    t.request({
      method: 'POST',
      url: '/api/boat-models/import/',
      payload: { csv },
      headers: staff.headers,
    });
  const importFile = (data: Buffer, filename = 'srs.csv') =>
    multipartRequest(
      t,
      { method: 'POST', url: '/api/boat-models/import/', headers: staff.headers },
      { file: { filename, contentType: 'text/csv', data } },
    );
  const modelsByName = async () =>
    new Map(
      (await t.request({ method: 'GET', url: '/api/boat-models/' }))
        .json<BoatModelBody[]>()
        .map((model) => [model.name, model]),
    );
  let counter = 0;
  const prefix = () => `Imp${++counter}`;

  it('creates and updates models from a comma-separated file upload', async () => {
    const p = prefix();
    await insertBoatModel(t.db, { name: `${p} Folkbåt`, srs: 0.7, srsNoFlying: 0.69 });
    const csv = [
      'name,srs,srs_no_flying,srs_shorthanded,srs_shorthanded_no_flying',
      `${p} Folkbåt,0.78,,0.75,`,
      `${p} Express,0.845,0.81,0.83,0.80`,
      '',
      `"${p} Laser 28, mod",1.02,0.98,,`,
    ].join('\n');
    const response = await importFile(Buffer.from(csv));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ created: 2, updated: 1 });
    const models = await modelsByName();
    expect(models.get(`${p} Folkbåt`)).toMatchObject({
      srs: 0.78,
      srs_no_flying: null,
      srs_shorthanded: 0.75,
    });
    expect(models.get(`${p} Express`)).toMatchObject({
      srs: 0.845,
      srs_shorthanded_no_flying: 0.8,
    });
    expect(models.get(`${p} Laser 28, mod`)).toMatchObject({ srs: 1.02, srs_no_flying: 0.98 });
  });

  it('reads a Swedish Excel export: semicolons, decimal commas, Windows-1252 and any column order', async () => {
    const p = prefix();
    const csv = `srs;name\r\n0,92;${p} Öckerö 26\r\n1,1;${p} Åbo\r\n`;
    const response = await importFile(Buffer.from(csv, 'latin1'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ created: 2, updated: 0 });
    const models = await modelsByName();
    expect(models.get(`${p} Öckerö 26`)).toMatchObject({ srs: 0.92, srs_no_flying: null });
    expect(models.get(`${p} Åbo`)).toMatchObject({ srs: 1.1 });
  });

  it('matches names regardless of case, updates only what differs, and keeps missing columns', async () => {
    const p = prefix();
    await insertBoatModel(t.db, { name: `${p} Vega`, srs: 0.8, srsNoFlying: 0.77 });
    await insertBoatModel(t.db, { name: `${p} Albin`, srs: 0.9 });
    const response = await importCsv(`name,srs\n${p} VEGA,0.82\n${p} Albin,0.9\n`);
    expect(response.json()).toEqual({ created: 0, updated: 1 });
    const models = await modelsByName();
    // The file's spelling wins; the variant column it lacks is kept.
    expect(models.get(`${p} VEGA`)).toMatchObject({ srs: 0.82, srs_no_flying: 0.77 });
  });

  it('refuses the whole file when any row is bad, listing every row', async () => {
    const p = prefix();
    const before = await countRows(t, 'boat_models');
    const csv = [
      'name;srs;srs_no_flying',
      `${p} Bra;1,0;`,
      `;0,9;`,
      `${p} Noll;0;`,
      `${p} Text;snabb;`,
      `${p} Hög;1;7`,
      `${p} Kort;1`,
      `${p} bra;1,1;`,
      `${p} N\u0000ll;1;`,
    ].join('\n');
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      csv: [
        'Rad 3: name: Detta fält får inte vara tomt.',
        'Rad 4: srs: Ange ett SRS-tal större än 0 och högst 5 (vanligen 0,3–2,5).',
        'Rad 5: srs: Ange ett tal, till exempel 0,845.',
        'Rad 6: srs_no_flying: Ange ett SRS-tal större än 0 och högst 5 (vanligen 0,3–2,5).',
        'Rad 7: 2 värden, men rubrikraden har 3 kolumner.',
        `Rad 8: "${p} bra" finns redan på rad 2.`,
        'Rad 9: name: Texten innehåller otillåtna tecken.',
      ],
    });
    expect(await countRows(t, 'boat_models')).toBe(before);
  });

  it('reports errors of an uploaded file under the file field', async () => {
    const before = await countRows(t, 'boat_models');
    const response = await importFile(Buffer.from('name,srs\nA,1\nB,-1\n'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      file: ['Rad 3: srs: Ange ett SRS-tal större än 0 och högst 5 (vanligen 0,3–2,5).'],
    });
    expect(await countRows(t, 'boat_models')).toBe(before);
  });

  it.each([
    ['an empty file', '', ['Filen är tom.']],
    ['a file of blank lines', '\n\n  \n', ['Filen är tom.']],
    ['a header alone', 'name,srs\n', ['Filen innehåller inga båtmodeller, bara rubrikraden.']],
    [
      'a missing header',
      'Express,0.845\n',
      [
        'Rad 1: okänd kolumn "express". Rubrikraden ska innehålla name, srs, srs_no_flying, srs_shorthanded, srs_shorthanded_no_flying.',
        'Rad 1: okänd kolumn "0.845". Rubrikraden ska innehålla name, srs, srs_no_flying, srs_shorthanded, srs_shorthanded_no_flying.',
        'Rad 1: kolumnen "name" saknas i rubrikraden.',
        'Rad 1: kolumnen "srs" saknas i rubrikraden.',
      ],
    ],
    ['a repeated column', 'name,srs,srs\nA,1,1\n', ['Rad 1: kolumnen "srs" finns två gånger.']],
    [
      'a repeated column below a blank line',
      '\nname,srs,srs\nA,1,1\n',
      ['Rad 2: kolumnen "srs" finns två gånger.'],
    ],
    [
      'an unclosed quote',
      'name,srs\n"Express,0.8\n',
      ['Rad 2: filen kunde inte läsas som CSV. Kontrollera citattecknen.'],
    ],
  ])('refuses %s', async (_label, csv, errors) => {
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ csv: errors });
  });

  it('refuses a binary file, no file at all, and both a file and text', async () => {
    const binary = await importFile(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1]), 'srs.png');
    expect(binary.statusCode).toBe(400);
    expect(binary.json()).toEqual({ file: ['Filen är ingen CSV-fil (text).'] });
    const nothing = await t.request({
      method: 'POST',
      url: '/api/boat-models/import/',
      payload: {},
      headers: staff.headers,
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({ file: ['Välj en CSV-fil att importera.'] });
    const both = await multipartRequest(
      t,
      { method: 'POST', url: '/api/boat-models/import/', headers: staff.headers },
      {
        csv: 'name,srs\nA,1',
        file: { filename: 'a.csv', contentType: 'text/csv', data: Buffer.from('x') },
      },
    );
    expect(both.statusCode).toBe(400);
    expect(both.json()).toEqual({
      non_field_errors: ['Skicka antingen en fil eller CSV-text, inte båda.'],
    });
    const textAsFile = await multipartRequest(
      t,
      { method: 'POST', url: '/api/boat-models/import/', headers: staff.headers },
      { file: 'name,srs' },
    );
    expect(textAsFile.json()).toEqual({ file: ['Skicka en CSV-fil i fältet file.'] });
  });

  it('lists at most 50 errors and says how many more there are', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => `Båt ${i},0`);
    const response = await importCsv(['name,srs', ...rows].join('\n'));
    const errors = response.json<{ csv: string[] }>().csv;
    expect(errors).toHaveLength(51);
    expect(errors[0]).toBe(
      'Rad 2: srs: Ange ett SRS-tal större än 0 och högst 5 (vanligen 0,3–2,5).',
    );
    expect(errors[50]).toBe('… och 10 fel till.');
  });

  describe('?preview=1 (issue 13)', () => {
    const preview = (csv: string, query = '?preview=1') =>
      t.request({
        method: 'POST',
        url: `/api/boat-models/import/${query}`,
        payload: { csv },
        headers: staff.headers,
      });

    it('lists what would be created and changed, and writes nothing', async () => {
      const p = prefix();
      await insertBoatModel(t.db, { name: `${p} Folkbåt`, srs: 0.7, srsNoFlying: 0.69 });
      await insertBoatModel(t.db, { name: `${p} Same`, srs: 0.9 });
      const csv = [
        'name;srs;srs_shorthanded',
        `${p} folkbåt;0,78;0,75`,
        `${p} Same;0,9;`,
        `${p} Ny;1,02;`,
      ].join('\n');
      const before = await countRows(t, 'boat_models');
      const response = await preview(csv);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        created: 1,
        updated: 1,
        rows: [
          {
            line: 2,
            action: 'update',
            name: `${p} folkbåt`,
            srs: 0.78,
            srs_no_flying: 0.69,
            srs_shorthanded: 0.75,
            srs_shorthanded_no_flying: null,
          },
          {
            line: 4,
            action: 'create',
            name: `${p} Ny`,
            srs: 1.02,
            srs_no_flying: null,
            srs_shorthanded: null,
            srs_shorthanded_no_flying: null,
          },
        ],
      });
      expect(await countRows(t, 'boat_models')).toBe(before);
      expect((await modelsByName()).get(`${p} Folkbåt`)?.srs).toBe(0.7);
      // The same file imported: what the preview said.
      expect((await preview(csv, '?preview=0')).json()).toEqual({ created: 1, updated: 1 });
      expect((await modelsByName()).get(`${p} folkbåt`)?.srs).toBe(0.78);
    });

    it('answers a bad file with the same errors by line, writing nothing', async () => {
      const p = prefix();
      const before = await countRows(t, 'boat_models');
      const response = await preview(`name,srs\n${p} A,1\n${p} B,x\n`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        csv: ['Rad 3: srs: Ange ett tal, till exempel 0,845.'.replace(/.*/, (m) => m)].map(
          () => expect.stringMatching(/^Rad 3: srs: /) as unknown as string,
        ),
      });
      expect(await countRows(t, 'boat_models')).toBe(before);
      const uploaded = await multipartRequest(
        t,
        { method: 'POST', url: '/api/boat-models/import/?preview=1', headers: staff.headers },
        {
          file: {
            filename: 'srs.csv',
            contentType: 'text/csv',
            data: Buffer.from(`name,srs\n${p} C,1,2\n`),
          },
        },
      );
      expect(uploaded.json()).toEqual({
        file: ['Rad 2: 3 värden, men rubrikraden har 2 kolumner.'],
      });
    });

    it('refuses a bad preview value, and callers other than staff first', async () => {
      const bad = await preview('name,srs\nA,1', '?preview=ja');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ preview: ['Ange 0 eller 1.'] });
      const club = await makeClubActor(t);
      const refused = await t.request({
        method: 'POST',
        url: '/api/boat-models/import/?preview=ja',
        payload: { csv: 5 },
        headers: club.headers,
      });
      expect(refused.statusCode).toBe(403);
    });
  });
});
