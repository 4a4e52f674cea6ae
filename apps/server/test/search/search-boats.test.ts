import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as backfillBoatWords } from '../../src/db/migrations/0009-boat-search-words.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  insertBoat,
  insertBoatModel,
  insertClub,
  makeSailorActor,
  makeStaffActor,
  type SailorActor,
  searchWordsOf,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

interface Hit {
  type: string;
  id: number;
  title: string;
  subtitle: string;
  url: string | null;
}

/** Search finds boats by name and sail number (issue 13). */
describe.each(databaseKinds)('boats in search on %s', (kind) => {
  let t: TestApp;
  let owner: SailorActor;
  let ownerSlug: string;
  let model: { id: number; name: string };
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const club = await insertClub(t.db, { name: 'Segelsällskapet Bris' });
    owner = await makeSailorActor(t, { club: club.id, firstName: 'Åsa', lastName: 'Öberg' });
    ownerSlug = (await t.request({ method: 'GET', url: `/api/sailors/${owner.sailorId}/` })).json<{
      slug: string;
    }>().slug;
    model = await insertBoatModel(t.db, { name: 'Albin Vega' });
  });
  afterAll(() => t.close());

  const search = async (query: string, headers: Record<string, string> = {}) => {
    const response = await t.request({
      method: 'GET',
      url: '/api/search/',
      query: { query },
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ result_list: Hit[] }>().result_list;
  };
  const boatHits = async (query: string) =>
    (await search(query)).filter((hit) => hit.type === 'boat');
  const createBoat = async (payload: Record<string, unknown>) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/boats/',
      payload,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>().id;
  };

  it('finds a boat added through the API by name, sail number and its digits alone', async () => {
    const id = await createBoat({ name: 'Vinga', sail_number: 'SWE 100', boat_model: model.id });
    const expected: Hit = {
      type: 'boat',
      id,
      title: 'Vinga SWE 100',
      subtitle: 'Båt · Albin Vega · Åsa Öberg',
      url: `/sailors/${ownerSlug}`,
    };
    for (const query of ['Vinga', 'vin', 'SWE 100', 'swe 10', '100', 'vinga 100']) {
      expect(await boatHits(query), query).toEqual([expected]);
    }
    expect(await boatHits('Vinga 200')).toEqual([]);
    // Visitors get the same hit (the web app opens the login modal for it).
    expect((await search('Vinga')).find((hit) => hit.id === id)).toEqual(expected);
  });

  it('follows a rename and a new sail number, and forgets a deleted boat', async () => {
    const id = await createBoat({ name: 'Kobben', sail_number: 'SWE 321', boat_model: model.id });
    const patch = await t.request({
      method: 'PATCH',
      url: `/api/boats/${id}/`,
      payload: { name: 'Lyckan', sail_number: 'FIN 77' },
      headers: owner.headers,
    });
    expect(patch.statusCode).toBe(200);
    expect(await boatHits('Kobben')).toEqual([]);
    expect(await boatHits('321')).toEqual([]);
    expect((await boatHits('lyckan fin')).map((hit) => [hit.id, hit.title])).toEqual([
      [id, 'Lyckan FIN 77'],
    ]);
    // Changing only the model keeps the words; the subtitle names the new model.
    const other = await insertBoatModel(t.db, { name: 'Maxi 77' });
    await t.request({
      method: 'PATCH',
      url: `/api/boats/${id}/`,
      payload: { boat_model: other.id },
      headers: owner.headers,
    });
    expect((await boatHits('77')).map((hit) => hit.subtitle)).toEqual([
      'Båt · Maxi 77 · Åsa Öberg',
    ]);

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/boats/${id}/`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await boatHits('Lyckan')).toEqual([]);
    expect(await searchWordsOf(t, 'boat', id)).toEqual([]);
  });

  it('a boat without an owner: no url; staff add one through the API', async () => {
    const staff = await makeStaffActor(t);
    const response = await t.request({
      method: 'POST',
      url: '/api/boats/',
      payload: { name: 'Ägarlösa Albin', sail_number: '', boat_model: model.id },
      headers: staff.headers,
    });
    expect(response.statusCode).toBe(201);
    const id = response.json<{ id: number }>().id;
    expect(await boatHits('agarlosa')).toEqual([
      { type: 'boat', id, title: 'Ägarlösa Albin', subtitle: 'Båt · Albin Vega', url: null },
    ]);
  });

  it('keeps a boat whose owner is deleted findable, without a page to open', async () => {
    const other = await makeSailorActor(t, { firstName: 'Kim', lastName: 'Berg' });
    const { id } = await insertBoat(t.db, {
      ownerId: other.sailorId,
      name: 'Strömming',
      sailNumber: 'SWE 555',
    });
    expect((await boatHits('strömming')).map((hit) => hit.subtitle)).toEqual(['Båt · Kim Berg']);
    // The foreign key sets the owner to null (migration 0001).
    await t.db.deleteFrom('sailors').where('id', '=', other.sailorId).execute();
    expect(await boatHits('strömming')).toEqual([
      { type: 'boat', id, title: 'Strömming SWE 555', subtitle: 'Båt', url: null },
    ]);
  });

  it('ranks boats after clubs, series, sailings and sailors of equal match', async () => {
    await insertClub(t.db, { name: 'Tärnan' });
    await insertBoat(t.db, { name: 'Tärnan', sailNumber: 'SWE 9' });
    expect((await search('tarnan')).map((hit) => hit.type)).toEqual(['club', 'boat']);
  });

  it('migration 0009 indexes the boats that existed before it', async () => {
    const { id } = await t.db
      .insertInto('boats')
      .values({ name: 'Gammelbåten', sail_number: 'SWE 4711', created_at: '2025-01-01T00:00:00Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await boatHits('gammelbaten')).toEqual([]);
    await backfillBoatWords(t.db as unknown as Kysely<unknown>);
    expect((await boatHits('4711')).map((hit) => hit.id)).toEqual([id]);
    // Boats already indexed are indexed once, not twice.
    expect(await boatHits('Vinga')).toHaveLength(1);
    const words = await searchWordsOf(t, 'boat', id);
    expect(words).toEqual(['gammelbaten', 'swe', '4711']);
  });
});
