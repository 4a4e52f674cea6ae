import {
  seriesResultsSchema,
  type ResultList,
  type SailingResults,
  type SeriesResults,
} from '@segla/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  bearer,
  expectStatus,
  insertCompetitor,
  insertSailing,
  insertSeries,
  insertStartGroup,
  makeClubActor,
  makeSailorActor,
  type Actor,
  type ClubActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

/**
 * Issue 32 (docs/product.md §12 "Fler resultatlistor"): a start group ranks the same finishes
 * more ways, in the sailing's results and in its series' standings.
 */
describe.each(databaseKinds)('result lists on %s', (kind) => {
  let t: TestApp;
  let club: ClubActor;
  let other: ClubActor;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    club = await makeClubActor(t);
    other = await makeClubActor(t);
  });
  afterAll(() => t.close());

  const request = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    actor: Actor | null,
    payload?: object,
  ) =>
    t.request({
      method,
      url,
      headers: bearer(actor),
      ...(payload === undefined ? {} : { payload }),
    });

  /**
   * A finished sailing (of `serieId`) with one SRS group of three boats, started 18:30:
   * A is fastest over the line, B wins on SRS, C wins on PY.
   */
  async function sailingWithThreeBoats(serieId: number | null = null, name = 'Onsdag') {
    const sailing = await insertSailing(t.db, {
      clubId: club.clubId,
      serieId,
      name,
      status: 'finished',
    });
    const group = await insertStartGroup(t.db, { sailingId: sailing.id });
    const boat = (sail: string, rating: number, finishTime: string) =>
      insertCompetitor(t.db, {
        sailingId: sailing.id,
        startGroupId: group.id,
        sailNumber: sail,
        boatName: sail,
        name: `Skeppare ${sail}`,
        rating,
        finishTime,
      });
    // Elapsed 3000, 3100, 3200 s.
    const a = await boat('A', 1.1, '19:20:00');
    const b = await boat('B', 0.9, '19:21:40');
    const c = await boat('C', 1.0, '19:23:20');
    return { sailing, group, a, b, c };
  }

  const addList = async (
    groupId: number,
    payload: Record<string, unknown>,
    actor: Actor = club,
  ) => {
    const response = await request('POST', `/api/start-groups/${groupId}/lists/`, actor, payload);
    expectStatus(response, 201);
    return response.json<ResultList>();
  };
  const listCount = async (groupId: number) =>
    (
      await t.db
        .selectFrom('result_lists')
        .select('id')
        .where('start_group_id', '=', groupId)
        .execute()
    ).length;
  const ratingCount = async (listIds: number[]) =>
    (
      await t.db
        .selectFrom('result_list_ratings')
        .select('rating')
        .where('result_list_id', 'in', listIds)
        .execute()
    ).length;
  const results = async (sailingId: number) =>
    (await request('GET', `/api/sailings/${sailingId}/results/`, club)).json<SailingResults>();

  it('ranks the same finishes by SRS, by finish time and by PY', async () => {
    const { sailing, group, a, b, c } = await sailingWithThreeBoats();
    const first = await addList(group.id, { name: 'Först i mål', kind: 'scratch' });
    const py = await addList(group.id, { name: 'PY', kind: 'yardstick' });
    expect(first).toMatchObject({
      start_group: group.id,
      kind: 'scratch',
      position: 0,
      ratings: [],
    });
    expect(py.position).toBe(1);
    // PY: A 3000 × 1000/1000 = 3000 s, B 3100 × 1000/1050 = 2952 s, C 3200 × 1000/1200 = 2667 s.
    const rated = await request('PUT', `/api/result-lists/${py.id}/ratings/`, club, {
      ratings: [
        { competitor: a.id, rating: 1000 },
        { competitor: b.id, rating: 1050 },
        { competitor: c.id, rating: '1200' },
      ],
    });
    expectStatus(rated, 200);
    expect(rated.json<ResultList>().ratings).toEqual([
      { competitor: a.id, rating: 1000 },
      { competitor: b.id, rating: 1050 },
      { competitor: c.id, rating: 1200 },
    ]);

    const [scored] = (await results(sailing.id)).groups;
    const order = (rows: { sail_number: string }[]) => rows.map((row) => row.sail_number);
    expect(order(scored!.rows)).toEqual(['B', 'C', 'A']);
    expect(scored!.lists.map((list) => [list.name, list.kind, order(list.rows)])).toEqual([
      ['Först i mål', 'scratch', ['A', 'B', 'C']],
      ['PY', 'yardstick', ['C', 'B', 'A']],
    ]);
    const pyRows = scored!.lists[1]!.rows;
    expect(pyRows.map((row) => [row.rank, row.points, row.rating])).toEqual([
      [1, 1, 1200],
      [2, 2, 1050],
      [3, 3, 1000],
    ]);
    expect(scored!.lists[0]!.rows.every((row) => row.rating === null)).toBe(true);
  });

  it('leaves a boat without a rating in a PY list unscored, and removes a rating with null', async () => {
    const { sailing, group, a, b } = await sailingWithThreeBoats();
    const py = await addList(group.id, { name: 'PY', kind: 'yardstick' });
    await request('PUT', `/api/result-lists/${py.id}/ratings/`, club, {
      ratings: [
        { competitor: a.id, rating: 1000 },
        { competitor: b.id, rating: 1100 },
      ],
    });
    const removed = await request('PUT', `/api/result-lists/${py.id}/ratings/`, club, {
      ratings: [{ competitor: b.id, rating: null }],
    });
    expect(removed.json<ResultList>().ratings).toEqual([{ competitor: a.id, rating: 1000 }]);
    const list = (await results(sailing.id)).groups[0]!.lists[0]!;
    expect(list.rows.map((row) => [row.sail_number, row.rank, row.status])).toEqual([
      ['A', 1, 'finished'],
      ['B', null, 'no_rating'],
      ['C', null, 'no_rating'],
    ]);
  });

  it('gives series standings per list, matched by group and list name', async () => {
    const series = await insertSeries(t.db, { clubId: club.clubId });
    const one = await sailingWithThreeBoats(series.id, 'Första');
    const two = await sailingWithThreeBoats(series.id, 'Andra');
    await addList(one.group.id, { name: 'Först i mål', kind: 'scratch' });
    await addList(two.group.id, { name: 'först i mål', kind: 'scratch' });
    const standings = (
      await request('GET', `/api/series/${series.id}/results/`, club)
    ).json<SeriesResults>();
    const [group] = standings.groups;
    expect(group!.rows.map((row) => [row.sail_number, row.net])).toEqual([
      ['B', 2],
      ['C', 4],
      ['A', 6],
    ]);
    // Names are matched as typed: the second sailing's list is a list of its own.
    expect(group!.lists.map((list) => list.name)).toEqual(['Först i mål', 'först i mål']);
    expect(group!.lists[0]!.rows.map((row) => [row.sail_number, row.net])).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 3],
    ]);
  });

  it('names the boats a PY list cannot rank in the series, after its ranked ones', async () => {
    const series = await insertSeries(t.db, { clubId: club.clubId });
    const one = await sailingWithThreeBoats(series.id, 'Första');
    const two = await sailingWithThreeBoats(series.id, 'Andra');
    const rate = async (
      group: number,
      ratings: { competitor: number; rating: number }[],
    ): Promise<void> => {
      const list = await addList(group, { name: 'PY', kind: 'yardstick' });
      expectStatus(
        await request('PUT', `/api/result-lists/${list.id}/ratings/`, club, { ratings }),
        200,
      );
    };
    // A has a PY number in both sailings, B only in the first, C in neither.
    await rate(one.group.id, [
      { competitor: one.a.id, rating: 1000 },
      { competitor: one.b.id, rating: 1050 },
    ]);
    await rate(two.group.id, [{ competitor: two.a.id, rating: 1000 }]);
    const response = await request('GET', `/api/series/${series.id}/results/`, club);
    expectStatus(response, 200);
    const [group] = seriesResultsSchema.parse(response.json()).groups;
    // Everyone has an SRS value: the group's own standings rank all three.
    expect(group!.rows).toHaveLength(3);
    expect(group!.no_rating).toEqual([]);
    const [py] = group!.lists;
    expect(py!.rows.map((row) => [row.sail_number, row.rank])).toEqual([['A', 1]]);
    expect(py!.no_rating).toEqual([
      {
        name: 'Skeppare C',
        boat_name: 'C',
        sail_number: 'C',
        sailing_ids: [one.sailing.id, two.sailing.id],
        categories: [],
      },
      {
        name: 'Skeppare B',
        boat_name: 'B',
        sail_number: 'B',
        sailing_ids: [two.sailing.id],
        categories: [],
      },
    ]);

    // The CSV has them too, after the list's ranked line, with no place or points.
    const csv = await request('GET', `/api/series/${series.id}/results/?format=csv`, club);
    expectStatus(csv, 200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((line) => line.startsWith('SRS kölbåt – PY'));
    expect(lines).toEqual([
      expect.stringMatching(/^SRS kölbåt – PY;1;A;A;Skeppare A;/),
      'SRS kölbåt – PY;;C;C;Skeppare C;;;;',
      'SRS kölbåt – PY;;B;B;Skeppare B;;;;',
    ]);
  });

  it("writes each boat's PY number in the sailing CSV's last column, 'Listans tal'", async () => {
    const { sailing, group, a, b } = await sailingWithThreeBoats();
    const py = await addList(group.id, { name: 'PY', kind: 'yardstick' });
    const irc = await addList(group.id, { name: 'IRC', kind: 'time_on_time' });
    await request('PUT', `/api/result-lists/${py.id}/ratings/`, club, {
      ratings: [
        { competitor: a.id, rating: 1000 },
        { competitor: b.id, rating: 1050 },
      ],
    });
    await request('PUT', `/api/result-lists/${irc.id}/ratings/`, club, {
      ratings: [{ competitor: a.id, rating: 0.987 }],
    });
    const csv = await request('GET', `/api/sailings/${sailing.id}/results/?format=csv`, club);
    expectStatus(csv, 200);
    const [header, ...lines] = csv.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split(';'));
    expect(header!.at(-1)).toBe('Listans tal');
    expect(lines.map((line) => [line[0], line[2], line.at(-1)])).toEqual([
      ['SRS kölbåt', 'B', ''],
      ['SRS kölbåt', 'C', ''],
      ['SRS kölbåt', 'A', ''],
      ['SRS kölbåt – PY', 'B', '1050'],
      ['SRS kölbåt – PY', 'A', '1000'],
      ['SRS kölbåt – PY', 'C', ''],
      ['SRS kölbåt – IRC', 'A', '0,987'],
      ['SRS kölbåt – IRC', 'B', ''],
      ['SRS kölbåt – IRC', 'C', ''],
    ]);
  });

  it('renames, changes the kind and removes a list; the results follow', async () => {
    const { sailing, group } = await sailingWithThreeBoats();
    const list = await addList(group.id, { name: 'Scratch', kind: 'scratch' });
    const renamed = await request('PUT', `/api/result-lists/${list.id}/`, club, {
      name: 'Först i mål',
    });
    expectStatus(renamed, 200);
    expect(renamed.json()).toMatchObject({ name: 'Först i mål', kind: 'scratch' });
    expect((await results(sailing.id)).groups[0]!.lists[0]!.name).toBe('Först i mål');
    expectStatus(await request('DELETE', `/api/result-lists/${list.id}/`, club), 204);
    expect((await results(sailing.id)).groups[0]!.lists).toEqual([]);
    const listed = await request('GET', `/api/sailings/${sailing.id}/result-lists/`, club);
    expect(listed.json()).toEqual([]);
  });

  it('copies a sailing with its lists and ratings', async () => {
    const { sailing, group, a } = await sailingWithThreeBoats();
    const py = await addList(group.id, { name: 'PY', kind: 'yardstick' });
    await request('PUT', `/api/result-lists/${py.id}/ratings/`, club, {
      ratings: [{ competitor: a.id, rating: 1234 }],
    });
    const copy = await request('POST', `/api/sailings/${sailing.id}/copy/`, club);
    expectStatus(copy, 201);
    const lists = (
      await request('GET', `/api/sailings/${copy.json<{ id: number }>().id}/result-lists/`, club)
    ).json<ResultList[]>();
    expect(lists.map((list) => [list.name, list.kind, list.ratings.map((r) => r.rating)])).toEqual([
      ['PY', 'yardstick', [1234]],
    ]);
    expect(lists[0]!.start_group).not.toBe(group.id);
  });

  it('lets only the club write, and nobody see another club’s draft', async () => {
    const { group } = await sailingWithThreeBoats();
    const sailor = await makeSailorActor(t);
    const payload = { name: 'PY', kind: 'yardstick' };
    expectStatus(await request('POST', `/api/start-groups/${group.id}/lists/`, null, payload), 401);
    expectStatus(
      await request('POST', `/api/start-groups/${group.id}/lists/`, sailor, payload),
      403,
    );
    expectStatus(
      await request('POST', `/api/start-groups/${group.id}/lists/`, other, payload),
      403,
    );
    // The caller is answered before the body.
    expectStatus(await request('POST', `/api/start-groups/${group.id}/lists/`, other, {}), 403);
    const draft = await insertSailing(t.db, { clubId: club.clubId, status: 'unpublished' });
    expectStatus(await request('GET', `/api/sailings/${draft.id}/result-lists/`, other), 404);
    expectStatus(await request('GET', `/api/sailings/${draft.id}/result-lists/`, club), 200);
    expect(await listCount(group.id)).toBe(0);
  });

  it.each([
    ['an empty name', { name: ' ', kind: 'scratch' }, { name: ['Detta fält får inte vara tomt.'] }],
    [
      'a name of 41 characters',
      { name: 'x'.repeat(41), kind: 'scratch' },
      { name: ['Se till att detta fält inte har fler än 40 tecken.'] },
    ],
    ['an unknown kind', { name: 'IRC', kind: 'irc' }, { kind: ['"irc" är inte ett giltigt val.'] }],
    [
      'an unknown field',
      { name: 'IRC', kind: 'time_on_time', rating: 1 },
      { rating: ['Okänt fält.'] },
    ],
  ])('refuses %s and creates nothing', async (_label, payload, errors) => {
    const { group } = await sailingWithThreeBoats();
    const response = await request('POST', `/api/start-groups/${group.id}/lists/`, club, payload);
    expectStatus(response, 400);
    expect(response.json()).toEqual(errors);
    expect(await listCount(group.id)).toBe(0);
  });

  it('refuses a twin name in any letter case, and an eleventh list', async () => {
    const { group } = await sailingWithThreeBoats();
    await addList(group.id, { name: 'IRC', kind: 'time_on_time' });
    const twin = await request('POST', `/api/start-groups/${group.id}/lists/`, club, {
      name: 'irc',
      kind: 'scratch',
    });
    expectStatus(twin, 400);
    expect(twin.json()).toEqual({ name: ['Startgruppen har redan en lista med det namnet.'] });
    for (let n = 2; n <= 10; n++) await addList(group.id, { name: `Lista ${n}`, kind: 'scratch' });
    const eleventh = await request('POST', `/api/start-groups/${group.id}/lists/`, club, {
      name: 'Elfte',
      kind: 'scratch',
    });
    expectStatus(eleventh, 400);
    expect(eleventh.json()).toEqual({
      name: ['En startgrupp kan ha högst 10 listor utöver huvudlistan.'],
    });
  });

  it('refuses ratings that do not fit, and writes none of them', async () => {
    const { group, a, b } = await sailingWithThreeBoats();
    const elsewhere = await sailingWithThreeBoats();
    const py = await addList(group.id, { name: 'PY', kind: 'yardstick' });
    const tcc = await addList(group.id, { name: 'IRC', kind: 'time_on_time' });
    const first = await addList(group.id, { name: 'Först i mål', kind: 'scratch' });
    const cases: [number, unknown, Record<string, string[]>][] = [
      [
        py.id,
        [
          { competitor: a.id, rating: 1000 },
          { competitor: b.id, rating: 50 },
        ],
        { ratings: ['Ange ett PY-tal mellan 100 och 5000.'] },
      ],
      [
        tcc.id,
        [{ competitor: a.id, rating: 7 }],
        { ratings: ['Ange en tidsfaktor större än 0 och högst 5.'] },
      ],
      [
        first.id,
        [{ competitor: a.id, rating: 1 }],
        { ratings: ['Listan Först i mål tar inga tal.'] },
      ],
      [
        py.id,
        [{ competitor: elsewhere.a.id, rating: 1000 }],
        { ratings: ['Båten är inte med i listans startgrupp.'] },
      ],
      [
        py.id,
        [{ competitor: a.id, rating: 'snabb' }],
        { ratings: ['Ange ett tal, eller lämna tomt.'] },
      ],
    ];
    for (const [listId, ratings, errors] of cases) {
      const response = await request('PUT', `/api/result-lists/${listId}/ratings/`, club, {
        ratings,
      });
      expectStatus(response, 400);
      expect(response.json()).toEqual(errors);
    }
    expect(await ratingCount([py.id, tcc.id, first.id])).toBe(0);
  });
});
