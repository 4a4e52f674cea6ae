import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  type Actor,
  countRows,
  insertBoatModel,
  makeClubActor,
  makeSailorActor,
  makeStaffActor,
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

const SRS_RANGE = 'Ange ett SRS-tal större än 0 och högst 5 (vanligen 0,3–2,5).';

describe.each(databaseKinds)('boat models on %s', (kind) => {
  let t: TestApp;
  let staff: Actor;
  let sailor: Actor;
  let club: Actor;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    staff = await makeStaffActor(t);
    sailor = await makeSailorActor(t);
    club = await makeClubActor(t);
  });
  afterAll(() => t.close());

  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = staff.headers,
  ) => t.request({ method, url, payload: payload as Record<string, unknown>, headers });
  let counter = 0;
  const uniqueName = (base: string) => `${base} ${++counter}`;

  it('creates a model with its SRS variants; decimal commas and missing variants are fine', async () => {
    const name = uniqueName('Express');
    const response = await send('POST', '/api/boat-models/', {
      name,
      srs: '0,845',
      srs_no_flying: 0.81,
      srs_shorthanded: '',
    });
    expect(response.statusCode).toBe(201);
    const model = response.json<BoatModelBody>();
    expect(model).toEqual({
      id: expect.any(Number) as number,
      name,
      srs: 0.845,
      srs_no_flying: 0.81,
      srs_shorthanded: null,
      srs_shorthanded_no_flying: null,
    });
    const read = await t.request({ method: 'GET', url: `/api/boat-models/${model.id}/` });
    expect(read.json()).toEqual(model);
  });

  it('lists every model in Swedish order, publicly', async () => {
    const names = [
      uniqueName('Ö-båt'),
      uniqueName('Å-båt'),
      uniqueName('Ä-båt'),
      uniqueName('Z-båt'),
    ];
    for (const name of names) await insertBoatModel(t.db, { name });
    const response = await t.request({ method: 'GET', url: '/api/boat-models/' });
    expect(response.statusCode).toBe(200);
    const listed = response.json<BoatModelBody[]>().map((model) => model.name);
    expect(listed.filter((name) => names.includes(name))).toEqual([
      names[3],
      names[1],
      names[2],
      names[0],
    ]);
  });

  it.each([
    ['an SRS of 0', { srs: 0 }, { srs: [SRS_RANGE] }],
    ['a negative SRS', { srs: '-0,5' }, { srs: [SRS_RANGE] }],
    ['an SRS over 5', { srs: 5.01 }, { srs: [SRS_RANGE] }],
    [
      'a variant over 5',
      { srs: 1, srs_shorthanded_no_flying: 12 },
      { srs_shorthanded_no_flying: [SRS_RANGE] },
    ],
    ['an SRS that is no number', { srs: 'snabb' }, { srs: ['Ange ett tal, till exempel 0,845.'] }],
    ['a missing SRS', {}, { srs: ['Detta fält är obligatoriskt.'] }],
    ['a null SRS', { srs: null }, { srs: ['Detta fält får inte vara null.'] }],
  ])('refuses %s', async (_label, values, errors) => {
    const before = await countRows(t, 'boat_models');
    const response = await send('POST', '/api/boat-models/', {
      name: uniqueName('Fel'),
      ...values,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
    expect(await countRows(t, 'boat_models')).toBe(before);
  });

  it('accepts the bounds: 5 exactly, and small positive values', async () => {
    const high = await send('POST', '/api/boat-models/', { name: uniqueName('Max'), srs: 5 });
    expect(high.statusCode).toBe(201);
    const low = await send('POST', '/api/boat-models/', { name: uniqueName('Min'), srs: '0.01' });
    expect(low.statusCode).toBe(201);
  });

  it('refuses a name taken in any letter case, a blank name and a name of 10 000 characters', async () => {
    const name = uniqueName('Folkbåt');
    await insertBoatModel(t.db, { name });
    const taken = await send('POST', '/api/boat-models/', { name: name.toUpperCase(), srs: 0.8 });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ name: ['Det finns redan en båtmodell med det här namnet.'] });
    const blank = await send('POST', '/api/boat-models/', { name: ' ', srs: 0.8 });
    expect(blank.json()).toEqual({ name: ['Detta fält får inte vara tomt.'] });
    const nul = await send('POST', '/api/boat-models/', { name: 'x\u0000', srs: 0.8 });
    expect(nul.json()).toEqual({ name: ['Texten innehåller otillåtna tecken.'] });
    const long = await send('POST', '/api/boat-models/', { name: 'x'.repeat(10_000), srs: 0.8 });
    expect(long.json()).toEqual({ name: ['Se till att detta fält inte har fler än 200 tecken.'] });
  });

  it('updates a model with PUT, keeping variants left out', async () => {
    const { id } = await insertBoatModel(t.db, { name: uniqueName('J/70'), srsNoFlying: 0.9 });
    const name = uniqueName('J/70 ny');
    const response = await send('PUT', `/api/boat-models/${id}/`, { name, srs: 1.12 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id,
      name,
      srs: 1.12,
      srs_no_flying: 0.9,
      srs_shorthanded: null,
      srs_shorthanded_no_flying: null,
    });
    const cleared = await send('PUT', `/api/boat-models/${id}/`, {
      name,
      srs: 1.12,
      srs_no_flying: null,
    });
    expect(cleared.json<BoatModelBody>().srs_no_flying).toBeNull();
    // Its own name in another case is no clash.
    const renamed = await send('PUT', `/api/boat-models/${id}/`, {
      name: name.toLowerCase(),
      srs: 1,
    });
    expect(renamed.statusCode).toBe(200);
    const { id: other } = await insertBoatModel(t.db, { name: uniqueName('Annan') });
    const clash = await send('PUT', `/api/boat-models/${other}/`, { name, srs: 1 });
    expect(clash.statusCode).toBe(400);
  });

  it('deletes a model; boats of it keep sailing without a model', async () => {
    const { id } = await insertBoatModel(t.db, { name: uniqueName('Gammal') });
    const me = await makeSailorActor(t);
    const boat = await t.request({
      method: 'POST',
      url: '/api/boats/',
      payload: { name: 'Kvarbåt', boat_model: id },
      headers: me.headers,
    });
    expect(boat.statusCode).toBe(201);
    const response = await send('DELETE', `/api/boat-models/${id}/`);
    expect(response.statusCode).toBe(204);
    const after = await t.request({
      method: 'GET',
      url: `/api/boats/${boat.json<{ id: number }>().id}/`,
    });
    expect(after.json()).toMatchObject({ name: 'Kvarbåt', boat_model: null });
    expect((await send('DELETE', `/api/boat-models/${id}/`)).statusCode).toBe(404);
  });

  it('keeps every write to staff', async () => {
    const { id } = await insertBoatModel(t.db, { name: uniqueName('Skyddad'), srs: 1 });
    const name = uniqueName('Ny');
    const writes = [
      ['POST', '/api/boat-models/', { name, srs: 1 }],
      ['PUT', `/api/boat-models/${id}/`, { name, srs: 2 }],
      ['DELETE', `/api/boat-models/${id}/`, undefined],
      ['POST', '/api/boat-models/import/', { csv: `name,srs\n${name},1` }],
    ] as const;
    const before = await countRows(t, 'boat_models');
    for (const [method, url, payload] of writes) {
      expect((await send(method, url, payload, {})).statusCode).toBe(401);
      for (const who of [sailor, club]) {
        const response = await send(method, url, payload, who.headers);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ detail: 'Endast administratörer kan göra detta.' });
      }
    }
    expect(await countRows(t, 'boat_models')).toBe(before);
    const read = await t.request({ method: 'GET', url: `/api/boat-models/${id}/` });
    expect(read.json()).toMatchObject({ srs: 1 });
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['99999999', 'abc', '0', '-3', '9999999999']) {
      expect((await t.request({ method: 'GET', url: `/api/boat-models/${id}/` })).statusCode).toBe(
        404,
      );
      expect((await send('PUT', `/api/boat-models/${id}/`, { name: 'X', srs: 1 })).statusCode).toBe(
        404,
      );
      expect((await send('DELETE', `/api/boat-models/${id}/`)).statusCode).toBe(404);
    }
  });
});
