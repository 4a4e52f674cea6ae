import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import {
  type Actor,
  bearer,
  type ClubActor,
  createSailing,
  createSeries,
  expectStatus,
  insertCourse,
  makeClubActor,
  makeSailorActor,
  makeStaffActor,
  multipartRequest,
  recordEvents,
  type SailorActor,
} from '../helpers/factories.ts';

describe.each(databaseKinds)('PUT /api/sailings/{id}/ on %s', (kind) => {
  let t: TestApp;
  let club: ClubActor;
  let otherClub: ClubActor;
  let sailor: SailorActor;
  let staff: Actor;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    club = await makeClubActor(t);
    otherClub = await makeClubActor(t);
    sailor = await makeSailorActor(t);
    staff = await makeStaffActor(t);
  });
  afterAll(() => t.close());

  const put = (session: Actor | null, id: number | string, payload: unknown) =>
    t.request({
      method: 'PUT',
      url: `/api/sailings/${id}/`,
      headers: bearer(session),
      payload: payload as Record<string, unknown>,
    });
  const stored = (id: number) =>
    t.db.selectFrom('sailings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('changes the fields given and answers the sailing (with the fields SPEC reads)', async () => {
    const sailing = await createSailing(t, club);
    const serie = await createSeries(t, club, { name: 'Kvällsserien' });
    const { id: course } = await insertCourse(t.db, { clubId: club.clubId, name: 'Bana Röd' });
    const response = await put(club, sailing.id, {
      id: sailing.id,
      name: 'Ny namn',
      start_date: '2026-06-10',
      start_time: '19:15:30',
      serie: serie.id,
      course,
      description: 'Ändrad',
      reg_status: 'open',
      status: 'upcoming',
    });
    expectStatus(response, 200);
    expect(response.json()).toMatchObject({
      id: sailing.id,
      name: 'Ny namn',
      start_date: '2026-06-10',
      start_time: '19:15:30',
      serie: { id: serie.id, name: 'Kvällsserien' },
      course: { id: course, name: 'Bana Röd' },
      description: 'Ändrad',
      reg_status: 'open',
      status: 'upcoming',
      status_label: 'Kommande',
      competitor_count: 0,
      competitors: [],
      start_groups: [],
      ungrouped_competitors: [],
    });
  });

  it('keeps the fields left out, and clears serie and course with null', async () => {
    const serie = await createSeries(t, club);
    const sailing = await createSailing(t, club, { serie: serie.id, description: 'Behålls' });
    const response = await put(club, sailing.id, { id: sailing.id, serie: null, course: '' });
    expectStatus(response, 200);
    expect(response.json()).toMatchObject({
      name: 'Onsdagssegling',
      description: 'Behålls',
      serie: null,
      course: null,
      start_time: '18:30:00',
    });
  });

  it('accepts multipart form data with the id as text', async () => {
    const sailing = await createSailing(t, club);
    const response = await multipartRequest(
      t,
      { method: 'PUT', url: `/api/sailings/${sailing.id}/`, headers: bearer(club) },
      { id: String(sailing.id), name: 'Från formulär', status: 'ongoing', verified_result: 'true' },
    );
    expectStatus(response, 200);
    expect(response.json()).toMatchObject({
      name: 'Från formulär',
      status: 'ongoing',
      status_label: 'Pågående',
      verified_result: true,
    });
  });

  it.each([
    ['unpublished', 'Opublicerad', false],
    ['upcoming', 'Kommande', false],
    ['ongoing', 'Pågående', false],
    ['finished', 'Avslutad', true],
    ['cancelled', 'Inställd', false],
  ])('sets the status %s (%s)', async (status, label, finished) => {
    const sailing = await createSailing(t, club);
    const response = await put(club, sailing.id, { id: sailing.id, status });
    expectStatus(response, 200);
    expect(response.json()).toMatchObject({ status, status_label: label, is_finished: finished });
  });

  it('sets is_finished on finishing and clears it when reopened', async () => {
    const sailing = await createSailing(t, club);
    expectStatus(await put(club, sailing.id, { id: sailing.id, status: 'finished' }), 200);
    expect(Boolean((await stored(sailing.id)).is_finished)).toBe(true);
    const reopened = await put(club, sailing.id, { id: sailing.id, status: 'ongoing' });
    expect(reopened.json()).toMatchObject({ status: 'ongoing', is_finished: false });
    expect(Boolean((await stored(sailing.id)).is_finished)).toBe(false);
  });

  it('lets the club verify and unverify the result', async () => {
    const sailing = await createSailing(t, club);
    const on = await put(club, sailing.id, { id: sailing.id, verified_result: true });
    expect(on.json()).toMatchObject({ verified_result: true });
    const off = await put(club, sailing.id, { id: sailing.id, verified_result: 'false' });
    expect(off.json()).toMatchObject({ verified_result: false });
  });

  it('announces the change, and the results when status or verification change', async () => {
    const sailing = await createSailing(t, club);
    const events = recordEvents(t);
    try {
      await put(club, sailing.id, { id: sailing.id, name: 'Bara namnet' });
      expect(events.seen).toEqual([{ type: 'sailing.changed', event: { sailingId: sailing.id } }]);
      events.clear();
      await put(club, sailing.id, { id: sailing.id, status: 'finished' });
      expect(events.seen).toEqual([
        { type: 'sailing.changed', event: { sailingId: sailing.id } },
        { type: 'results.changed', event: { sailingId: sailing.id } },
      ]);
    } finally {
      events.stop();
    }
  });

  it('reindexes search words on a rename', async () => {
    const sailing = await createSailing(t, club);
    await put(club, sailing.id, { id: sailing.id, name: 'Midsommarracet' });
    const words = await t.db
      .selectFrom('search_words')
      .select('word')
      .where('entity_type', '=', 'sailing')
      .where('entity_id', '=', sailing.id)
      .execute();
    expect(words.map((row) => row.word)).toContain('midsommarracet');
    expect(words.map((row) => row.word)).not.toContain('onsdagssegling');
  });

  describe('the id in the form data', () => {
    it('is required', async () => {
      const sailing = await createSailing(t, club);
      const response = await put(club, sailing.id, { name: 'Utan id' });
      expectStatus(response, 400);
      expect(response.json()).toEqual({
        non_field_errors: ['No sailing ID provided in form data'],
      });
      expect((await stored(sailing.id)).name).toBe('Onsdagssegling');
    });

    it('must be the id of the path', async () => {
      const sailing = await createSailing(t, club);
      const response = await put(club, sailing.id, { id: sailing.id + 1000, name: 'Fel id' });
      expectStatus(response, 400);
      expect(response.json()).toEqual({
        non_field_errors: ['Id i formuläret stämmer inte med seglingens id.'],
      });
      expect((await stored(sailing.id)).name).toBe('Onsdagssegling');
    });
  });

  describe('bad input', () => {
    it.each([
      ['a blank name', { name: '' }, { name: ['Detta fält får inte vara tomt.'] }],
      [
        'a name of 10 000 characters',
        { name: 'å'.repeat(10_000) },
        { name: ['Se till att detta fält inte har fler än 200 tecken.'] },
      ],
      [
        'the date 2026-02-30',
        { start_date: '2026-02-30' },
        { start_date: ['Ange ett giltigt datum (ÅÅÅÅ-MM-DD).'] },
      ],
      [
        'the time 24:00',
        { start_time: '24:00' },
        { start_time: ['Ange en giltig tid (TT:MM eller TT:MM:SS).'] },
      ],
      [
        'the time 18:61',
        { start_time: '18:61' },
        { start_time: ['Ange en giltig tid (TT:MM eller TT:MM:SS).'] },
      ],
      [
        'an unknown status',
        { status: 'paused' },
        { status: ['"paused" är inte ett giltigt val.'] },
      ],
      [
        'a verified_result that is not a boolean',
        { verified_result: 'kanske' },
        { verified_result: ['Ange sant eller falskt.'] },
      ],
      ['an unknown series', { serie: 876_543 }, { serie: ['Serien finns inte.'] }],
      ['an unknown field', { competitor_count: 3 }, { competitor_count: ['Okänt fält.'] }],
    ])('refuses %s and changes nothing', async (_label, payload, errors) => {
      const sailing = await createSailing(t, club);
      const before = await stored(sailing.id);
      const response = await put(club, sailing.id, { id: sailing.id, ...payload });
      expectStatus(response, 400);
      expect(response.json()).toEqual(errors);
      expect(await stored(sailing.id)).toEqual(before);
    });

    it('refuses a series and a course of another club', async () => {
      const sailing = await createSailing(t, club);
      const serie = await createSeries(t, otherClub);
      const { id: course } = await insertCourse(t.db, { clubId: otherClub.clubId });
      const response = await put(club, sailing.id, { id: sailing.id, serie: serie.id, course });
      expectStatus(response, 400);
      expect(response.json()).toEqual({
        serie: ['Serien tillhör en annan klubb.'],
        course: ['Banan tillhör en annan klubb.'],
      });
    });

    it('refuses moving the sailing to another club', async () => {
      const sailing = await createSailing(t, club);
      const response = await put(club, sailing.id, { id: sailing.id, club: otherClub.clubId });
      expectStatus(response, 400);
      expect(response.json()).toEqual({
        club: ['En segling kan inte flyttas till en annan klubb.'],
      });
    });
  });

  describe('permissions', () => {
    it('answers 401 to an anonymous caller', async () => {
      const sailing = await createSailing(t, club, { status: 'upcoming' });
      expectStatus(await put(null, sailing.id, { id: sailing.id, name: 'x' }), 401);
    });

    it('answers 403 to a sailor and another club for a published sailing', async () => {
      const sailing = await createSailing(t, club, { status: 'upcoming' });
      for (const session of [sailor, otherClub]) {
        const response = await put(session, sailing.id, { id: sailing.id, name: 'Kapad' });
        expectStatus(response, 403);
      }
      expect((await stored(sailing.id)).name).toBe('Onsdagssegling');
    });

    it('answers 404 to those who cannot see an unpublished sailing', async () => {
      const sailing = await createSailing(t, club);
      for (const session of [sailor, otherClub]) {
        expectStatus(await put(session, sailing.id, { id: sailing.id, name: 'x' }), 404);
      }
    });

    it('lets staff change any club’s sailing', async () => {
      const sailing = await createSailing(t, club);
      const response = await put(staff, sailing.id, { id: sailing.id, status: 'cancelled' });
      expectStatus(response, 200);
      expect(response.json()).toMatchObject({ status: 'cancelled', status_label: 'Inställd' });
    });

    it.each(['987654', 'abc', '0'])('answers 404 for the id %s', async (id) => {
      expectStatus(await put(club, id, { id: 1, name: 'x' }), 404);
    });
  });
});
