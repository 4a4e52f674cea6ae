import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  bearer,
  type ClubActor,
  createSailing,
  createStartGroup,
  expectStatus,
  makeClubActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

/**
 * A start group's rules for sailors' own entries (issue 13; docs/product.md §11): an SRS range,
 * boat types, and the sailing's one default group; and a sailing's last entry time.
 */
describe.each(databaseKinds)('entry rules of start groups and sailings on %s', (kind) => {
  let t: TestApp;
  let club: ClubActor;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    club = await makeClubActor(t);
  });
  afterAll(() => t.close());

  const post = (payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/start-groups/', headers: bearer(club), payload });
  const put = (id: number, payload: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: `/api/start-groups/${id}/`, headers: bearer(club), payload });
  const defaults = async (sailingId: number) =>
    (
      await t.db
        .selectFrom('start_groups')
        .select(['name', 'is_default'])
        .where('sailing_id', '=', sailingId)
        .execute()
    )
      .filter((row) => Boolean(row.is_default))
      .map((row) => row.name);

  describe('start groups', () => {
    it('keeps an SRS range, boat types and the default flag, from JSON or form text', async () => {
      const sailing = await createSailing(t, club);
      const response = await post({
        sailing: sailing.id,
        name: 'Kölbåt',
        min_rating: '0,85',
        max_rating: 1.1,
        boat_types: '  Folkbåt\r\nH-båt  ',
        is_default: 'on',
      });
      expectStatus(response, 201);
      expect(response.json()).toMatchObject({
        min_rating: 0.85,
        max_rating: 1.1,
        boat_types: 'Folkbåt\r\nH-båt',
        is_default: true,
      });
      const id = response.json<{ id: number }>().id;
      const cleared = await put(id, {
        min_rating: '',
        max_rating: null,
        boat_types: '',
        is_default: false,
      });
      expectStatus(cleared, 200);
      expect(cleared.json()).toMatchObject({
        min_rating: null,
        max_rating: null,
        boat_types: '',
        is_default: false,
      });
    });

    it('keeps at most one default group per sailing', async () => {
      const sailing = await createSailing(t, club);
      const other = await createSailing(t, club);
      await createStartGroup(t, club, other.id, { name: 'Annan', is_default: true });
      const first = await createStartGroup(t, club, sailing.id, { name: 'A', is_default: true });
      const second = await createStartGroup(t, club, sailing.id, { name: 'B', is_default: true });
      expect(await defaults(sailing.id)).toEqual(['B']);
      expectStatus(await put(first.id, { is_default: true }), 200);
      expect(await defaults(sailing.id)).toEqual(['A']);
      // Another field's change leaves the default as it is.
      expectStatus(await put(second.id, { name: 'B2' }), 200);
      expect(await defaults(sailing.id)).toEqual(['A']);
      expect(await defaults(other.id)).toEqual(['Annan']);
    });

    it('answers bad rules with a 400 on the field, and changes nothing', async () => {
      const sailing = await createSailing(t, club);
      const group = await createStartGroup(t, club, sailing.id, {
        name: 'Regler',
        min_rating: 0.9,
        max_rating: 1.0,
      });
      for (const [payload, errors] of [
        [{ min_rating: 'snabb' }, { min_rating: ['Ange ett SRS-tal större än 0 och högst 5.'] }],
        [{ max_rating: 0 }, { max_rating: ['Ange ett SRS-tal större än 0 och högst 5.'] }],
        [{ max_rating: 9 }, { max_rating: ['Ange ett SRS-tal större än 0 och högst 5.'] }],
        [
          { min_rating: 1.2, max_rating: 1.1 },
          { max_rating: ['SRS till får inte vara lägre än SRS från.'] },
        ],
        // Against the stored other end.
        [{ min_rating: 1.2 }, { max_rating: ['SRS till får inte vara lägre än SRS från.'] }],
        [{ max_rating: 0.8 }, { max_rating: ['SRS till får inte vara lägre än SRS från.'] }],
        [{ boat_types: 'Folkbåt\u0000' }, { boat_types: ['Texten innehåller otillåtna tecken.'] }],
        [
          { boat_types: 'x'.repeat(2001) },
          { boat_types: ['Se till att detta fält inte har fler än 2000 tecken.'] },
        ],
        [{ is_default: 'kanske' }, { is_default: expect.any(Array) as unknown }],
      ] as const) {
        const response = await put(group.id, payload);
        expectStatus(response, 400);
        expect(response.json()).toEqual(errors);
      }
      const create = await post({ sailing: sailing.id, name: 'Ny', min_rating: 2, max_rating: 1 });
      expectStatus(create, 400);
      expect(create.json()).toEqual({ max_rating: ['SRS till får inte vara lägre än SRS från.'] });
      const stored = await t.db
        .selectFrom('start_groups')
        .selectAll()
        .where('id', '=', group.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ min_rating: 0.9, max_rating: 1.0, boat_types: '' });
    });

    it('copies the rules with the sailing', async () => {
      const sailing = await createSailing(t, club, { entry_deadline: '2026-05-12T20:00' });
      await createStartGroup(t, club, sailing.id, {
        name: 'Kölbåt',
        min_rating: 0.9,
        boat_types: 'Express',
        is_default: true,
      });
      const copy = await t.request({
        method: 'POST',
        url: `/api/sailings/${sailing.id}/copy/`,
        headers: bearer(club),
      });
      expectStatus(copy, 201);
      expect(copy.json()).toMatchObject({
        entry_deadline: null,
        start_groups: [
          {
            name: 'Kölbåt',
            min_rating: 0.9,
            max_rating: null,
            boat_types: 'Express',
            is_default: true,
          },
        ],
      });
    });
  });

  describe('the last entry time of a sailing', () => {
    const update = (id: number, payload: Record<string, unknown>) =>
      t.request({
        method: 'PUT',
        url: `/api/sailings/${id}/`,
        headers: bearer(club),
        payload: { id, ...payload },
      });

    it('is kept as a Stockholm wall clock to the minute, and cleared with null or ""', async () => {
      const sailing = await createSailing(t, club, { entry_deadline: '2026-05-12T18:00' });
      let detail = await t.request({
        method: 'GET',
        url: `/api/sailings/${sailing.id}/`,
        headers: bearer(club),
      });
      expect(detail.json()).toMatchObject({ entry_deadline: '2026-05-12T18:00' });
      let response = await update(sailing.id, { entry_deadline: '2026-05-13 09:15:30' });
      expectStatus(response, 200);
      expect(response.json()).toMatchObject({ entry_deadline: '2026-05-13T09:15' });
      response = await update(sailing.id, { name: 'Annat namn' });
      expect(response.json()).toMatchObject({ entry_deadline: '2026-05-13T09:15' });
      response = await update(sailing.id, { entry_deadline: '' });
      expect(response.json()).toMatchObject({ entry_deadline: null });
      response = await update(sailing.id, { entry_deadline: '2026-05-13T09:15' });
      response = await update(sailing.id, { entry_deadline: null });
      expect(response.json()).toMatchObject({ entry_deadline: null });
      detail = await t.request({
        method: 'GET',
        url: `/api/sailings/${sailing.id}/`,
        headers: bearer(club),
      });
      expect(detail.json()).toMatchObject({ entry_deadline: null });
    });

    it('refuses what is not a real date and time', async () => {
      const sailing = await createSailing(t, club);
      for (const value of [
        '2026-02-30T10:00',
        '2026-05-13',
        '2026-05-13T24:00',
        '13/5 18:00',
        'x'.repeat(500),
        12,
        true,
      ]) {
        const response = await update(sailing.id, { entry_deadline: value });
        expectStatus(response, 400);
        expect(response.json()).toEqual({
          entry_deadline: ['Ange datum och tid som ÅÅÅÅ-MM-DDTHH:MM.'],
        });
        const created = await t.request({
          method: 'POST',
          url: '/api/sailings/',
          headers: bearer(club),
          payload: { name: 'N', start_date: '2026-05-13', entry_deadline: value },
        });
        expectStatus(created, 400);
      }
    });
  });
});
