import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRY_LIST_HEADERS } from '../../src/modules/entry-list/entry-list-presenter.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  bearer,
  createSailing,
  enterSailing,
  expectStatus,
  makeClubActor,
  makeOfficialActor,
  makeSailorActor,
  type Actor,
  type ClubActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

/** Issue 31 (docs/product.md §18): the club's entry list with crew and payments, as a CSV. */
describe.each(databaseKinds)('the entry list CSV on %s', (kind) => {
  let t: TestApp;
  let club: ClubActor;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    club = await makeClubActor(t);
  });
  afterAll(() => t.close());

  const entryList = (sailingId: number, actor: Actor | null) =>
    t.request({
      method: 'GET',
      url: `/api/sailings/${sailingId}/entry-list/`,
      headers: bearer(actor),
    });
  const rowsOf = (body: string): Record<string, string>[] =>
    parse(body, { bom: true, delimiter: ';', columns: true });

  it('lists each entry with its crew, fee and paid mark, for the club only', async () => {
    const sailing = await createSailing(t, club, {
      name: 'Höstpokalen',
      status: 'upcoming',
      reg_status: 'open',
      entry_fee: 150,
    });
    const anna = await makeSailorActor(t);
    const bo = await makeSailorActor(t);
    const a = await enterSailing(t, anna, sailing.id, { name: 'Vindil' });
    await enterSailing(t, bo, sailing.id, { name: 'Tärnan' });
    expectStatus(
      await t.request({
        method: 'POST',
        url: `/api/competitors/${a.id}/crew/`,
        headers: bearer(anna),
        payload: { name: 'Kalle Ek' },
      }),
      201,
    );
    expectStatus(
      await t.request({
        method: 'POST',
        url: `/api/competitors/${a.id}/paid/`,
        headers: bearer(club),
        payload: { paid: true },
      }),
      200,
    );

    const response = await entryList(sailing.id, club);
    expectStatus(response, 200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('Deltagare H');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(response.body.split('\r\n')[0]).toBe('\uFEFF' + ENTRY_LIST_HEADERS.join(';'));
    const rows = rowsOf(response.body);
    const byBoat = new Map(rows.map((row) => [row['Båt'], row]));
    expect(byBoat.get('Vindil')).toMatchObject({
      Besättning: 'Kalle Ek',
      'Avgift (kr)': '150',
      Betald: 'Ja',
    });
    expect(byBoat.get('Vindil')!['Markerad av']).not.toBe('');
    expect(byBoat.get('Tärnan')).toMatchObject({ Besättning: '', Betald: 'Nej', 'Betald den': '' });
    expect(rows).toHaveLength(2);

    const official = await makeOfficialActor(t, club.clubId, 'race_officer');
    expectStatus(await entryList(sailing.id, official), 200);
    expectStatus(await entryList(sailing.id, null), 401);
    expectStatus(await entryList(sailing.id, anna), 403);
    expectStatus(await entryList(sailing.id, await makeClubActor(t)), 403);
    expectStatus(await entryList(999_999, club), 404);
    expectStatus(await entryList('abc' as unknown as number, club), 404);
  });

  it('leaves the fee columns empty for a sailing without a fee', async () => {
    const sailing = await createSailing(t, club, { status: 'upcoming', reg_status: 'open' });
    await enterSailing(t, await makeSailorActor(t), sailing.id);
    const response = await entryList(sailing.id, club);
    expectStatus(response, 200);
    expect(rowsOf(response.body)[0]).toMatchObject({ 'Avgift (kr)': '', Betald: '' });
  });
});
