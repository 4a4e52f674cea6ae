import type { SailorEntry, SailorSeries } from '@segla/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, queryCounter, type TestApp } from '../helpers/build-test-app.ts';
import {
  type ClubActor,
  insertClub,
  insertCompetitor,
  insertSailing,
  insertSailor,
  insertSeries,
  insertStartGroup,
  makeClubActor,
  makeSailorActor,
  makeStaffActor,
  type SailorActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

/** `GET /api/sailors/{id}/entries/` and `…/series/` (issue 13: the sailor's area). */
describe.each(databaseKinds)('the sailor area on %s', (kind) => {
  let t: TestApp;
  const counter = queryCounter();
  let club: ClubActor;
  let anna: SailorActor;
  beforeAll(async () => {
    t = await buildTestApp(kind, { onQuery: counter.onQuery });
    club = await makeClubActor(t, { name: 'Segelsällskapet Vågen' });
    anna = await makeSailorActor(t, { club: club.clubId, firstName: 'Anna', lastName: 'Ek' });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url, headers });
  const entriesOf = async (id: number | string, headers: Record<string, string> = {}) => {
    const response = await get(`/api/sailors/${id}/entries/`, headers);
    expect(response.statusCode).toBe(200);
    return response.json<SailorEntry[]>();
  };
  const seriesOf = async (id: number | string, headers: Record<string, string> = {}) => {
    const response = await get(`/api/sailors/${id}/series/`, headers);
    expect(response.statusCode).toBe(200);
    return response.json<SailorSeries[]>();
  };

  /** A finished sailing where `order` finish in that order; `sailorId` sails boat "A". */
  async function finishedSailing(input: {
    clubId: number;
    serieId?: number;
    date: string;
    order: string[];
    sailorId: number;
    status?: 'finished' | 'unpublished' | 'ongoing';
  }) {
    const { db } = t;
    const sailing = await insertSailing(db, {
      clubId: input.clubId,
      serieId: input.serieId ?? null,
      startDate: input.date,
      status: input.status ?? 'finished',
    });
    const group = await insertStartGroup(db, { sailingId: sailing.id, name: 'SRS kölbåt' });
    const competitors: Record<string, number> = {};
    for (const [place, boat] of input.order.entries()) {
      const { id } = await insertCompetitor(db, {
        sailingId: sailing.id,
        startGroupId: group.id,
        sailorId: boat === 'A' ? input.sailorId : null,
        boatName: `Båt ${boat}`,
        sailNumber: `SWE ${boat}`,
        rating: 1,
        finishTime: `19:${String(10 + place).padStart(2, '0')}:00`,
      });
      competitors[boat] = id;
    }
    return { ...sailing, groupId: group.id, competitors };
  }

  it('lists her entries newest first with start group and result, by id or slug', async () => {
    const me = await makeSailorActor(t, { club: club.clubId, firstName: 'Bo', lastName: 'Ek' });
    const other = await insertClub(t.db, { name: 'Kungliga Klubben' });
    const spring = await finishedSailing({
      clubId: club.clubId,
      date: '2026-05-10',
      order: ['X', 'Y', 'A', 'Z'],
      sailorId: me.sailorId,
    });
    const away = await finishedSailing({
      clubId: other.id,
      date: '2026-06-01',
      order: ['A', 'X'],
      sailorId: me.sailorId,
    });
    // Entered, not yet sailed, without a start group.
    const next = await insertSailing(t.db, { clubId: club.clubId, startDate: '2030-05-13' });
    const entry = await insertCompetitor(t.db, {
      sailingId: next.id,
      sailorId: me.sailorId,
      boatName: 'Vinga',
      sailNumber: 'SWE 100',
      rating: 1.05,
    });
    // Someone else's entry in the same sailing is not hers.
    await insertCompetitor(t.db, { sailingId: next.id, sailorId: anna.sailorId });

    const entries = await entriesOf(me.sailorId);
    expect(entries.map((e) => e.sailing.id)).toEqual([next.id, away.id, spring.id]);
    expect(entries[0]).toEqual({
      competitor_id: entry.id,
      sailing: {
        id: next.id,
        name: next.name,
        start_date: '2030-05-13',
        start_time: '18:30:00',
        status: 'upcoming',
        status_label: expect.any(String) as string,
        club: { id: club.clubId, slug: club.slug, name: club.name },
      },
      start_group: null,
      boat_name: 'Vinga',
      sail_number: 'SWE 100',
      rating: 1.05,
      result: null,
    });
    expect(entries[1]!.sailing.club).toEqual({ id: other.id, slug: other.slug, name: other.name });
    expect(entries[1]!.result).toEqual({ rank: 1, points: 1, code: null, group_size: 2 });
    expect(entries[2]!.start_group).toEqual({
      id: spring.groupId,
      name: 'SRS kölbåt',
      start_time: '18:30:00',
    });
    expect(entries[2]!.result).toEqual({ rank: 3, points: 3, code: null, group_size: 4 });

    const slug = (await get(`/api/sailors/${me.sailorId}/`)).json<{ slug: string }>().slug;
    expect(await entriesOf(slug)).toEqual(entries);
  });

  it('gives a boat still racing no place and no points yet', async () => {
    const me = await makeSailorActor(t);
    const sailing = await insertSailing(t.db, { clubId: club.clubId, status: 'ongoing' });
    const group = await insertStartGroup(t.db, { sailingId: sailing.id });
    await insertCompetitor(t.db, {
      sailingId: sailing.id,
      startGroupId: group.id,
      finishTime: '19:10:00',
    });
    await insertCompetitor(t.db, {
      sailingId: sailing.id,
      startGroupId: group.id,
      sailorId: me.sailorId,
    });
    const [entry] = await entriesOf(me.sailorId);
    expect(entry!.result).toEqual({ rank: null, points: null, code: null, group_size: 2 });
  });

  it('shows a club’s draft sailing only to that club and staff', async () => {
    const me = await makeSailorActor(t);
    const draft = await finishedSailing({
      clubId: club.clubId,
      date: '2026-07-01',
      order: ['A'],
      sailorId: me.sailorId,
      status: 'unpublished',
    });
    const staff = await makeStaffActor(t);
    const otherClub = await makeClubActor(t);
    expect(await entriesOf(me.sailorId)).toEqual([]);
    expect(await entriesOf(me.sailorId, me.headers)).toEqual([]);
    expect(await entriesOf(me.sailorId, otherClub.headers)).toEqual([]);
    expect((await entriesOf(me.sailorId, club.headers)).map((e) => e.sailing.id)).toEqual([
      draft.id,
    ]);
    expect((await entriesOf(me.sailorId, staff.headers)).map((e) => e.sailing.id)).toEqual([
      draft.id,
    ]);
  });

  it('lists only the series she sailed in, with her standing', async () => {
    const me = await makeSailorActor(t);
    const spring = await insertSeries(t.db, { clubId: club.clubId, name: 'Vårserien' });
    const autumn = await insertSeries(t.db, { clubId: club.clubId, name: 'Höstserien' });
    const notHers = await insertSeries(t.db, { clubId: club.clubId, name: 'Onsdagsserien' });
    await finishedSailing({
      clubId: club.clubId,
      serieId: spring.id,
      date: '2026-05-10',
      order: ['B', 'A', 'C'],
      sailorId: me.sailorId,
    });
    await finishedSailing({
      clubId: club.clubId,
      serieId: spring.id,
      date: '2026-05-17',
      order: ['A', 'B', 'C'],
      sailorId: me.sailorId,
    });
    // Entered in the autumn series' first sailing, not yet sailed or placed in a group.
    const upcoming = await insertSailing(t.db, {
      clubId: club.clubId,
      serieId: autumn.id,
      startDate: '2030-09-01',
    });
    await insertCompetitor(t.db, { sailingId: upcoming.id, sailorId: me.sailorId });
    await finishedSailing({
      clubId: club.clubId,
      serieId: notHers.id,
      date: '2026-06-01',
      order: ['X', 'Y'],
      sailorId: anna.sailorId,
    });

    const series = await seriesOf(me.sailorId);
    expect(series.map((s) => s.name)).toEqual(['Höstserien', 'Vårserien']);
    expect(series[0]!.standing).toBeNull();
    expect(series[0]!.sailings.map((s) => s.id)).toEqual([upcoming.id]);
    // B: 1 + 2 = 3, A: 2 + 1 = 3, tie broken by the last race (A8.2): A first.
    expect(series[1]).toMatchObject({
      id: spring.id,
      club: { id: club.clubId, slug: club.slug, name: club.name },
      sailing_count: 2,
      standing: { group: 'SRS kölbåt', rank: 1, net: 3, boats: 3 },
    });
    // Her standing is the one the series' own results give.
    const results = (await get(`/api/series/${spring.id}/results/`)).json<{
      groups: { name: string; rows: { rank: number; net: number; sail_number: string }[] }[];
    }>();
    expect(results.groups[0]!.rows[0]!.net).toBe(3);
    expect((await seriesOf(me.sailorId, anna.headers)).map((s) => s.id)).toEqual([
      autumn.id,
      spring.id,
    ]);
  });

  it('has no entries or series for a sailor who has sailed nothing', async () => {
    const nobody = await insertSailor(t.db, { firstName: 'Ny' });
    expect(await entriesOf(nobody.id)).toEqual([]);
    expect(await seriesOf(nobody.slug)).toEqual([]);
  });

  it('answers 404 for an unknown sailor or a path that names none', async () => {
    for (const id of ['999999', 'finns-inte', '-1', '0', 'x'.repeat(300), '%00', '1.5']) {
      for (const part of ['entries', 'series']) {
        const response = await get(`/api/sailors/${id}/${part}/`);
        expect(response.statusCode, `${id} ${part}`).toBe(404);
        expect(response.json()).toEqual({ detail: expect.any(String) as string });
      }
    }
  });

  it('runs a fixed number of queries whatever the number of entries and series', async () => {
    const me = await makeSailorActor(t);
    const addSeason = async (n: number) => {
      const serie = await insertSeries(t.db, { clubId: club.clubId });
      for (let i = 0; i < n; i++) {
        await finishedSailing({
          clubId: club.clubId,
          serieId: serie.id,
          date: `2026-08-${String(10 + i).padStart(2, '0')}`,
          order: ['X', 'A', 'Y'],
          sailorId: me.sailorId,
        });
      }
    };
    await addSeason(1);
    const measure = async (url: string) => {
      let length = 0;
      const count = await counter.count(async () => {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        length = response.json<unknown[]>().length;
      });
      return { count, length };
    };
    const entriesBefore = await measure(`/api/sailors/${me.sailorId}/entries/`);
    const seriesBefore = await measure(`/api/sailors/${me.sailorId}/series/`);
    await addSeason(3);
    await addSeason(2);
    const entriesAfter = await measure(`/api/sailors/${me.sailorId}/entries/`);
    const seriesAfter = await measure(`/api/sailors/${me.sailorId}/series/`);
    expect(entriesAfter.length).toBe(entriesBefore.length + 5);
    expect(seriesAfter.length).toBe(seriesBefore.length + 2);
    expect(entriesAfter.count).toBe(entriesBefore.count);
    expect(seriesAfter.count).toBe(seriesBefore.count);
    // Issue 32 added three reads to every results read: result lists and prize categories (two).
    expect(entriesAfter.count).toBeLessThanOrEqual(7);
    expect(seriesAfter.count).toBeLessThanOrEqual(9);
  });
});
