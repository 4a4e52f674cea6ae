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
  expectStatus,
  makeClubActor,
  makeSailorActor,
  makeStaffActor,
  recordEvents,
  type SailorActor,
} from '../helpers/factories.ts';

interface GroupBody {
  id: number;
  start_time: string | null;
  competitors: { id: number; name: string; start: string | null; elapsed_time: number | null }[];
}

describe.each(databaseKinds)('start groups on %s', (kind) => {
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

  const db = () => t.db;
  const post = (session: Actor | null, payload: unknown) =>
    t.request({
      method: 'POST',
      url: '/api/start-groups/',
      headers: bearer(session),
      payload: payload as Record<string, unknown>,
    });
  const put = (session: Actor | null, id: number | string, payload: unknown) =>
    t.request({
      method: 'PUT',
      url: `/api/start-groups/${id}/`,
      headers: bearer(session),
      payload: payload as Record<string, unknown>,
    });
  const remove = (session: Actor | null, id: number | string) =>
    t.request({ method: 'DELETE', url: `/api/start-groups/${id}/`, headers: bearer(session) });
  const storedGroup = (id: number) =>
    db().selectFrom('start_groups').selectAll().where('id', '=', id).executeTakeFirst();
  const competitorRow = (id: number) =>
    db().selectFrom('competitors').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const finish = (id: number, finish_time: string) =>
    t.request({
      method: 'PATCH',
      url: `/api/competitors/${id}/update-elapsed-time/`,
      headers: bearer(club),
      payload: { finish_time },
    });

  /** A pursuit group of three boats: SRS 0.8 (slowest), 1.0 and 0.9. */
  async function pursuitRace() {
    const sailing = await createSailing(t, club, { status: 'upcoming' });
    const group = await createStartGroup(t, club, sailing.id, {
      name: 'Jaktstart',
      start_time: '18:00',
      start_type: 'pursuit',
      pursuit_minutes: 60,
    });
    const slow = await createCompetitor(t, club, sailing.id, {
      name: 'Långsam',
      start_group: group.id,
      rating: '0,8',
    });
    const fast = await createCompetitor(t, club, sailing.id, {
      name: 'Snabb',
      start_group: group.id,
      rating: 1,
    });
    const middle = await createCompetitor(t, club, sailing.id, {
      name: 'Mellan',
      start_group: group.id,
      rating: 0.9,
    });
    return { sailing, group, slow, fast, middle };
  }

  describe('POST', () => {
    it('creates a common-start group starting with the sailing by default', async () => {
      const sailing = await createSailing(t, club, { start_time: '18:25' });
      const response = await post(club, { sailing: sailing.id, name: 'SRS kölbåt' });
      expectStatus(response, 201);
      expect(response.json()).toEqual({
        id: expect.any(Number) as number,
        sailing: sailing.id,
        name: 'SRS kölbåt',
        start_time: '18:25:00',
        handicap: 'srs',
        start_type: 'common',
        pursuit_minutes: null,
        pursuit_rounding: 'second',
        min_rating: null,
        max_rating: null,
        boat_types: '',
        is_default: false,
        competitors: [],
      });
    });

    it('takes its own start time, or none', async () => {
      const sailing = await createSailing(t, club);
      const own = await post(club, { sailing: sailing.id, name: 'Jolle', start_time: '18:35' });
      expect(own.json()).toMatchObject({ start_time: '18:35:00' });
      const none = await post(club, { sailing: sailing.id, name: 'Senare', start_time: null });
      expect(none.json()).toMatchObject({ start_time: null });
    });

    it('creates a pursuit group and a scratch group', async () => {
      const sailing = await createSailing(t, club);
      const pursuit = await post(club, {
        sailing: sailing.id,
        name: 'Jakt',
        start_type: 'pursuit',
        pursuit_minutes: '75',
        pursuit_rounding: 'minute',
      });
      expectStatus(pursuit, 201);
      expect(pursuit.json()).toMatchObject({
        start_type: 'pursuit',
        pursuit_minutes: 75,
        pursuit_rounding: 'minute',
      });
      const scratch = await post(club, {
        sailing: sailing.id,
        name: 'Optimist',
        handicap: 'scratch',
      });
      expect(scratch.json()).toMatchObject({ handicap: 'scratch', start_type: 'common' });
    });

    it('orders the groups of a sailing as they were created', async () => {
      const sailing = await createSailing(t, club);
      const first = await createStartGroup(t, club, sailing.id, { name: 'Ö-gruppen' });
      const second = await createStartGroup(t, club, sailing.id, { name: 'A-gruppen' });
      const detail = await t.request({
        method: 'GET',
        url: `/api/sailings/${sailing.id}/`,
        headers: bearer(club),
      });
      expect(
        detail.json<{ start_groups: { id: number }[] }>().start_groups.map((g) => g.id),
      ).toEqual([first.id, second.id]);
    });

    it('announces new results', async () => {
      const sailing = await createSailing(t, club);
      const events = recordEvents(t);
      try {
        await createStartGroup(t, club, sailing.id);
        expect(events.seen).toEqual([
          { type: 'results.changed', event: { sailingId: sailing.id } },
        ]);
      } finally {
        events.stop();
      }
    });

    it.each([
      ['no name', { name: undefined }, { name: ['Detta fält är obligatoriskt.'] }],
      [
        'a name of 10 000 characters',
        { name: 'g'.repeat(10_000) },
        { name: ['Se till att detta fält inte har fler än 200 tecken.'] },
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
        'an unknown handicap',
        { handicap: 'lys' },
        { handicap: ['"lys" är inte ett giltigt val.'] },
      ],
      [
        'an unknown start type',
        { start_type: 'gate' },
        { start_type: ['"gate" är inte ett giltigt val.'] },
      ],
      [
        'zero pursuit minutes',
        { start_type: 'pursuit', pursuit_minutes: 0 },
        { pursuit_minutes: ['Ange planerad seglingstid i hela minuter (1–1440).'] },
      ],
      [
        'a day and a minute of pursuit',
        { start_type: 'pursuit', pursuit_minutes: 1441 },
        { pursuit_minutes: ['Ange planerad seglingstid i hela minuter (1–1440).'] },
      ],
      [
        'fractional pursuit minutes',
        { start_type: 'pursuit', pursuit_minutes: 1.5 },
        { pursuit_minutes: ['Ange planerad seglingstid i hela minuter (1–1440).'] },
      ],
      [
        'a pursuit start without minutes',
        { start_type: 'pursuit' },
        {
          pursuit_minutes: [
            'En jaktstart behöver planerad seglingstid för den långsammaste båten (minuter).',
          ],
        },
      ],
      [
        'a pursuit start without handicap',
        { start_type: 'pursuit', pursuit_minutes: 60, handicap: 'scratch' },
        { start_type: ['En jaktstart kräver SRS-handikapp.'] },
      ],
      ['an unknown field', { position: 3 }, { position: ['Okänt fält.'] }],
      ['an unknown sailing', { sailing: 987_654 }, { sailing: ['Seglingen finns inte.'] }],
      ['a non-numeric sailing', { sailing: 'segling' }, { sailing: ['Ange ett giltigt id.'] }],
    ])('refuses %s and creates nothing', async (_label, overrides, errors) => {
      const sailing = await createSailing(t, club);
      const before = await countRows(t, 'start_groups');
      const response = await post(club, { sailing: sailing.id, name: 'Grupp', ...overrides });
      expectStatus(response, 400);
      expect(response.json()).toEqual(errors);
      expect(await countRows(t, 'start_groups')).toBe(before);
    });

    it('answers 401, 403 as it should, hides unpublished sailings, and lets staff create', async () => {
      const sailing = await createSailing(t, club, { status: 'upcoming' });
      const hidden = await createSailing(t, club);
      const before = await countRows(t, 'start_groups');
      expectStatus(await post(null, { sailing: sailing.id, name: 'x' }), 401);
      expectStatus(await post(sailor, { sailing: sailing.id, name: 'x' }), 403);
      expectStatus(await post(otherClub, { sailing: sailing.id, name: 'x' }), 403);
      const unseen = await post(otherClub, { sailing: hidden.id, name: 'x' });
      expectStatus(unseen, 400);
      expect(unseen.json()).toEqual({ sailing: ['Seglingen finns inte.'] });
      expect(await countRows(t, 'start_groups')).toBe(before);
      expectStatus(await post(staff, { sailing: hidden.id, name: 'Av admin' }), 201);
    });
  });

  describe('pursuit starts', () => {
    it('gives each competitor her own start from the ratings', async () => {
      const { slow, fast, middle } = await pursuitRace();
      expect((await competitorRow(slow.id)).start).toBe('18:00:00');
      expect((await competitorRow(fast.id)).start).toBe('18:12:00');
      expect((await competitorRow(middle.id)).start).toBe('18:06:40');
    });

    it('follows a new start time, course time and rounding of the group', async () => {
      const { group, fast, middle } = await pursuitRace();
      const response = await put(club, group.id, {
        start_time: '18:30',
        pursuit_minutes: 90,
        pursuit_rounding: 'minute',
      });
      expectStatus(response, 200);
      const body = response.json<GroupBody>();
      // 90 min × (1 − 0.8 / 1.0) = 18 min; × (1 − 0.8 / 0.9) = 10 min.
      expect(body.competitors.map((c) => [c.name, c.start])).toEqual([
        ['Långsam', '18:30:00'],
        ['Mellan', '18:40:00'],
        ['Snabb', '18:48:00'],
      ]);
      expect((await competitorRow(fast.id)).start).toBe('18:48:00');
      expect((await competitorRow(middle.id)).start).toBe('18:40:00');
    });

    it('moves the elapsed times of finished boats with the start', async () => {
      const { group, fast } = await pursuitRace();
      expectStatus(await finish(fast.id, '19:12'), 200);
      expect((await competitorRow(fast.id)).elapsed_time).toBe(3600);
      expectStatus(await put(club, group.id, { start_time: '18:10' }), 200);
      expect(await competitorRow(fast.id)).toMatchObject({
        start: '18:22:00',
        finish_time: '19:12:00',
        elapsed_time: 3000,
      });
    });

    it('clears own starts when the group becomes a common start', async () => {
      const { group, fast } = await pursuitRace();
      const response = await put(club, group.id, { start_type: 'common' });
      expectStatus(response, 200);
      expect((await competitorRow(fast.id)).start).toBeNull();
      expect(response.json<GroupBody>().competitors.every((c) => c.start === '18:00:00')).toBe(
        true,
      );
    });

    it('refuses to make a group a pursuit start without course time, and changes nothing', async () => {
      const sailing = await createSailing(t, club);
      const group = await createStartGroup(t, club, sailing.id);
      const before = await storedGroup(group.id);
      const response = await put(club, group.id, { start_type: 'pursuit' });
      expectStatus(response, 400);
      expect(response.json()).toEqual({
        pursuit_minutes: [
          'En jaktstart behöver planerad seglingstid för den långsammaste båten (minuter).',
        ],
      });
      expect(await storedGroup(group.id)).toEqual(before);
    });
  });

  describe('PUT', () => {
    it('changes the fields given and announces new results', async () => {
      const sailing = await createSailing(t, club);
      const group = await createStartGroup(t, club, sailing.id, { name: 'Före' });
      const events = recordEvents(t);
      try {
        const response = await put(club, group.id, {
          sailing: sailing.id,
          name: 'Efter',
          handicap: 'scratch',
          start_time: '19:00:30',
        });
        expectStatus(response, 200);
        expect(response.json()).toMatchObject({
          id: group.id,
          name: 'Efter',
          handicap: 'scratch',
          start_time: '19:00:30',
        });
        expect(events.seen).toEqual([
          { type: 'results.changed', event: { sailingId: sailing.id } },
        ]);
      } finally {
        events.stop();
      }
    });

    it('refuses bad input and changes nothing', async () => {
      const sailing = await createSailing(t, club);
      const other = await createSailing(t, club);
      const group = await createStartGroup(t, club, sailing.id);
      const before = await storedGroup(group.id);
      for (const [payload, errors] of [
        [{ name: '' }, { name: ['Detta fält får inte vara tomt.'] }],
        [{ start_time: '24:00' }, { start_time: ['Ange en giltig tid (TT:MM eller TT:MM:SS).'] }],
        [
          { sailing: other.id },
          { sailing: ['En startgrupp kan inte flyttas till en annan segling.'] },
        ],
        [{ competitors: [] }, { competitors: ['Okänt fält.'] }],
      ] as const) {
        const response = await put(club, group.id, payload);
        expectStatus(response, 400);
        expect(response.json()).toEqual(errors);
      }
      expect(await storedGroup(group.id)).toEqual(before);
    });

    it('answers 401, 403 and 404 as it should, and lets staff change it', async () => {
      const sailing = await createSailing(t, club, { status: 'upcoming' });
      const group = await createStartGroup(t, club, sailing.id);
      const hiddenSailing = await createSailing(t, club);
      const hiddenGroup = await createStartGroup(t, club, hiddenSailing.id);
      expectStatus(await put(null, group.id, { name: 'x' }), 401);
      expectStatus(await put(sailor, group.id, { name: 'x' }), 403);
      expectStatus(await put(otherClub, group.id, { name: 'x' }), 403);
      expectStatus(await put(otherClub, hiddenGroup.id, { name: 'x' }), 404);
      expectStatus(await put(club, 'abc', { name: 'x' }), 404);
      expectStatus(await put(club, 987_654, { name: 'x' }), 404);
      expect((await storedGroup(group.id))?.name).toBe('SRS kölbåt');
      expectStatus(await put(staff, group.id, { name: 'Av admin' }), 200);
    });
  });

  describe('names', () => {
    const groupsNamed = (sailingId: number) =>
      db()
        .selectFrom('start_groups')
        .select('name')
        .where('sailing_id', '=', sailingId)
        .orderBy('id')
        .execute();

    it('refuses a second group of the same name in a sailing, in any letter case', async () => {
      const sailing = await createSailing(t, club, { status: 'upcoming' });
      await createStartGroup(t, club, sailing.id, { name: 'SRS' });
      for (const name of ['SRS', ' srs ']) {
        const response = await post(club, { sailing: sailing.id, name });
        expectStatus(response, 400);
        expect(response.json()).toEqual({
          name: ['Det finns redan en startgrupp med det namnet i seglingen.'],
        });
      }
      expect(await groupsNamed(sailing.id)).toEqual([{ name: 'SRS' }]);
    });

    it('allows the same name in another sailing', async () => {
      const first = await createSailing(t, club, { status: 'upcoming' });
      const second = await createSailing(t, club, { status: 'upcoming' });
      await createStartGroup(t, club, first.id, { name: 'SRS' });
      expectStatus(await post(club, { sailing: second.id, name: 'SRS' }), 201);
    });

    it('refuses renaming a group to a name another group has, and keeps both', async () => {
      const sailing = await createSailing(t, club, { status: 'upcoming' });
      await createStartGroup(t, club, sailing.id, { name: 'SRS' });
      const other = await createStartGroup(t, club, sailing.id, { name: 'Kölbåtar' });
      const response = await put(club, other.id, { name: 'Srs' });
      expectStatus(response, 400);
      expect(response.json()).toEqual({
        name: ['Det finns redan en startgrupp med det namnet i seglingen.'],
      });
      expect(await groupsNamed(sailing.id)).toEqual([{ name: 'SRS' }, { name: 'Kölbåtar' }]);
      // A group may change the case of its own name.
      expectStatus(await put(club, other.id, { name: 'KÖLBÅTAR' }), 200);
    });

    it('answers two concurrent twins with one group and one 400', async () => {
      const sailing = await createSailing(t, club, { status: 'upcoming' });
      const answers = await Promise.all([
        post(club, { sailing: sailing.id, name: 'Tvilling' }),
        post(club, { sailing: sailing.id, name: 'Tvilling' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
      expect(await groupsNamed(sailing.id)).toEqual([{ name: 'Tvilling' }]);
    });
  });

  describe('DELETE', () => {
    it('deletes the group; its competitors stay, ungrouped, without own starts', async () => {
      const { sailing, group, slow, fast } = await pursuitRace();
      expectStatus(await finish(fast.id, '19:12'), 200);
      const events = recordEvents(t);
      try {
        expectStatus(await remove(club, group.id), 204);
        expect(events.seen).toEqual([
          { type: 'results.changed', event: { sailingId: sailing.id } },
        ]);
      } finally {
        events.stop();
      }
      expect(await storedGroup(group.id)).toBeUndefined();
      expect(await competitorRow(slow.id)).toMatchObject({ start_group_id: null, start: null });
      // Without a start the recorded finish gives no elapsed time, but it is kept.
      expect(await competitorRow(fast.id)).toMatchObject({
        start_group_id: null,
        start: null,
        finish_time: '19:12:00',
        elapsed_time: null,
      });
      const detail = await t.request({
        method: 'GET',
        url: `/api/sailings/${sailing.id}/`,
        headers: bearer(club),
      });
      const body = detail.json<{ start_groups: unknown[]; ungrouped_competitors: unknown[] }>();
      expect(body.start_groups).toEqual([]);
      expect(body.ungrouped_competitors).toHaveLength(3);
    });

    it('answers 401, 403 and 404 as it should, and lets staff delete', async () => {
      const sailing = await createSailing(t, club, { status: 'upcoming' });
      const group = await createStartGroup(t, club, sailing.id);
      expectStatus(await remove(null, group.id), 401);
      expectStatus(await remove(sailor, group.id), 403);
      expectStatus(await remove(otherClub, group.id), 403);
      expectStatus(await remove(club, '1e3'), 404);
      expect(await storedGroup(group.id)).toBeDefined();
      expectStatus(await remove(staff, group.id), 204);
      expect(await storedGroup(group.id)).toBeUndefined();
    });
  });
});
