import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import {
  type Actor,
  bearer,
  type ClubActor,
  createCompetitor,
  enterSailing,
  createSailing,
  createStartGroup,
  expectStatus,
  makeClubActor,
  makeSailorActor,
  makeStaffActor,
  recordEvents,
  type SailorActor,
} from '../helpers/factories.ts';

const REPLACING = ['DNC', 'DNS', 'OCS', 'NSC', 'DNF', 'RET', 'DSQ', 'UFD', 'BFD', 'DNE'];
const PENALTIES = ['ZFP', 'SCP', 'DPI'];

describe.each(databaseKinds)('PATCH /api/competitors/{id}/update-elapsed-time/ on %s', (kind) => {
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

  const record = (id: number | string, payload: unknown, session: Actor | null = club) =>
    t.request({
      method: 'PATCH',
      url: `/api/competitors/${id}/update-elapsed-time/`,
      headers: bearer(session),
      payload: payload as Record<string, unknown>,
    });
  const stored = (id: number) =>
    t.db.selectFrom('competitors').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** A competitor in a common start at `startTime` (of a published sailing). */
  async function starter(startTime: string | null = '18:30') {
    const sailing = await createSailing(t, club, { status: 'upcoming', reg_status: 'open' });
    const group = await createStartGroup(t, club, sailing.id, { start_time: startTime });
    const competitor = await createCompetitor(t, club, sailing.id, { start_group: group.id });
    return { sailing, group, competitor };
  }

  /** A competitor that has finished at 19:45:10 after a start at 18:30. */
  async function finisher() {
    const race = await starter();
    expectStatus(await record(race.competitor.id, { finish_time: '19:45:10' }), 200);
    return race;
  }

  describe('finish_time', () => {
    it('records the finish and the elapsed time from the group start', async () => {
      const { competitor } = await starter('18:30');
      const response = await record(competitor.id, { finish_time: '19:45:10' });
      expectStatus(response, 200);
      expect(response.json()).toMatchObject({
        id: competitor.id,
        start: '18:30:00',
        finish_time: '19:45:10',
        elapsed_time: 4510,
        code: null,
      });
    });

    it('takes HH:MM', async () => {
      const { competitor } = await starter('18:30');
      const response = await record(competitor.id, { finish_time: '19:30' });
      expect(response.json()).toMatchObject({ finish_time: '19:30:00', elapsed_time: 3600 });
    });

    it('counts a finish before the start as after midnight', async () => {
      const { competitor } = await starter('23:15');
      const response = await record(competitor.id, { finish_time: '00:40:05' });
      expectStatus(response, 200);
      expect(response.json()).toMatchObject({ finish_time: '00:40:05', elapsed_time: 5105 });
    });

    it('refuses a finish before the start that cannot be after midnight, changing nothing', async () => {
      const { competitor } = await finisher();
      const response = await record(competitor.id, { finish_time: '17:45' });
      expectStatus(response, 400);
      expect(response.json()).toEqual({
        finish_time: ['Måltiden 17:45:00 ligger före starttiden 18:30:00. Kontrollera tiden.'],
      });
      const after = await t.request({ method: 'GET', url: `/api/competitors/${competitor.id}/` });
      expect(after.json()).toMatchObject({ finish_time: '19:45:10', elapsed_time: 4510 });
    });

    it('measures from the competitor’s own start in a pursuit start', async () => {
      const sailing = await createSailing(t, club);
      const group = await createStartGroup(t, club, sailing.id, {
        start_time: '18:00',
        start_type: 'pursuit',
        pursuit_minutes: 60,
      });
      await createCompetitor(t, club, sailing.id, { start_group: group.id, rating: 0.8 });
      const fast = await createCompetitor(t, club, sailing.id, {
        start_group: group.id,
        rating: 1,
      });
      const response = await record(fast.id, { finish_time: '19:00' });
      expect(response.json()).toMatchObject({ start: '18:12:00', elapsed_time: 2880 });
    });

    it('needs a start time', async () => {
      const { competitor } = await starter(null);
      const response = await record(competitor.id, { finish_time: '19:00' });
      expectStatus(response, 400);
      expect(response.json()).toEqual({
        finish_time: [
          'Deltagaren saknar starttid. Ange startgruppens starttid först, eller registrera den seglade tiden.',
        ],
      });
      expect((await stored(competitor.id)).finish_time).toBeNull();
    });

    it.each(['24:00', '18:61', '7:5', '19.45', '', 'x'.repeat(10_000)])(
      'refuses the time %s',
      async (finish) => {
        const { competitor } = await finisher();
        const before = await stored(competitor.id);
        const response = await record(competitor.id, { finish_time: finish });
        expectStatus(response, 400);
        expect(response.json()).toEqual({
          finish_time: ['Ange en giltig tid (TT:MM eller TT:MM:SS).'],
        });
        expect(await stored(competitor.id)).toEqual(before);
      },
    );

    it('clears the finish with null', async () => {
      const { competitor } = await finisher();
      const response = await record(competitor.id, { finish_time: null });
      expect(response.json()).toMatchObject({ finish_time: null, elapsed_time: null, code: null });
    });

    it('lifts a code that replaced the finish', async () => {
      const { competitor } = await starter();
      await record(competitor.id, { code: 'DNF' });
      const response = await record(competitor.id, { finish_time: '19:00' });
      expect(response.json()).toMatchObject({ finish_time: '19:00:00', code: null });
    });
  });

  describe('elapsed_time', () => {
    it('records the elapsed time and the finish clock time from the start', async () => {
      const { competitor } = await starter('18:30');
      const response = await record(competitor.id, { elapsed_time: 3725 });
      expectStatus(response, 200);
      expect(response.json()).toMatchObject({ elapsed_time: 3725, finish_time: '19:32:05' });
    });

    it('wraps the finish clock time past midnight', async () => {
      const { competitor } = await starter('23:30');
      const response = await record(competitor.id, { elapsed_time: '3600' });
      expect(response.json()).toMatchObject({ elapsed_time: 3600, finish_time: '00:30:00' });
    });

    it('is kept without a finish clock time when no start is known', async () => {
      const { competitor } = await starter(null);
      const response = await record(competitor.id, { elapsed_time: 0 });
      expectStatus(response, 200);
      expect(response.json()).toMatchObject({ elapsed_time: 0, finish_time: null });
    });

    it.each([
      [-1, 'Den seglade tiden måste vara minst 0 och under 86400 sekunder (ett dygn).'],
      [86_400, 'Den seglade tiden måste vara minst 0 och under 86400 sekunder (ett dygn).'],
      [12.5, 'Ange den seglade tiden i hela sekunder.'],
      ['en timme', 'Ange den seglade tiden i hela sekunder.'],
      [true, 'Ange den seglade tiden i hela sekunder.'],
    ])('refuses %s', async (elapsed, message) => {
      const { competitor } = await finisher();
      const before = await stored(competitor.id);
      const response = await record(competitor.id, { elapsed_time: elapsed });
      expectStatus(response, 400);
      expect(response.json()).toEqual({ elapsed_time: [message] });
      expect(await stored(competitor.id)).toEqual(before);
    });

    it('clears both with null', async () => {
      const { competitor } = await finisher();
      const response = await record(competitor.id, { elapsed_time: null });
      expect(response.json()).toMatchObject({ finish_time: null, elapsed_time: null });
    });
  });

  describe('code', () => {
    it.each(REPLACING)('%s replaces the finish', async (code) => {
      const { competitor } = await finisher();
      const response = await record(competitor.id, { code });
      expectStatus(response, 200);
      expect(response.json()).toMatchObject({ code, finish_time: null, elapsed_time: null });
    });

    it.each(PENALTIES)('%s keeps the finish', async (code) => {
      const { competitor } = await finisher();
      const response = await record(competitor.id, { code });
      expectStatus(response, 200);
      expect(response.json()).toMatchObject({
        code,
        finish_time: '19:45:10',
        elapsed_time: 4510,
      });
    });

    it.each(PENALTIES)('%s needs a finish', async (code) => {
      const { competitor } = await starter();
      const response = await record(competitor.id, { code });
      expectStatus(response, 400);
      expect(response.json()).toEqual({
        code: [`${code} är ett straff för en båt som gått i mål. Registrera målgången först.`],
      });
      expect((await stored(competitor.id)).code).toBeNull();
    });

    it('RDG keeps whatever is recorded', async () => {
      const { competitor } = await finisher();
      const response = await record(competitor.id, { code: 'RDG' });
      expect(response.json()).toMatchObject({ code: 'RDG', finish_time: '19:45:10' });
      const { competitor: other } = await starter();
      const none = await record(other.id, { code: 'RDG' });
      expect(none.json()).toMatchObject({ code: 'RDG', finish_time: null });
    });

    it('accepts lower case and clears with null', async () => {
      const { competitor } = await finisher();
      expect((await record(competitor.id, { code: 'zfp' })).json()).toMatchObject({ code: 'ZFP' });
      const cleared = await record(competitor.id, { code: null });
      expect(cleared.json()).toMatchObject({ code: null, finish_time: '19:45:10' });
    });

    it('drops a penalty when the finish is cleared', async () => {
      const { competitor } = await finisher();
      await record(competitor.id, { code: 'SCP' });
      const response = await record(competitor.id, { finish_time: null });
      expect(response.json()).toMatchObject({ code: null, finish_time: null });
    });

    it.each([
      [
        'XYZ',
        '"XYZ" är inte en giltig kod. Giltiga koder: DNC, DNS, OCS, NSC, DNF, RET, DSQ, UFD, BFD, DNE, ZFP, SCP, DPI, RDG.',
      ],
      [
        '',
        '"" är inte en giltig kod. Giltiga koder: DNC, DNS, OCS, NSC, DNF, RET, DSQ, UFD, BFD, DNE, ZFP, SCP, DPI, RDG.',
      ],
      ['D'.repeat(10_000), 'Ange en giltig kod.'],
      [7, 'Fel typ: förväntade en text, fick ett tal.'],
    ])('refuses the code %s', async (code, message) => {
      const { competitor } = await finisher();
      const before = await stored(competitor.id);
      const response = await record(competitor.id, { code });
      expectStatus(response, 400);
      expect(response.json()).toEqual({ code: [message] });
      expect(await stored(competitor.id)).toEqual(before);
    });
  });

  it.each([
    ['nothing', {}],
    ['two values', { finish_time: '19:00', code: 'DNF' }],
    ['only nulls of two', { finish_time: null, elapsed_time: null }],
  ])('wants exactly one value, not %s', async (_label, payload) => {
    const { competitor } = await finisher();
    const response = await record(competitor.id, payload);
    expectStatus(response, 400);
    expect(response.json()).toEqual({
      non_field_errors: ['Ange exakt ett av fälten finish_time, elapsed_time eller code.'],
    });
  });

  it('refuses unknown fields', async () => {
    const { competitor } = await starter();
    const response = await record(competitor.id, { finish_time: '19:00', start: '18:00' });
    expectStatus(response, 400);
    expect(response.json()).toEqual({ start: ['Okänt fält.'] });
  });

  it('announces new results', async () => {
    const { sailing, competitor } = await starter();
    const events = recordEvents(t);
    try {
      await record(competitor.id, { finish_time: '19:00' });
      expect(events.seen).toEqual([{ type: 'results.changed', event: { sailingId: sailing.id } }]);
    } finally {
      events.stop();
    }
  });

  it('is for the club of the sailing and staff only', async () => {
    const { competitor } = await starter();
    const own = await enterSailing(t, sailor, (await starter()).sailing.id);
    expectStatus(await record(competitor.id, { finish_time: '19:00' }, null), 401);
    expectStatus(await record(competitor.id, { finish_time: '19:00' }, sailor), 403);
    expectStatus(await record(own.id, { finish_time: '19:00' }, sailor), 403);
    expectStatus(await record(competitor.id, { finish_time: '19:00' }, otherClub), 403);
    expect((await stored(competitor.id)).finish_time).toBeNull();
    expectStatus(await record(competitor.id, { finish_time: '19:00' }, staff), 200);
    expectStatus(await record(987_654, { finish_time: '19:00' }), 404);
    expectStatus(await record('abc', { finish_time: '19:00' }), 404);
  });
});
