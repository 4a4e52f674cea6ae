import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import {
  type Actor,
  bearer,
  type ClubActor,
  countRows,
  createSeries,
  expectStatus,
  insertCourse,
  makeClubActor,
  makeSailorActor,
  makeStaffActor,
  recordEvents,
  type SailorActor,
} from '../helpers/factories.ts';

describe.each(databaseKinds)('POST /api/sailings/ on %s', (kind) => {
  let t: TestApp;
  let club: ClubActor;
  let otherClub: ClubActor;
  let sailor: SailorActor;
  let staff: Actor;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    club = await makeClubActor(t, { name: 'Kungliga Svenska Segelsällskapet' });
    otherClub = await makeClubActor(t);
    sailor = await makeSailorActor(t);
    staff = await makeStaffActor(t);
  });
  afterAll(() => t.close());

  const post = (session: Actor | null, payload: unknown) =>
    t.request({
      method: 'POST',
      url: '/api/sailings/',
      headers: bearer(session),
      payload: payload as Record<string, unknown>,
    });
  const valid = { name: 'Onsdagssegling 1', start_date: '2026-05-13', start_time: '18:30' };

  it('creates an unpublished sailing of the club account and answers the detail', async () => {
    const serie = await createSeries(t, club, { name: 'Vårserien' });
    const { id: course } = await insertCourse(t.db, { clubId: club.clubId, name: 'Bana Blå' });
    const response = await post(club, {
      ...valid,
      serie: serie.id,
      course,
      description: 'Samling vid klubbhuset.',
      reg_status: 'open',
    });
    expectStatus(response, 201);
    expect(response.json()).toEqual({
      id: expect.any(Number) as number,
      club: { id: club.clubId, slug: club.slug, name: 'Kungliga Svenska Segelsällskapet' },
      name: 'Onsdagssegling 1',
      start_date: '2026-05-13',
      start_time: '18:30:00',
      status: 'unpublished',
      status_label: 'Opublicerad',
      serie: { id: serie.id, name: 'Vårserien' },
      course: { id: course, name: 'Bana Blå' },
      description: 'Samling vid klubbhuset.',
      reg_status: 'open',
      entry_deadline: null,
      verified_result: false,
      is_finished: false,
      competitor_count: 0,
      reported_finishes: 'after_approval',
      protest_minutes: 60,
      finished_at: null,
      protest_deadline: null,
      entry_fee: null,
      late_fee: null,
      late_from: null,
      has_entry_fee: false,
      competitors: [],
      start_groups: [],
      ungrouped_competitors: [],
    });
  });

  it('creates an upcoming sailing when asked, closed for registration by default', async () => {
    const response = await post(club, { ...valid, status: 'upcoming' });
    expectStatus(response, 201);
    expect(response.json()).toMatchObject({
      status: 'upcoming',
      status_label: 'Kommande',
      reg_status: 'closed',
      start_time: '18:30:00',
      serie: null,
      course: null,
    });
  });

  it('accepts a sailing without a start time', async () => {
    const response = await post(club, { name: 'Utan tid', start_date: '2026-06-01' });
    expectStatus(response, 201);
    expect(response.json<{ start_time: unknown }>().start_time).toBeNull();
  });

  it('indexes the name, the club name and the series name for search', async () => {
    const serie = await createSeries(t, club, { name: 'Höstpokalen' });
    const response = await post(club, { ...valid, name: 'Kvällsrace', serie: serie.id });
    const { id } = response.json<{ id: number }>();
    const words = await t.db
      .selectFrom('search_words')
      .select('word')
      .where('entity_type', '=', 'sailing')
      .where('entity_id', '=', id)
      .orderBy('position')
      .execute();
    expect(words.map((row) => row.word)).toEqual([
      'kvallsrace',
      'kungliga',
      'svenska',
      'segelsallskapet',
      'hostpokalen',
    ]);
  });

  it('announces the new sailing after commit', async () => {
    const events = recordEvents(t);
    try {
      const response = await post(club, valid);
      const { id } = response.json<{ id: number }>();
      expect(events.seen).toEqual([{ type: 'sailing.changed', event: { sailingId: id } }]);
    } finally {
      events.stop();
    }
  });

  it('lets staff create a sailing for the club they name', async () => {
    const response = await post(staff, { ...valid, club: otherClub.clubId });
    expectStatus(response, 201);
    expect(response.json()).toMatchObject({ club: { id: otherClub.clubId, slug: otherClub.slug } });
  });

  it('makes staff name the club, and an existing one', async () => {
    const before = await countRows(t, 'sailings');
    const missing = await post(staff, valid);
    expectStatus(missing, 400);
    expect(missing.json()).toEqual({ club: ['Detta fält är obligatoriskt.'] });
    const unknown = await post(staff, { ...valid, club: 999_999 });
    expectStatus(unknown, 400);
    expect(unknown.json()).toEqual({ club: ['Klubben finns inte.'] });
    expect(await countRows(t, 'sailings')).toBe(before);
  });

  describe('permissions', () => {
    it('answers 401 to an anonymous caller, even with a bad body', async () => {
      for (const payload of [valid, { name: '' }]) {
        const response = await post(null, payload);
        expectStatus(response, 401);
        expect(response.json()).toEqual({ detail: 'Autentiseringsuppgifter angavs inte.' });
      }
    });

    it('answers 403 to a sailor', async () => {
      const response = await post(sailor, valid);
      expectStatus(response, 403);
      expect(response.json()).toEqual({ detail: 'Endast klubbar kan göra detta.' });
    });

    it('answers 403 to a club account naming another club', async () => {
      const before = await countRows(t, 'sailings');
      const response = await post(club, { ...valid, club: otherClub.clubId });
      expectStatus(response, 403);
      expect(await countRows(t, 'sailings')).toBe(before);
    });

    it('accepts a club account naming its own club', async () => {
      expectStatus(await post(club, { ...valid, club: club.clubId }), 201);
    });
  });

  describe('bad input', () => {
    it.each([
      ['no name', { start_date: '2026-05-13' }, { name: ['Detta fält är obligatoriskt.'] }],
      ['a blank name', { ...valid, name: '   ' }, { name: ['Detta fält får inte vara tomt.'] }],
      [
        'a name of 10 000 characters',
        { ...valid, name: 'x'.repeat(10_000) },
        { name: ['Se till att detta fält inte har fler än 200 tecken.'] },
      ],
      [
        'a description of 10 000 characters',
        { ...valid, description: 'x'.repeat(10_000) },
        { description: ['Se till att detta fält inte har fler än 5000 tecken.'] },
      ],
      [
        'a name with a NUL character',
        { ...valid, name: 'Nat\u0000tsegling' },
        { name: ['Texten innehåller otillåtna tecken.'] },
      ],
      [
        'a serie id beyond 32 bits',
        { ...valid, serie: '9999999999' },
        { serie: ['Ange ett giltigt id, eller lämna fältet tomt.'] },
      ],
      ['no date', { name: 'x' }, { start_date: ['Detta fält är obligatoriskt.'] }],
      [
        'the date 2026-02-30',
        { ...valid, start_date: '2026-02-30' },
        { start_date: ['Ange ett giltigt datum (ÅÅÅÅ-MM-DD).'] },
      ],
      [
        'a date as a number',
        { ...valid, start_date: 20260513 },
        { start_date: ['Fel typ: förväntade en text, fick ett tal.'] },
      ],
      [
        'the time 24:00',
        { ...valid, start_time: '24:00' },
        { start_time: ['Ange en giltig tid (TT:MM eller TT:MM:SS).'] },
      ],
      [
        'the time 18:61',
        { ...valid, start_time: '18:61' },
        { start_time: ['Ange en giltig tid (TT:MM eller TT:MM:SS).'] },
      ],
      [
        'a finished status',
        { ...valid, status: 'finished' },
        { status: ['En ny segling kan bara vara opublicerad eller kommande.'] },
      ],
      [
        'an unknown reg_status',
        { ...valid, reg_status: 'maybe' },
        { reg_status: ['"maybe" är inte ett giltigt val.'] },
      ],
      [
        'a non-numeric serie',
        { ...valid, serie: 'abc' },
        { serie: ['Ange ett giltigt id, eller lämna fältet tomt.'] },
      ],
      [
        'a negative course',
        { ...valid, course: -3 },
        { course: ['Ange ett giltigt id, eller lämna fältet tomt.'] },
      ],
      ['an unknown field', { ...valid, is_finished: true }, { is_finished: ['Okänt fält.'] }],
      ['an unknown serie', { ...valid, serie: 987_654 }, { serie: ['Serien finns inte.'] }],
      ['an unknown course', { ...valid, course: 987_654 }, { course: ['Banan finns inte.'] }],
    ])('refuses %s and creates nothing', async (_label, payload, errors) => {
      const before = await countRows(t, 'sailings');
      const response = await post(club, payload);
      expectStatus(response, 400);
      expect(response.json()).toEqual(errors);
      expect(await countRows(t, 'sailings')).toBe(before);
    });

    it('refuses a series and a course of another club', async () => {
      const serie = await createSeries(t, otherClub, { name: 'Deras serie' });
      const { id: course } = await insertCourse(t.db, {
        clubId: otherClub.clubId,
        name: 'Deras bana',
      });
      const before = await countRows(t, 'sailings');
      const response = await post(club, { ...valid, serie: serie.id, course });
      expectStatus(response, 400);
      expect(response.json()).toEqual({
        serie: ['Serien tillhör en annan klubb.'],
        course: ['Banan tillhör en annan klubb.'],
      });
      expect(await countRows(t, 'sailings')).toBe(before);
    });

    it('refuses a body that is not an object, and malformed JSON', async () => {
      const list = await post(club, [valid]);
      expectStatus(list, 400);
      expect(list.json()).toEqual({ non_field_errors: ['Ogiltig data. Förväntade ett objekt.'] });
      const broken = await t.request({
        method: 'POST',
        url: '/api/sailings/',
        headers: { ...bearer(club), 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expectStatus(broken, 400);
      expect(broken.json()).toEqual({ non_field_errors: ['Ogiltig JSON i förfrågan.'] });
    });
  });
});
