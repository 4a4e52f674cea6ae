import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import {
  type Actor,
  bearer,
  type ClubActor,
  countRows,
  createCompetitor,
  createSailing,
  createStartGroup,
  enterSailing,
  expectStatus,
  insertBoat,
  makeClubActor,
  makeSailorActor,
  makeStaffActor,
  recordEvents,
  type SailorActor,
} from '../helpers/factories.ts';

describe.each(databaseKinds)('competitors on %s', (kind) => {
  let t: TestApp;
  let club: ClubActor;
  let otherClub: ClubActor;
  let sailor: SailorActor;
  let staff: Actor;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    club = await makeClubActor(t, { name: 'Segelklubben Måsen' });
    otherClub = await makeClubActor(t);
    sailor = await makeSailorActor(t, { firstName: 'Sara', lastName: 'Ström' });
    await t.db
      .updateTable('sailors')
      .set({ club_id: club.clubId })
      .where('id', '=', sailor.sailorId)
      .execute();
    staff = await makeStaffActor(t);
  });
  afterAll(() => t.close());

  const db = () => t.db;
  const post = (session: Actor | null, payload: unknown) =>
    t.request({
      method: 'POST',
      url: '/api/competitors/',
      headers: bearer(session),
      payload: payload as Record<string, unknown>,
    });
  const patch = (session: Actor | null, id: number | string, payload: unknown) =>
    t.request({
      method: 'PATCH',
      url: `/api/competitors/${id}/`,
      headers: bearer(session),
      payload: payload as Record<string, unknown>,
    });
  const remove = (session: Actor | null, id: number | string) =>
    t.request({ method: 'DELETE', url: `/api/competitors/${id}/`, headers: bearer(session) });
  const get = (id: number | string, session: Actor | null = null) =>
    t.request({ method: 'GET', url: `/api/competitors/${id}/`, headers: bearer(session) });
  const stored = (id: number) =>
    db().selectFrom('competitors').selectAll().where('id', '=', id).executeTakeFirst();
  /** A sailing sailors may enter: upcoming, registration open. */
  const openSailing = () => createSailing(t, club, { status: 'upcoming', reg_status: 'open' });

  describe('POST by the club', () => {
    it('creates a competitor and answers it', async () => {
      const sailing = await createSailing(t, club);
      const group = await createStartGroup(t, club, sailing.id, { start_time: '18:40' });
      const response = await post(club, {
        sailing: sailing.id,
        name: 'Anna Ek',
        boat_name: 'Vindil',
        boat_type: 'Folkbåt',
        sail_number: 'SWE 1234',
        club_name: 'KSSS',
        rating: '0,845',
        start_group: group.id,
      });
      expectStatus(response, 201);
      expect(response.json()).toEqual({
        id: expect.any(Number) as number,
        sailing: sailing.id,
        start_group: group.id,
        sailor: null,
        boat: null,
        name: 'Anna Ek',
        boat_name: 'Vindil',
        boat_type: 'Folkbåt',
        sail_number: 'SWE 1234',
        club_name: 'KSSS',
        rating: 0.845,
        start: '18:40:00',
        finish_time: null,
        elapsed_time: null,
        code: null,
        report: null,
        categories: [],
      });
    });

    it('fills empty fields from the linked sailor and boat', async () => {
      const sailing = await createSailing(t, club);
      const { id: boat } = await insertBoat(t.db, {
        name: 'Havsörn',
        sailNumber: 'SWE 77',
        srs: 0.92,
      });
      const response = await post(club, { sailing: sailing.id, sailor: sailor.sailorId, boat });
      expectStatus(response, 201);
      expect(response.json()).toMatchObject({
        sailor: sailor.sailorId,
        boat,
        name: 'Sara Ström',
        boat_name: 'Havsörn',
        sail_number: 'SWE 77',
        club_name: 'Segelklubben Måsen',
        rating: 0.92,
      });
      expect(response.json<{ boat_type: string }>().boat_type).toMatch(/^Modell /);
    });

    it('takes a linked boat’s own SRS value before its model’s', async () => {
      const sailing = await createSailing(t, club);
      const { id: boat } = await insertBoat(t.db, { name: 'Eget tal', srs: 0.92 });
      await t.db
        .updateTable('boats')
        .set({ own_srs: 0.875, certificate_year: 2026 })
        .where('id', '=', boat)
        .execute();
      const response = await post(club, { sailing: sailing.id, boat });
      expectStatus(response, 201);
      expect(response.json<{ rating: number }>().rating).toBe(0.875);
    });

    it('announces new results and a new competitor count', async () => {
      const sailing = await createSailing(t, club);
      const events = recordEvents(t);
      try {
        await createCompetitor(t, club, sailing.id);
        expect(events.seen).toEqual([
          { type: 'results.changed', event: { sailingId: sailing.id } },
          { type: 'sailing.changed', event: { sailingId: sailing.id } },
        ]);
      } finally {
        events.stop();
      }
    });

    it('refuses a start group of another sailing', async () => {
      const sailing = await createSailing(t, club);
      const other = await createSailing(t, club);
      const group = await createStartGroup(t, club, other.id);
      const before = await countRows(t, 'competitors');
      const response = await post(club, { sailing: sailing.id, name: 'x', start_group: group.id });
      expectStatus(response, 400);
      expect(response.json()).toEqual({
        start_group: ['Startgruppen hör till en annan segling.'],
      });
      expect(await countRows(t, 'competitors')).toBe(before);
    });

    it('refuses the same sailor twice in a sailing', async () => {
      const sailing = await createSailing(t, club);
      await createCompetitor(t, club, sailing.id, { sailor: sailor.sailorId });
      const response = await post(club, { sailing: sailing.id, sailor: sailor.sailorId });
      expectStatus(response, 400);
      expect(response.json()).toEqual({
        sailor: ['Seglaren är redan anmäld till den här seglingen.'],
      });
    });

    it.each([
      [
        'no name, boat name or sail number',
        { name: '', boat_name: ' ' },
        { name: ['Ange rorsmannens namn, båtens namn eller segelnummer.'] },
      ],
      [
        'a name of 10 000 characters',
        { name: 'n'.repeat(10_000) },
        { name: ['Se till att detta fält inte har fler än 200 tecken.'] },
      ],
      [
        'a sail number of 51 characters',
        { sail_number: '1'.repeat(51) },
        { sail_number: ['Se till att detta fält inte har fler än 50 tecken.'] },
      ],
      ['a rating of 0', { rating: 0 }, { rating: ['Ange ett SRS-tal större än 0 och högst 5.'] }],
      [
        'a rating above 5',
        { rating: '5,01' },
        { rating: ['Ange ett SRS-tal större än 0 och högst 5.'] },
      ],
      [
        'a negative rating',
        { rating: -0.9 },
        { rating: ['Ange ett SRS-tal större än 0 och högst 5.'] },
      ],
      [
        'a rating as words',
        { rating: 'snabb' },
        { rating: ['Ange ett SRS-tal större än 0 och högst 5.'] },
      ],
      [
        'an unknown start group',
        { start_group: 987_654 },
        { start_group: ['Startgruppen finns inte.'] },
      ],
      ['an unknown sailor', { sailor: 987_654 }, { sailor: ['Seglaren finns inte.'] }],
      ['an unknown boat', { boat: 987_654 }, { boat: ['Båten finns inte.'] }],
      [
        'a non-numeric boat',
        { boat: 'Vindil' },
        { boat: ['Ange ett giltigt id, eller lämna fältet tomt.'] },
      ],
      ['a finish time', { finish_time: '19:00' }, { finish_time: ['Okänt fält.'] }],
      [
        'a boat name with a NUL character',
        { boat_name: 'Vind\u0000il' },
        { boat_name: ['Texten innehåller otillåtna tecken.'] },
      ],
      [
        'a sailing id beyond 32 bits',
        { sailing: '9999999999' },
        { sailing: ['Ange ett giltigt id.'] },
      ],
      ['no sailing', { sailing: undefined }, { sailing: ['Detta fält är obligatoriskt.'] }],
      ['an unknown sailing', { sailing: 987_654 }, { sailing: ['Seglingen finns inte.'] }],
    ])('refuses %s and creates nothing', async (_label, overrides, errors) => {
      const sailing = await createSailing(t, club);
      const before = await countRows(t, 'competitors');
      const response = await post(club, { sailing: sailing.id, name: 'Anna', ...overrides });
      expectStatus(response, 400);
      expect(response.json()).toEqual(errors);
      expect(await countRows(t, 'competitors')).toBe(before);
    });

    it('answers 401 to anonymous callers and 403 to other clubs; staff may enter', async () => {
      const sailing = await openSailing();
      const before = await countRows(t, 'competitors');
      expectStatus(await post(null, { sailing: sailing.id, name: 'x' }), 401);
      expectStatus(await post(otherClub, { sailing: sailing.id, name: 'x' }), 403);
      expect(await countRows(t, 'competitors')).toBe(before);
      expectStatus(await post(staff, { sailing: sailing.id, name: 'Av admin' }), 201);
    });
  });

  // A sailor's own entry and its rules: self-entry.test.ts.

  describe('GET', () => {
    it('answers a competitor of a published sailing to anyone', async () => {
      const sailing = await openSailing();
      const competitor = await createCompetitor(t, club, sailing.id, { name: 'Öppen' });
      const response = await get(competitor.id);
      expectStatus(response, 200);
      expect(response.json()).toMatchObject({ id: competitor.id, name: 'Öppen' });
    });

    it('hides a competitor of an unpublished sailing', async () => {
      const sailing = await createSailing(t, club);
      const competitor = await createCompetitor(t, club, sailing.id);
      expectStatus(await get(competitor.id), 404);
      expectStatus(await get(competitor.id, sailor), 404);
      expectStatus(await get(competitor.id, otherClub), 404);
      expectStatus(await get(competitor.id, club), 200);
      expectStatus(await get(competitor.id, staff), 200);
    });

    it.each(['987654', 'abc', '0'])('answers 404 for the id %s', async (id) => {
      expectStatus(await get(id), 404);
    });
  });

  describe('PATCH', () => {
    it('changes the fields given', async () => {
      const sailing = await createSailing(t, club);
      const competitor = await createCompetitor(t, club, sailing.id, { sail_number: 'SWE 1' });
      const response = await patch(club, competitor.id, {
        sailing: sailing.id,
        name: 'Nytt Namn',
        rating: '1,1',
      });
      expectStatus(response, 200);
      expect(response.json()).toMatchObject({
        name: 'Nytt Namn',
        rating: 1.1,
        boat_name: 'Vindil',
        sail_number: 'SWE 1',
      });
    });

    it('moves a competitor between start groups and to the ungrouped', async () => {
      const sailing = await createSailing(t, club);
      const a = await createStartGroup(t, club, sailing.id, { name: 'A', start_time: '18:00' });
      const b = await createStartGroup(t, club, sailing.id, { name: 'B', start_time: '18:10' });
      const competitor = await createCompetitor(t, club, sailing.id, { start_group: a.id });
      const moved = await patch(club, competitor.id, { start_group: b.id });
      expect(moved.json()).toMatchObject({ start_group: b.id, start: '18:10:00' });
      const ungrouped = await patch(club, competitor.id, { start_group: null });
      expect(ungrouped.json()).toMatchObject({ start_group: null, start: null });
      const detail = await t.request({
        method: 'GET',
        url: `/api/sailings/${sailing.id}/`,
        headers: bearer(club),
      });
      expect(
        detail.json<{ ungrouped_competitors: { id: number }[] }>().ungrouped_competitors,
      ).toEqual([expect.objectContaining({ id: competitor.id })]);
    });

    it('recomputes the pursuit starts of the group when a rating changes', async () => {
      const sailing = await createSailing(t, club);
      const group = await createStartGroup(t, club, sailing.id, {
        start_time: '18:00',
        start_type: 'pursuit',
        pursuit_minutes: 60,
      });
      const slow = await createCompetitor(t, club, sailing.id, {
        start_group: group.id,
        rating: 0.8,
      });
      const fast = await createCompetitor(t, club, sailing.id, {
        start_group: group.id,
        rating: 1,
      });
      expect((await stored(fast.id))?.start).toBe('18:12:00');
      expectStatus(await patch(club, slow.id, { rating: 0.9 }), 200);
      expect((await stored(fast.id))?.start).toBe('18:06:00');
      expectStatus(await remove(club, slow.id), 204);
      expect((await stored(fast.id))?.start).toBe('18:00:00');
    });

    it('refuses bad input and changes nothing', async () => {
      const sailing = await createSailing(t, club);
      const other = await createSailing(t, club);
      const foreignGroup = await createStartGroup(t, club, other.id);
      const competitor = await createCompetitor(t, club, sailing.id);
      const before = await stored(competitor.id);
      for (const [payload, errors] of [
        [
          { start_group: foreignGroup.id },
          { start_group: ['Startgruppen hör till en annan segling.'] },
        ],
        [
          { sailing: other.id },
          { sailing: ['En deltagare kan inte flyttas till en annan segling.'] },
        ],
        [{ rating: 7 }, { rating: ['Ange ett SRS-tal större än 0 och högst 5.'] }],
        [
          { name: '', boat_name: '' },
          { name: ['Ange rorsmannens namn, båtens namn eller segelnummer.'] },
        ],
        [{ code: 'DNF' }, { code: ['Okänt fält.'] }],
        [
          { club_name: 'k'.repeat(10_000) },
          { club_name: ['Se till att detta fält inte har fler än 200 tecken.'] },
        ],
      ] as const) {
        const response = await patch(club, competitor.id, payload);
        expectStatus(response, 400);
        expect(response.json()).toEqual(errors);
      }
      expect(await stored(competitor.id)).toEqual(before);
    });

    it('answers 401 anonymous, 403 to sailors (even on their own entry) and other clubs', async () => {
      const sailing = await openSailing();
      const own = await enterSailing(t, sailor, sailing.id);
      expectStatus(await patch(null, own.id, { name: 'x' }), 401);
      expectStatus(await patch(sailor, own.id, { name: 'x' }), 403);
      expectStatus(await patch(otherClub, own.id, { name: 'x' }), 403);
      expectStatus(await patch(club, 'abc', { name: 'x' }), 404);
      expect((await stored(own.id))?.name).toBe('Sara Ström');
      expectStatus(await patch(staff, own.id, { name: 'Av admin' }), 200);
    });
  });

  describe('DELETE', () => {
    it('lets the club delete a competitor and announces it', async () => {
      const sailing = await createSailing(t, club, { status: 'upcoming' });
      const competitor = await createCompetitor(t, club, sailing.id);
      const events = recordEvents(t);
      try {
        expectStatus(await remove(club, competitor.id), 204);
        expect(events.seen).toEqual([
          { type: 'results.changed', event: { sailingId: sailing.id } },
          { type: 'sailing.changed', event: { sailingId: sailing.id } },
        ]);
      } finally {
        events.stop();
      }
      expect(await stored(competitor.id)).toBeUndefined();
    });

    it('lets a sailor withdraw her own entry before the start, also when unpublished', async () => {
      const sailing = await openSailing();
      const entry = await enterSailing(t, sailor, sailing.id);
      expectStatus(await remove(sailor, entry.id), 204);
      const draft = await createSailing(t, club);
      const drafted = await createCompetitor(t, club, draft.id, { sailor: sailor.sailorId });
      expectStatus(await remove(sailor, drafted.id), 204);
    });

    it('keeps a sailor’s entry once the sailing has started', async () => {
      const sailing = await openSailing();
      const entry = await enterSailing(t, sailor, sailing.id);
      await t.request({
        method: 'PUT',
        url: `/api/sailings/${sailing.id}/`,
        headers: bearer(club),
        payload: { id: sailing.id, status: 'ongoing' },
      });
      const response = await remove(sailor, entry.id);
      expectStatus(response, 400);
      expect(response.json()).toEqual({
        non_field_errors: ['Seglingen har startat. Din anmälan kan inte längre tas bort.'],
      });
      expect(await stored(entry.id)).toBeDefined();
    });

    it('answers 401, 403 and 404 as it should, and lets staff delete', async () => {
      const sailing = await openSailing();
      const competitor = await createCompetitor(t, club, sailing.id);
      const hiddenSailing = await createSailing(t, club);
      const hidden = await createCompetitor(t, club, hiddenSailing.id);
      expectStatus(await remove(null, competitor.id), 401);
      expectStatus(await remove(sailor, competitor.id), 403);
      expectStatus(await remove(otherClub, competitor.id), 403);
      expectStatus(await remove(sailor, hidden.id), 404);
      expectStatus(await remove(club, 987_654), 404);
      expect(await stored(competitor.id)).toBeDefined();
      expectStatus(await remove(staff, competitor.id), 204);
    });
  });
});
