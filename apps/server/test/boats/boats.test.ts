import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  type Actor,
  countRows,
  insertBoatModel,
  insertCompetitor,
  insertSailing,
  makeClubActor,
  makeSailorActor,
  makeStaffActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

interface BoatBody {
  id: number;
  name: string;
  sail_number: string;
  boat_model: number | null;
  owner: number | null;
  own_srs: number | null;
  certificate_year: number | null;
}

describe.each(databaseKinds)('boats on %s', (kind) => {
  let t: TestApp;
  let staff: Actor;
  let club: Actor & { clubId: number };
  let model: number;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    staff = await makeStaffActor(t);
    club = await makeClubActor(t);
    model = (await insertBoatModel(t.db, { name: 'Express', srs: 0.845 })).id;
  });
  afterAll(() => t.close());

  const send = (
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload: unknown,
    headers: Record<string, string> = {},
  ) => t.request({ method, url, payload: payload as Record<string, unknown>, headers });
  const getBoat = async (id: number) =>
    (await t.request({ method: 'GET', url: `/api/boats/${id}/` })).json<BoatBody>();
  async function boatOf(owner: Actor, name = 'Vinga') {
    const response = await send('POST', '/api/boats/', { name, boat_model: model }, owner.headers);
    expect(response.statusCode).toBe(201);
    return response.json<BoatBody>();
  }

  it('lets a sailor add a boat of their own', async () => {
    const me = await makeSailorActor(t);
    const response = await send(
      'POST',
      '/api/boats/',
      { name: ' Vinga ', sail_number: 'SWE 123', boat_model: String(model) },
      me.headers,
    );
    expect(response.statusCode).toBe(201);
    const boat = response.json<BoatBody>();
    expect(boat).toEqual({
      id: expect.any(Number) as number,
      name: 'Vinga',
      sail_number: 'SWE 123',
      boat_model: model,
      owner: me.sailorId,
      own_srs: null,
      certificate_year: null,
    });
    expect(await getBoat(boat.id)).toEqual(boat);
    // A form's empty owner field means the sailor themselves.
    const blankOwner = await send(
      'POST',
      '/api/boats/',
      { name: 'Formulärbåt', boat_model: model, owner: '' },
      me.headers,
    );
    expect(blankOwner.json()).toMatchObject({ owner: me.sailorId });
  });

  it('lists boats in Swedish order, all or one owner’s', async () => {
    const me = await makeSailorActor(t);
    const other = await makeSailorActor(t);
    for (const name of ['Örnen', 'Ålen', 'Ärlan', 'Zefyr']) await boatOf(me, name);
    await boatOf(other, 'Annans');
    const mine = await t.request({ method: 'GET', url: `/api/boats/?owner=${me.sailorId}` });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<BoatBody[]>().map((boat) => boat.name)).toEqual([
      'Zefyr',
      'Ålen',
      'Ärlan',
      'Örnen',
    ]);
    const all = (await t.request({ method: 'GET', url: '/api/boats/' })).json<BoatBody[]>();
    expect(all.map((boat) => boat.name)).toEqual(expect.arrayContaining(['Annans', 'Zefyr']));
    const none = await t.request({ method: 'GET', url: '/api/boats/?owner=99999999' });
    expect(none.json()).toEqual([]);
    const bad = await t.request({ method: 'GET', url: '/api/boats/?owner=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ owner: ['Ange ett giltigt id, eller lämna fältet tomt.'] });
    const huge = await t.request({ method: 'GET', url: '/api/boats/?owner=9999999999' });
    expect(huge.statusCode).toBe(400);
    const blank = await t.request({ method: 'GET', url: '/api/boats/?owner=' });
    expect(blank.json<BoatBody[]>().length).toBe(all.length);
  });

  it('lets staff add a boat for any sailor, or for none', async () => {
    const someone = await makeSailorActor(t);
    const forSomeone = await send(
      'POST',
      '/api/boats/',
      { name: 'Hans båt', boat_model: model, owner: someone.sailorId },
      staff.headers,
    );
    expect(forSomeone.statusCode).toBe(201);
    expect(forSomeone.json()).toMatchObject({ owner: someone.sailorId });
    const ownerless = await send(
      'POST',
      '/api/boats/',
      { name: 'Klubbåt', boat_model: model },
      staff.headers,
    );
    expect(ownerless.json()).toMatchObject({ owner: null });
  });

  it('refuses adding for the wrong people, and changes nothing', async () => {
    const me = await makeSailorActor(t);
    const other = await makeSailorActor(t);
    const before = await countRows(t, 'boats');
    const payload = { name: 'Fel', boat_model: model };
    expect((await send('POST', '/api/boats/', payload)).statusCode).toBe(401);
    const byClub = await send('POST', '/api/boats/', payload, club.headers);
    expect(byClub.statusCode).toBe(403);
    expect(byClub.json()).toEqual({ detail: 'Bara seglare kan lägga till båtar.' });
    const forOther = await send(
      'POST',
      '/api/boats/',
      { ...payload, owner: other.sailorId },
      me.headers,
    );
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json()).toEqual({ detail: 'Du kan bara lägga till båtar åt dig själv.' });
    expect(await countRows(t, 'boats')).toBe(before);
  });

  it.each([
    [
      'an unknown model and owner',
      { name: 'A', boat_model: 99999999, owner: 99999999 },
      { boat_model: ['Båtmodellen finns inte.'], owner: ['Seglaren finns inte.'] },
    ],
    [
      'neither a model nor an own SRS value',
      { name: 'A' },
      { boat_model: ['Välj en båtmodell eller ange ett eget SRS-tal.'] },
    ],
    [
      'an empty model and an empty own SRS value',
      { name: 'A', boat_model: '', own_srs: '' },
      { boat_model: ['Välj en båtmodell eller ange ett eget SRS-tal.'] },
    ],
    [
      'an own SRS value without its year',
      { name: 'A', own_srs: 0.9 },
      { certificate_year: ['Ange mätbrevsåret för det egna SRS-talet.'] },
    ],
    [
      'a year without an own SRS value',
      { name: 'A', boat_model: 1, certificate_year: 2024 },
      {
        certificate_year: [
          'Ett mätbrevsår hör till ett eget SRS-tal: ange SRS-talet eller töm året.',
        ],
      },
    ],
    [
      'an own SRS value of 0',
      { name: 'A', own_srs: 0, certificate_year: 2024 },
      { own_srs: ['Ange ett SRS-tal större än 0 och högst 5 (vanligen 0,3–2,5).'] },
    ],
    [
      'an own SRS value above 5',
      { name: 'A', own_srs: '5,01', certificate_year: 2024 },
      { own_srs: ['Ange ett SRS-tal större än 0 och högst 5 (vanligen 0,3–2,5).'] },
    ],
    [
      'an own SRS value as a word',
      { name: 'A', own_srs: 'snabb', certificate_year: 2024 },
      { own_srs: ['Ange ett tal, eller lämna fältet tomt.'] },
    ],
    [
      'a year before 1990',
      { name: 'A', own_srs: 0.9, certificate_year: 1989 },
      { certificate_year: ['Ange ett år mellan 1990 och nästa år.'] },
    ],
    [
      'a year after next year',
      { name: 'A', own_srs: 0.9, certificate_year: new Date().getUTCFullYear() + 2 },
      { certificate_year: ['Ange ett år mellan 1990 och nästa år.'] },
    ],
    [
      'a year with a fraction',
      { name: 'A', own_srs: 0.9, certificate_year: 2024.5 },
      { certificate_year: ['Ange ett år mellan 1990 och nästa år.'] },
    ],
    [
      'a year as text that is no year',
      { name: 'A', own_srs: 0.9, certificate_year: '24' },
      { certificate_year: ['Ange ett år mellan 1990 och nästa år.'] },
    ],
    [
      'a model id beyond any id',
      { name: 'A', boat_model: '9999999999' },
      { boat_model: ['Ange ett giltigt id, eller lämna fältet tomt.'] },
    ],
    [
      'a model given by name',
      { name: 'A', boat_model: 'Express' },
      { boat_model: ['Ange ett giltigt id, eller lämna fältet tomt.'] },
    ],
    ['a missing name', { boat_model: 1 }, { name: ['Detta fält är obligatoriskt.'] }],
    [
      'a name of 10 000 characters',
      { name: 'x'.repeat(10_000), boat_model: 1 },
      { name: ['Se till att detta fält inte har fler än 200 tecken.'] },
    ],
    [
      'a long sail number',
      { name: 'A', boat_model: 1, sail_number: 'S'.repeat(21) },
      { sail_number: ['Se till att detta fält inte har fler än 20 tecken.'] },
    ],
    ['an unknown field', { name: 'A', boat_model: 1, srs: 1 }, { srs: ['Okänt fält.'] }],
    [
      'a NUL character',
      { name: 'A', boat_model: 1, sail_number: '\u0000' },
      { sail_number: ['Texten innehåller otillåtna tecken.'] },
    ],
  ])('refuses %s', async (_label, payload, errors) => {
    const before = await countRows(t, 'boats');
    const response = await send('POST', '/api/boats/', payload, staff.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
    expect(await countRows(t, 'boats')).toBe(before);
  });

  it('lets the owner change and delete their boat', async () => {
    const me = await makeSailorActor(t);
    const boat = await boatOf(me);
    const { id: other } = await insertBoatModel(t.db, { name: 'J/70', srs: 1.1 });
    const response = await send(
      'PATCH',
      `/api/boats/${boat.id}/`,
      { sail_number: 'SWE 7', boat_model: other },
      me.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...boat, sail_number: 'SWE 7', boat_model: other });
    const ownSrs = await send(
      'PATCH',
      `/api/boats/${boat.id}/`,
      { own_srs: '0,812', certificate_year: '2025' },
      me.headers,
    );
    expect(ownSrs.statusCode).toBe(200);
    expect(ownSrs.json()).toMatchObject({ own_srs: 0.812, certificate_year: 2025 });
    // Removing the own value removes its year; the model stays.
    const withoutOwn = await send('PATCH', `/api/boats/${boat.id}/`, { own_srs: '' }, me.headers);
    expect(withoutOwn.json()).toMatchObject({
      boat_model: other,
      own_srs: null,
      certificate_year: null,
    });
    const unknownModel = await send(
      'PATCH',
      `/api/boats/${boat.id}/`,
      { boat_model: 99999999 },
      me.headers,
    );
    expect(unknownModel.statusCode).toBe(400);
    expect(unknownModel.json()).toEqual({ boat_model: ['Båtmodellen finns inte.'] });
    const nullName = await send('PATCH', `/api/boats/${boat.id}/`, { name: null }, me.headers);
    expect(nullName.json()).toEqual({ name: ['Detta fält får inte vara null.'] });
    expect((await getBoat(boat.id)).boat_model).toBe(other);

    const deleted = await send('DELETE', `/api/boats/${boat.id}/`, undefined, me.headers);
    expect(deleted.statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: `/api/boats/${boat.id}/` })).statusCode).toBe(
      404,
    );
  });

  it('keeps changes to the owner and staff; only staff hand a boat to someone else', async () => {
    const me = await makeSailorActor(t);
    const other = await makeSailorActor(t);
    const boat = await boatOf(me);
    const url = `/api/boats/${boat.id}/`;
    expect((await send('PATCH', url, { name: 'X' })).statusCode).toBe(401);
    expect((await send('PATCH', url, { name: 'X' }, other.headers)).statusCode).toBe(403);
    const byClub = await send('PATCH', url, { name: 'X' }, club.headers);
    expect(byClub.statusCode).toBe(403);
    expect(byClub.json()).toEqual({ detail: 'Du kan bara ändra dina egna båtar.' });
    expect((await send('DELETE', url, undefined)).statusCode).toBe(401);
    expect((await send('DELETE', url, undefined, other.headers)).statusCode).toBe(403);
    expect((await send('DELETE', url, undefined, club.headers)).statusCode).toBe(403);
    const giveAway = await send('PATCH', url, { owner: other.sailorId }, me.headers);
    expect(giveAway.statusCode).toBe(403);
    expect(giveAway.json()).toEqual({
      detail: 'Bara en administratör kan ge båten en annan ägare.',
    });
    expect(await getBoat(boat.id)).toEqual(boat);

    const byStaff = await send('PATCH', url, { owner: other.sailorId }, staff.headers);
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.json()).toMatchObject({ owner: other.sailorId });
    const released = await send('PATCH', url, { owner: '' }, staff.headers);
    expect(released.json()).toMatchObject({ owner: null });
    expect((await send('DELETE', url, undefined, staff.headers)).statusCode).toBe(204);
  });

  it('deletes a boat that has sailed: its entries keep their copied details', async () => {
    const me = await makeSailorActor(t);
    const boat = await boatOf(me, 'Seglad');
    const { id: sailing } = await insertSailing(t.db, { clubId: club.clubId });
    const { id: competitor } = await insertCompetitor(t.db, {
      sailingId: sailing,
      boatName: 'Seglad',
      sailNumber: '1',
    });
    await t.db
      .updateTable('competitors')
      .set({ boat_id: boat.id })
      .where('id', '=', competitor)
      .execute();
    const response = await send('DELETE', `/api/boats/${boat.id}/`, undefined, me.headers);
    expect(response.statusCode).toBe(204);
    const row = await t.db
      .selectFrom('competitors')
      .select(['boat_id', 'boat_name'])
      .where('id', '=', competitor)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ boat_id: null, boat_name: 'Seglad' });
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const me = await makeSailorActor(t);
    for (const id of ['99999999', 'abc', '0', '-3', '2.5', '9999999999']) {
      expect((await t.request({ method: 'GET', url: `/api/boats/${id}/` })).statusCode).toBe(404);
      expect((await send('PATCH', `/api/boats/${id}/`, { name: 'X' }, me.headers)).statusCode).toBe(
        404,
      );
      expect((await send('DELETE', `/api/boats/${id}/`, undefined, me.headers)).statusCode).toBe(
        404,
      );
    }
  });

  it('keeps a boat with an own SRS value, with or without a model, and its rules on PATCH', async () => {
    const me = await makeSailorActor(t);
    const created = await send(
      'POST',
      '/api/boats/',
      {
        name: 'Egen',
        sail_number: 'SWE 9',
        own_srs: '1,034',
        certificate_year: '2024',
        boat_model: '',
      },
      me.headers,
    );
    expect(created.statusCode).toBe(201);
    const boat = created.json<BoatBody>();
    expect(boat).toMatchObject({ boat_model: null, own_srs: 1.034, certificate_year: 2024 });
    const url = `/api/boats/${boat.id}/`;
    const refusals: [Record<string, unknown>, Record<string, string[]>][] = [
      // Without a model the own value is all the boat has.
      [{ own_srs: null }, { boat_model: ['Välj en båtmodell eller ange ett eget SRS-tal.'] }],
      [
        { certificate_year: '' },
        { certificate_year: ['Ange mätbrevsåret för det egna SRS-talet.'] },
      ],
      [{ certificate_year: 1900 }, { certificate_year: ['Ange ett år mellan 1990 och nästa år.'] }],
      [
        { own_srs: 7 },
        { own_srs: ['Ange ett SRS-tal större än 0 och högst 5 (vanligen 0,3–2,5).'] },
      ],
      [
        { own_srs: 0.9, certificate_year: null },
        { certificate_year: ['Ange mätbrevsåret för det egna SRS-talet.'] },
      ],
    ];
    for (const [payload, errors] of refusals) {
      const response = await send('PATCH', url, payload, me.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    expect(await getBoat(boat.id)).toEqual(boat);
    const withModel = await send(
      'PATCH',
      url,
      { boat_model: model, own_srs: null, certificate_year: null },
      me.headers,
    );
    expect(withModel.statusCode).toBe(200);
    expect(withModel.json()).toMatchObject({ boat_model: model, own_srs: null });
    // A boat whose model staff removed can still be renamed.
    await t.db
      .updateTable('boats')
      .set({ boat_model_id: null })
      .where('id', '=', boat.id)
      .execute();
    const renamed = await send('PATCH', url, { name: 'Omdöpt' }, me.headers);
    expect(renamed.statusCode).toBe(200);
  });
});
