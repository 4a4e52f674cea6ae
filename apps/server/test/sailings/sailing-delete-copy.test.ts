import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import {
  type Actor,
  bearer,
  type ClubActor,
  createCompetitor,
  createSailing,
  createSeries,
  createStartGroup,
  expectStatus,
  insertCourse,
  makeClubActor,
  makeSailorActor,
  makeStaffActor,
  recordEvents,
  type SailorActor,
} from '../helpers/factories.ts';

interface Detail {
  id: number;
  name: string;
  status: string;
  is_finished: boolean;
  verified_result: boolean;
  serie: { id: number } | null;
  course: { id: number } | null;
  competitor_count: number;
  competitors: {
    id: number;
    sailing: number;
    start_group: number | null;
    name: string;
    rating: number | null;
    start: string | null;
    finish_time: string | null;
    elapsed_time: number | null;
    code: string | null;
    sailor: number | null;
  }[];
  start_groups: {
    id: number;
    sailing: number;
    name: string;
    start_time: string | null;
    start_type: string;
    pursuit_minutes: number | null;
    competitors: { id: number; name: string }[];
  }[];
  ungrouped_competitors: { id: number; name: string }[];
}

describe.each(databaseKinds)('deleting and copying sailings on %s', (kind) => {
  let t: TestApp;
  let club: ClubActor;
  let otherClub: ClubActor;
  let sailor: SailorActor;
  let staff: Actor;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    club = await makeClubActor(t);
    otherClub = await makeClubActor(t);
    sailor = await makeSailorActor(t, { firstName: 'Sara', lastName: 'Ström' });
    staff = await makeStaffActor(t);
  });
  afterAll(() => t.close());

  const db = () => t.db;
  const remove = (session: Actor | null, id: number | string) =>
    t.request({ method: 'DELETE', url: `/api/sailings/${id}/`, headers: bearer(session) });
  const copy = (session: Actor | null, id: number | string) =>
    t.request({ method: 'POST', url: `/api/sailings/${id}/copy/`, headers: bearer(session) });
  const timing = (id: number, payload: Record<string, unknown>) =>
    t.request({
      method: 'PATCH',
      url: `/api/competitors/${id}/update-elapsed-time/`,
      headers: bearer(club),
      payload,
    });

  /** A sailing with a series, a course, a pursuit group, a common group and finish data. */
  async function raceWithResults() {
    const serie = await createSeries(t, club, { name: 'Tisdagsserien' });
    const { id: course } = await insertCourse(t.db, { clubId: club.clubId, name: 'Bana Gul' });
    const sailing = await createSailing(t, club, {
      name: 'Tisdagsrace',
      serie: serie.id,
      course,
      status: 'upcoming',
      reg_status: 'open',
    });
    const pursuit = await createStartGroup(t, club, sailing.id, {
      name: 'Jaktstart',
      start_type: 'pursuit',
      pursuit_minutes: 90,
      start_time: '18:00',
    });
    const common = await createStartGroup(t, club, sailing.id, {
      name: 'Jolle',
      start_time: '18:10',
    });
    const slow = await createCompetitor(t, club, sailing.id, {
      name: 'Anna Ek',
      start_group: pursuit.id,
      rating: 0.75,
    });
    const fast = await createCompetitor(t, club, sailing.id, {
      name: 'Bo Ek',
      start_group: pursuit.id,
      rating: 1.0,
    });
    const dinghy = await createCompetitor(t, club, sailing.id, {
      name: 'Cia Ek',
      start_group: common.id,
      sailor: sailor.sailorId,
    });
    const loose = await createCompetitor(t, club, sailing.id, { name: 'Dan Ek' });
    expectStatus(await timing(slow.id, { finish_time: '19:30' }), 200);
    expectStatus(await timing(fast.id, { code: 'DNF' }), 200);
    expectStatus(await timing(dinghy.id, { elapsed_time: 3000 }), 200);
    const finish = await t.request({
      method: 'PUT',
      url: `/api/sailings/${sailing.id}/`,
      headers: bearer(club),
      payload: { id: sailing.id, status: 'finished', verified_result: true },
    });
    expectStatus(finish, 200);
    return { serie, course, sailing, pursuit, common, slow, fast, dinghy, loose };
  }

  describe('DELETE', () => {
    it('deletes the sailing with its start groups, competitors and search words', async () => {
      const { sailing } = await raceWithResults();
      const events = recordEvents(t);
      try {
        const response = await remove(club, sailing.id);
        expectStatus(response, 204);
        expect(response.body).toBe('');
        expect(events.seen).toEqual([
          { type: 'sailing.deleted', event: { sailingId: sailing.id, clubSlug: club.slug } },
        ]);
      } finally {
        events.stop();
      }
      const left = async (table: 'start_groups' | 'competitors') =>
        (await db().selectFrom(table).select('id').where('sailing_id', '=', sailing.id).execute())
          .length;
      expect(await left('start_groups')).toBe(0);
      expect(await left('competitors')).toBe(0);
      const words = await db()
        .selectFrom('search_words')
        .select('word')
        .where('entity_type', '=', 'sailing')
        .where('entity_id', '=', sailing.id)
        .execute();
      expect(words).toEqual([]);
      expectStatus(await t.request({ method: 'GET', url: `/api/sailings/${sailing.id}/` }), 404);
    });

    it('keeps the series of a deleted sailing', async () => {
      const { serie, sailing } = await raceWithResults();
      expectStatus(await remove(club, sailing.id), 204);
      const response = await t.request({
        method: 'GET',
        url: `/api/series/${serie.id}/`,
        headers: bearer(club),
      });
      expectStatus(response, 200);
      expect(response.json()).toMatchObject({ sailing_count: 0, sailings: [] });
    });

    it('answers 401, 403 and 404 as it should, and lets staff delete', async () => {
      const sailing = await createSailing(t, club, { status: 'upcoming' });
      const hidden = await createSailing(t, club);
      expectStatus(await remove(null, sailing.id), 401);
      expectStatus(await remove(sailor, sailing.id), 403);
      expectStatus(await remove(otherClub, sailing.id), 403);
      expectStatus(await remove(otherClub, hidden.id), 404);
      expectStatus(await remove(club, 'abc'), 404);
      expectStatus(await remove(club, 987_654), 404);
      expectStatus(await t.request({ method: 'GET', url: `/api/sailings/${sailing.id}/` }), 200);
      expectStatus(await remove(staff, sailing.id), 204);
      expectStatus(await remove(club, hidden.id), 204);
    });
  });

  describe('copy', () => {
    it('copies course, series, start groups and competitors without times or codes', async () => {
      const race = await raceWithResults();
      const source = (
        await t.request({
          method: 'GET',
          url: `/api/sailings/${race.sailing.id}/`,
          headers: bearer(club),
        })
      ).json<Detail>();
      const events = recordEvents(t);
      let response;
      try {
        response = await copy(club, race.sailing.id);
        expectStatus(response, 201);
        const created = response.json<Detail>();
        expect(events.seen).toEqual([
          { type: 'sailing.changed', event: { sailingId: created.id } },
        ]);
      } finally {
        events.stop();
      }
      const copied = response.json<Detail>();
      expect(copied.id).not.toBe(race.sailing.id);
      expect(copied).toMatchObject({
        name: 'Tisdagsrace (kopia)',
        status: 'unpublished',
        status_label: 'Opublicerad',
        is_finished: false,
        verified_result: false,
        reg_status: 'open',
        start_date: '2026-05-13',
        start_time: '18:30:00',
        serie: { id: race.serie.id, name: 'Tisdagsserien' },
        course: { id: race.course, name: 'Bana Gul' },
        competitor_count: 4,
      });
      // The same groups, as new groups of the copy.
      expect(
        copied.start_groups.map(({ name, start_time, start_type, pursuit_minutes }) => ({
          name,
          start_time,
          start_type,
          pursuit_minutes,
        })),
      ).toEqual(
        source.start_groups.map(({ name, start_time, start_type, pursuit_minutes }) => ({
          name,
          start_time,
          start_type,
          pursuit_minutes,
        })),
      );
      const newGroupIds = copied.start_groups.map((group) => group.id);
      expect(newGroupIds.some((id) => source.start_groups.some((group) => group.id === id))).toBe(
        false,
      );
      expect(copied.start_groups.every((group) => group.sailing === copied.id)).toBe(true);
      // The same competitors in the same groups, with their starts, without results.
      const shape = (detail: Detail) =>
        detail.competitors.map((competitor) => ({
          name: competitor.name,
          rating: competitor.rating,
          start: competitor.start,
          sailor: competitor.sailor,
          group: detail.start_groups.find((group) => group.id === competitor.start_group)?.name,
        }));
      expect(shape(copied)).toEqual(shape(source));
      expect(shape(copied)).toContainEqual({
        name: 'Bo Ek',
        rating: 1,
        start: '18:22:30',
        sailor: null,
        group: 'Jaktstart',
      });
      for (const competitor of copied.competitors) {
        expect(competitor).toMatchObject({
          sailing: copied.id,
          finish_time: null,
          elapsed_time: null,
          code: null,
        });
      }
      expect(copied.ungrouped_competitors.map((competitor) => competitor.name)).toEqual(['Dan Ek']);
      // The source keeps its results.
      const after = (
        await t.request({
          method: 'GET',
          url: `/api/sailings/${race.sailing.id}/`,
          headers: bearer(club),
        })
      ).json<Detail>();
      expect(after).toEqual(source);
    });

    it('copies an empty sailing, keeping the name within 200 characters', async () => {
      const sailing = await createSailing(t, club, { name: 'N'.repeat(200) });
      const response = await copy(club, sailing.id);
      expectStatus(response, 201);
      const name = response.json<Detail>().name;
      expect(name).toHaveLength(200);
      expect(name.endsWith(' (kopia)')).toBe(true);
    });

    it('answers 401, 403 and 404 as it should, and lets staff copy', async () => {
      const sailing = await createSailing(t, club, { status: 'upcoming' });
      const count = async () =>
        (
          await db()
            .selectFrom('sailings')
            .select('id')
            .where('club_id', '=', club.clubId)
            .execute()
        ).length;
      const before = await count();
      expectStatus(await copy(null, sailing.id), 401);
      expectStatus(await copy(sailor, sailing.id), 403);
      expectStatus(await copy(otherClub, sailing.id), 403);
      expectStatus(await copy(club, 'x1'), 404);
      expect(await count()).toBe(before);
      expectStatus(await copy(staff, sailing.id), 201);
      expect(await count()).toBe(before + 1);
    });
  });
});
