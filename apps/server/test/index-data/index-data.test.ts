import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockholmWallClock } from '@segla/core/time';
import { buildTestApp, queryCounter, type TestApp } from '../helpers/build-test-app.ts';
import {
  insertClub,
  insertCompetitor,
  insertCompetitors,
  insertCourse,
  insertSailing,
  insertSailings,
  insertSailor,
  insertSeries,
  insertStartGroup,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

interface ListItem {
  id: number;
  name: string;
  start_date: string;
  status: string;
  competitor_count: number;
}
interface IndexData {
  ongoing: ListItem[];
  upcoming: ListItem[];
  latest_results: {
    sailing: ListItem;
    groups: {
      name: string;
      top: { rank: number; name: string; boat_name: string; sail_number: string; points: number }[];
    }[];
  }[];
  clubs: { id: number; slug: string; name: string; logo: string | null }[];
  counts: Record<'clubs' | 'sailings' | 'series' | 'sailors' | 'competitors', number>;
}

describe("the home page's today", () => {
  it('is the date in Stockholm, not in UTC', () => {
    expect(stockholmWallClock(new Date('2026-05-13T22:30:00Z')).date).toBe('2026-05-14');
    expect(stockholmWallClock(new Date('2026-01-13T22:30:00Z')).date).toBe('2026-01-13');
  });
});

describe.each(databaseKinds)('GET /api/index-data/ on %s', (kind) => {
  let t: TestApp;
  const db = () => t.db;
  let data: IndexData;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const orn = await insertClub(db(), {
      name: 'Örnens Segelsällskap',
      slug: 'ornen',
      logo: 'abc.png',
    });
    const zeta = await insertClub(db(), { name: 'Zeta Båtklubb', slug: 'zeta', city: 'Visby' });
    await insertClub(db(), { name: 'Ägirs Kappseglingsklubb', slug: 'agir' });
    await insertClub(db(), { name: 'Albatross SK', slug: 'albatross' });
    const serie = await insertSeries(db(), { clubId: orn.id, name: 'Onsdagsserien' });
    await insertSeries(db(), { clubId: zeta.id, name: 'Hemlig serie' });
    const { id: courseId } = await insertCourse(db(), { clubId: orn.id, name: 'Bana 3' });
    await insertSailor(db(), { firstName: 'Sara', lastName: 'Seglare', clubId: orn.id });

    ids.ongoing = (
      await insertSailing(db(), {
        clubId: orn.id,
        serieId: serie.id,
        courseId,
        name: 'Onsdagssegling',
        startDate: '2026-05-13',
        startTime: '18:30:00',
        status: 'ongoing',
        description: 'Banan läggs på plats.',
      })
    ).id;
    await insertCompetitors(
      db(),
      [1, 2, 3].map(() => ({ sailingId: ids.ongoing! })),
    );
    // Never listed or counted: unpublished.
    const hidden = await insertSailing(db(), {
      clubId: zeta.id,
      name: 'Hemlig',
      status: 'unpublished',
    });
    await insertCompetitors(db(), [{ sailingId: hidden.id }]);
    await insertSailing(db(), {
      clubId: zeta.id,
      name: 'Gammal kommande',
      startDate: '2020-01-01',
    });
    await insertSailing(db(), { clubId: zeta.id, name: 'Inställd', status: 'cancelled' });
    // Twelve upcoming, inserted out of order; two on one day (one without a time).
    await insertSailings(
      db(),
      [7, 3, 11, 1, 9, 5, 12, 2, 10, 4, 8, 6].map((day) => ({
        clubId: zeta.id,
        name: `Kommande ${day}`,
        startDate: `2031-06-${String(day).padStart(2, '0')}`,
        startTime: '18:00:00',
      })),
    );
    await insertSailing(db(), {
      clubId: zeta.id,
      name: 'Kommande 1 utan tid',
      startDate: '2031-06-01',
      startTime: null,
    });

    // Six finished sailings; the one of 2026-05-06 has results in two groups.
    for (const day of ['01', '02', '03', '04', '05']) {
      await insertSailing(db(), {
        clubId: orn.id,
        name: `Avslutad ${day}`,
        startDate: `2026-04-${day}`,
        status: 'finished',
      });
    }
    const finished = await insertSailing(db(), {
      clubId: orn.id,
      serieId: serie.id,
      name: 'Vårregattan',
      startDate: '2026-05-06',
      status: 'finished',
      verified: true,
    });
    ids.finished = finished.id;
    const srs = await insertStartGroup(db(), {
      sailingId: finished.id,
      name: 'SRS',
      startTime: '18:00:00',
      position: 1,
    });
    const jolle = await insertStartGroup(db(), {
      sailingId: finished.id,
      name: 'Jolle',
      handicap: 'scratch',
      startTime: '18:00:00',
      position: 2,
    });
    await insertStartGroup(db(), { sailingId: finished.id, name: 'Ingen i mål', position: 3 });
    const boat = (
      name: string,
      rating: number,
      finishTime: string | null,
      code: string | null = null,
    ) => ({
      sailingId: finished.id,
      startGroupId: srs.id,
      name,
      boatName: `${name}s båt`,
      sailNumber: `SWE ${name.length}`,
      rating,
      finishTime,
      code,
    });
    await insertCompetitors(db(), [
      boat('Anna', 1.2, '19:00:00'), // 3600 × 1.2 = 4320
      boat('Bertil', 0.9, '19:10:00'), // 4200 × 0.9 = 3780
      boat('Cecilia', 1.0, '19:05:00'), // 3900
      boat('David', 0.8, '19:50:00'), // 6600 × 0.8 = 5280
      boat('Erik', 0.7, null, 'DNF'),
    ]);
    for (const [name, finishTime] of [
      ['Jonas', '19:10:00'],
      ['Johanna', '19:00:00'],
      ['Julia', '19:20:00'],
      ['Jens', '19:20:00'],
      ['Jan', '19:30:00'],
    ] as const) {
      await insertCompetitor(db(), {
        sailingId: finished.id,
        startGroupId: jolle.id,
        name,
        finishTime,
      });
    }
    // An older sailing beyond the latest five.
    await insertSailing(db(), {
      clubId: orn.id,
      name: 'Avslutad i mars',
      startDate: '2026-03-01',
      status: 'finished',
    });

    const response = await t.request({ method: 'GET', url: '/api/index-data/' });
    expect(response.statusCode).toBe(200);
    data = response.json<IndexData>();
  });
  afterAll(() => t.close());

  it('lists ongoing sailings as list items of decision 0010', async () => {
    const orn = data.clubs.find((club) => club.slug === 'ornen')!;
    const [serie] = await db()
      .selectFrom('series')
      .select(['id'])
      .where('name', '=', 'Onsdagsserien')
      .execute();
    const [course] = await db().selectFrom('courses').select(['id']).execute();
    expect(data.ongoing).toEqual([
      {
        id: ids.ongoing,
        club: { id: orn.id, slug: 'ornen', name: 'Örnens Segelsällskap' },
        name: 'Onsdagssegling',
        start_date: '2026-05-13',
        start_time: '18:30:00',
        status: 'ongoing',
        status_label: 'Pågående',
        serie: { id: serie!.id, name: 'Onsdagsserien' },
        course: { id: course!.id, name: 'Bana 3' },
        description: 'Banan läggs på plats.',
        reg_status: 'open',
        verified_result: false,
        is_finished: false,
        competitor_count: 3,
      },
    ]);
  });

  it('lists the next ten upcoming sailings in date order, from today on', () => {
    expect(data.upcoming.map((sailing) => sailing.name)).toEqual([
      'Kommande 1',
      'Kommande 1 utan tid',
      'Kommande 2',
      'Kommande 3',
      'Kommande 4',
      'Kommande 5',
      'Kommande 6',
      'Kommande 7',
      'Kommande 8',
      'Kommande 9',
    ]);
    expect(data.upcoming[0]).toMatchObject({
      status: 'upcoming',
      status_label: 'Kommande',
      serie: null,
      course: null,
    });
  });

  it('shows the five latest finished sailings, newest first, with the top three of each group', () => {
    expect(data.latest_results.map((result) => result.sailing.name)).toEqual([
      'Vårregattan',
      'Avslutad 05',
      'Avslutad 04',
      'Avslutad 03',
      'Avslutad 02',
    ]);
    const [latest] = data.latest_results;
    expect(latest!.sailing).toMatchObject({
      id: ids.finished,
      status: 'finished',
      status_label: 'Avslutad',
      verified_result: true,
      is_finished: true,
      competitor_count: 10,
    });
    expect(latest!.groups).toEqual([
      {
        name: 'SRS',
        top: [
          { rank: 1, name: 'Bertil', boat_name: 'Bertils båt', sail_number: 'SWE 6', points: 1 },
          { rank: 2, name: 'Cecilia', boat_name: 'Cecilias båt', sail_number: 'SWE 7', points: 2 },
          { rank: 3, name: 'Anna', boat_name: 'Annas båt', sail_number: 'SWE 4', points: 3 },
        ],
      },
      {
        // Julia and Jens tie for third: both are shown, sharing the points of places 3 and 4.
        name: 'Jolle',
        top: [
          expect.objectContaining({ rank: 1, name: 'Johanna', points: 1 }),
          expect.objectContaining({ rank: 2, name: 'Jonas', points: 2 }),
          expect.objectContaining({ rank: 3, name: 'Julia', points: 3.5 }),
          expect.objectContaining({ rank: 3, name: 'Jens', points: 3.5 }),
        ],
      },
    ]);
    expect(data.latest_results[1]!.groups).toEqual([]);
  });

  it('lists every club in Swedish order with its logo URL', () => {
    expect(data.clubs.map((club) => club.name)).toEqual([
      'Albatross SK',
      'Zeta Båtklubb',
      'Ägirs Kappseglingsklubb',
      'Örnens Segelsällskap',
    ]);
    expect(data.clubs[1]).toEqual({
      id: expect.any(Number) as number,
      slug: 'zeta',
      name: 'Zeta Båtklubb',
      short_name: '',
      city: 'Visby',
      website: '',
      email: '',
      description: '',
      logo: null,
      swish_number: '',
    });
    expect(data.clubs[3]!.logo).toBe('/media/abc.png');
  });

  it('counts published data only', () => {
    expect(data.counts).toEqual({
      clubs: 4,
      // All but the unpublished one: 1 ongoing, 14 upcoming, 1 cancelled, 7 finished.
      sailings: 23,
      // The series with a published sailing.
      series: 1,
      sailors: 1,
      competitors: 3 + 10,
    });
  });

  it('never shows an unpublished sailing', () => {
    const names = [
      ...data.ongoing,
      ...data.upcoming,
      ...data.latest_results.map((result) => result.sailing),
    ].map((sailing) => sailing.name);
    expect(names).not.toContain('Hemlig');
    expect(names).not.toContain('Gammal kommande');
    expect(names).not.toContain('Inställd');
  });
});

describe.each(databaseKinds)('index data queries on %s', (kind) => {
  let t: TestApp;
  const counter = queryCounter();
  beforeAll(async () => {
    t = await buildTestApp(kind, { onQuery: counter.onQuery });
  });
  afterAll(() => t.close());

  /**
   * `n` clubs and `n` sailings of each status; the first ten of each status (the latest of the
   * finished ones) get a start group of `n` competitors.
   */
  async function addRows(n: number) {
    const db = t.db;
    for (let i = 0; i < n; i += 1) await insertClub(db);
    const club = await insertClub(db);
    const serie = await insertSeries(db, { clubId: club.id });
    for (const status of ['ongoing', 'upcoming', 'finished'] as const) {
      const sailings = await insertSailings(
        db,
        Array.from({ length: n }, (_, i) => ({
          clubId: club.id,
          serieId: serie.id,
          status,
          startDate: i < 10 ? '2031-12-31' : `2031-01-${String((i % 28) + 1).padStart(2, '0')}`,
        })),
      );
      for (const sailing of sailings.slice(0, 10)) {
        const group = await insertStartGroup(db, { sailingId: sailing.id });
        await insertCompetitors(
          db,
          Array.from({ length: n }, (_, i) => ({
            sailingId: sailing.id,
            startGroupId: group.id,
            finishTime: `19:${String(i % 60).padStart(2, '0')}:${String(i % 47).padStart(2, '0')}`,
          })),
        );
      }
    }
  }

  it('runs the same number of queries for 10 and for 1 000 rows', async () => {
    const run = () =>
      counter.count(async () => {
        const response = await t.request({ method: 'GET', url: '/api/index-data/' });
        expect(response.statusCode).toBe(200);
        const body = response.json<IndexData>();
        expect(body.latest_results).toHaveLength(5);
        for (const result of body.latest_results) {
          expect(result.groups[0]!.top.map((row) => row.rank)).toEqual([1, 2, 3]);
        }
      });
    await addRows(10);
    const small = await run();
    await addRows(1000);
    const large = await run();
    // Three sailing lists, groups, their result lists, competitors and their prize categories
    // (two) of the latest results, clubs, the totals and the competitors' total.
    expect(small).toBe(11);
    expect(large).toBe(small);
    // Nothing changed: the answer is kept whole (decision 0039), no query at all.
    expect(await run()).toBe(0);
  });

  it('reads again after every change the page shows (migration 0016), not otherwise', async () => {
    const read = async () => {
      let data: IndexData | undefined;
      const queries = await counter.count(async () => {
        data = (await t.request({ method: 'GET', url: '/api/index-data/' })).json<IndexData>();
      });
      return { data: data!, queries };
    };
    const club = await insertClub(t.db, { name: 'Aaa Första Klubben' });
    const serie = await insertSeries(t.db, { clubId: club.id, name: 'Vårserien' });
    const course = await insertCourse(t.db, { clubId: club.id, name: 'Bana Ö' });
    const [sailing] = await insertSailings(t.db, [
      { clubId: club.id, serieId: serie.id, courseId: course.id, status: 'ongoing' },
    ]);
    const before = await read();
    expect((await read()).queries).toBe(0);
    const shown = (data: IndexData) => data.ongoing.find((item) => item.id === sailing!.id)!;
    expect(shown(before.data)).toBeDefined();

    await t.db
      .updateTable('clubs')
      .set({ name: 'Aaa Andra Klubben' })
      .where('id', '=', club.id)
      .execute();
    expect((await read()).data.clubs.map((c) => c.name)).toContain('Aaa Andra Klubben');
    await t.db
      .updateTable('sailings')
      .set({ name: 'Nytt namn' })
      .where('id', '=', sailing!.id)
      .execute();
    expect(shown((await read()).data).name).toBe('Nytt namn');
    await t.db
      .updateTable('series')
      .set({ name: 'Höstserien' })
      .where('id', '=', serie.id)
      .execute();
    expect(shown((await read()).data)).toMatchObject({ serie: { name: 'Höstserien' } });
    await t.db.updateTable('courses').set({ name: 'Bana Ä' }).where('id', '=', course.id).execute();
    expect(shown((await read()).data)).toMatchObject({ course: { name: 'Bana Ä' } });
    const sailors = (await read()).data.counts.sailors;
    const sailor = await insertSailor(t.db);
    expect((await read()).data.counts.sailors).toBe(sailors + 1);
    await t.db.deleteFrom('sailors').where('id', '=', sailor.id).execute();
    expect((await read()).data.counts.sailors).toBe(sailors);
    const clubs = (await read()).data.counts.clubs;
    await insertClub(t.db);
    expect((await read()).data.counts.clubs).toBe(clubs + 1);
    const sailings = (await read()).data.counts.sailings;
    await insertSailings(t.db, [{ clubId: club.id, status: 'upcoming' }]);
    expect((await read()).data.counts.sailings).toBe(sailings + 1);
    expect((await read()).queries).toBe(0);
  });

  it('counts competitors again after every change that could change their number', async () => {
    const competitors = async () =>
      (await t.request({ method: 'GET', url: '/api/index-data/' })).json<IndexData>().counts
        .competitors;
    const before = await competitors();
    const club = await insertClub(t.db);
    const [sailing] = await insertSailings(t.db, [{ clubId: club.id, status: 'finished' }]);
    const group = await insertStartGroup(t.db, { sailingId: sailing!.id });
    await insertCompetitors(t.db, [{ sailingId: sailing!.id, startGroupId: group.id }]);
    expect(await competitors()).toBe(before + 1);
    await t.db
      .updateTable('sailings')
      .set({ status: 'unpublished' })
      .where('id', '=', sailing!.id)
      .execute();
    expect(await competitors()).toBe(before);
    await t.db
      .updateTable('sailings')
      .set({ status: 'finished' })
      .where('id', '=', sailing!.id)
      .execute();
    expect(await competitors()).toBe(before + 1);
    await t.db.deleteFrom('competitors').where('sailing_id', '=', sailing!.id).execute();
    expect(await competitors()).toBe(before);
  });

  it('keeps the totals across a result (a finish), and counts only the competitors after an entry', async () => {
    const club = await insertClub(t.db);
    const [sailing] = await insertSailings(t.db, [{ clubId: club.id, status: 'ongoing' }]);
    const read = () =>
      counter.count(async () => {
        expect((await t.request({ method: 'GET', url: '/api/index-data/' })).statusCode).toBe(200);
      });
    // Everything, as after a sailing created: the page's 9 queries (6 before issue 32's result
    // lists and prize categories) and both totals.
    expect(await read()).toBe(11);
    const [entry] = await insertCompetitors(t.db, [{ sailingId: sailing!.id }]);
    expect(await read()).toBe(10);
    await t.db
      .updateTable('competitors')
      .set({ finish_time: '19:01:02' })
      .where('id', '=', entry!.id)
      .execute();
    // The answer is read again (the sailing's results changed), its totals are not.
    expect(await read()).toBe(9);
    await t.db.deleteFrom('competitors').where('id', '=', entry!.id).execute();
    expect(await read()).toBe(10);
    await t.db
      .updateTable('sailings')
      .set({ status: 'finished' })
      .where('id', '=', sailing!.id)
      .execute();
    expect(await read()).toBe(11);
  });

  it('counts series again after every change that could change their number', async () => {
    const series = async () =>
      (await t.request({ method: 'GET', url: '/api/index-data/' })).json<IndexData>().counts.series;
    const before = await series();
    const club = await insertClub(t.db);
    const serie = await insertSeries(t.db, { clubId: club.id });
    expect(await series()).toBe(before);
    const [sailing] = await insertSailings(t.db, [
      { clubId: club.id, serieId: serie.id, status: 'unpublished' },
    ]);
    expect(await series()).toBe(before);
    const publish = (status: 'finished' | 'unpublished') =>
      t.db.updateTable('sailings').set({ status }).where('id', '=', sailing!.id).execute();
    await publish('finished');
    expect(await series()).toBe(before + 1);
    await publish('unpublished');
    expect(await series()).toBe(before);
    await publish('finished');
    await t.db
      .updateTable('sailings')
      .set({ serie_id: null })
      .where('id', '=', sailing!.id)
      .execute();
    expect(await series()).toBe(before);
    await t.db
      .updateTable('sailings')
      .set({ serie_id: serie.id })
      .where('id', '=', sailing!.id)
      .execute();
    expect(await series()).toBe(before + 1);
    await t.db.deleteFrom('sailings').where('id', '=', sailing!.id).execute();
    expect(await series()).toBe(before);
  });
});
