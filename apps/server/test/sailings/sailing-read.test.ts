import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, queryCounter, type TestApp } from '../helpers/build-test-app.ts';
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
  makeClubActor,
  makeSailorActor,
  makeStaffActor,
  type SailorActor,
} from '../helpers/factories.ts';

interface Item {
  id: number;
  name: string;
  status: string;
  start_date: string;
  start_time: string | null;
}

describe.each(databaseKinds)('reading sailings on %s', (kind) => {
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

  const list = async (query: string, session: Actor | null = null) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/sailings/${query}`,
      headers: bearer(session),
    });
    expectStatus(response, 200);
    return response.json<Item[]>();
  };
  const setStatus = (session: Actor, id: number, status: string) =>
    t.request({
      method: 'PUT',
      url: `/api/sailings/${id}/`,
      headers: bearer(session),
      payload: { id, status },
    });

  describe('the list', () => {
    it('sorts by start date, start time (none last) and id', async () => {
      const own = await makeClubActor(t);
      const late = await createSailing(t, own, { start_date: '2026-06-03', start_time: '19:00' });
      const early = await createSailing(t, own, { start_date: '2026-06-03', start_time: '18:00' });
      const noTime = await createSailing(t, own, { start_date: '2026-06-03', start_time: null });
      const first = await createSailing(t, own, { start_date: '2026-05-01', start_time: '20:00' });
      const twin = await createSailing(t, own, { start_date: '2026-06-03', start_time: '18:00' });
      const items = await list(`?club=${own.slug}`, own);
      expect(items.map((item) => item.id)).toEqual([
        first.id,
        early.id,
        twin.id,
        late.id,
        noTime.id,
      ]);
    });

    it('carries exactly the list fields', async () => {
      const own = await makeClubActor(t, { name: 'Listklubben' });
      const sailing = await createSailing(t, own, { status: 'upcoming' });
      const [item] = await list(`?club=${own.slug}`);
      expect(item).toEqual({
        id: sailing.id,
        club: { id: own.clubId, slug: own.slug, name: 'Listklubben' },
        name: 'Onsdagssegling',
        start_date: '2026-05-13',
        start_time: '18:30:00',
        status: 'upcoming',
        status_label: 'Kommande',
        serie: null,
        course: null,
        description: '',
        reg_status: 'closed',
        verified_result: false,
        is_finished: false,
        competitor_count: 0,
      });
    });

    it('shows unpublished sailings only to their club and staff', async () => {
      const own = await makeClubActor(t);
      const hidden = await createSailing(t, own, { name: 'Dold' });
      const shown = await createSailing(t, own, { name: 'Synlig', status: 'upcoming' });
      const ids = (items: Item[]) => items.map((item) => item.id);
      expect(ids(await list(`?club=${own.slug}`))).toEqual([shown.id]);
      expect(ids(await list(`?club=${own.slug}`, sailor))).toEqual([shown.id]);
      expect(ids(await list(`?club=${own.slug}`, otherClub))).toEqual([shown.id]);
      expect(ids(await list(`?club=${own.slug}`, own)).sort()).toEqual(
        [hidden.id, shown.id].sort(),
      );
      expect(ids(await list(`?club=${own.slug}`, staff)).sort()).toEqual(
        [hidden.id, shown.id].sort(),
      );
      expect(ids(await list('', sailor))).not.toContain(hidden.id);
    });

    it('filters by club, year, series and status (repeated or comma-separated)', async () => {
      const own = await makeClubActor(t);
      const serie = await createSeries(t, own);
      const a = await createSailing(t, own, { start_date: '2025-08-01', status: 'upcoming' });
      const b = await createSailing(t, own, {
        start_date: '2026-04-01',
        status: 'upcoming',
        serie: serie.id,
      });
      const c = await createSailing(t, own, { start_date: '2026-09-01', status: 'upcoming' });
      const d = await createSailing(t, own, { start_date: '2026-12-31', status: 'upcoming' });
      expectStatus(await setStatus(own, c.id, 'finished'), 200);
      expectStatus(await setStatus(own, d.id, 'cancelled'), 200);
      await createSailing(t, otherClub, { start_date: '2026-04-01', status: 'upcoming' });
      const ids = async (query: string) => (await list(query, own)).map((item) => item.id);

      expect(await ids(`?club=${own.slug}`)).toEqual([a.id, b.id, c.id, d.id]);
      expect(await ids(`?club=${own.slug}&year=2026`)).toEqual([b.id, c.id, d.id]);
      expect(await ids(`?club=${own.slug}&year=2025`)).toEqual([a.id]);
      expect(await ids(`?serie=${serie.id}`)).toEqual([b.id]);
      expect(await ids(`?club=${own.slug}&status=finished`)).toEqual([c.id]);
      expect(await ids(`?club=${own.slug}&status=finished&status=cancelled`)).toEqual([c.id, d.id]);
      expect(await ids(`?club=${own.slug}&status=upcoming,cancelled`)).toEqual([a.id, b.id, d.id]);
      expect(await ids('?club=ingen-sadan-klubb')).toEqual([]);
      // Unknown query parameters are ignored, as DRF does.
      expect(await ids(`?club=${own.slug}&_=123`)).toEqual([a.id, b.id, c.id, d.id]);
    });

    it('counts competitors', async () => {
      const own = await makeClubActor(t);
      const sailing = await createSailing(t, own, { status: 'upcoming' });
      await createCompetitor(t, own, sailing.id);
      await createCompetitor(t, own, sailing.id, { name: 'Bo' });
      const [item] = await list(`?club=${own.slug}`);
      expect(item).toMatchObject({ id: sailing.id, competitor_count: 2 });
    });

    it.each([
      ['an unknown status', '?status=klar', { status: ['"klar" är inte ett giltigt val.'] }],
      [
        'a thousand statuses',
        `?status=${'upcoming,'.repeat(1000)}`,
        { status: ['Ange högst 20 statusar.'] },
      ],
      ['a two-digit year', '?year=26', { year: ['Ange ett årtal med fyra siffror (ÅÅÅÅ).'] }],
      ['a non-numeric serie', '?serie=abc', { serie: ['Ange ett giltigt id.'] }],
      ['a malformed club slug', '?club=Ä%20B', { club: ['Endast a–z, 0–9 och bindestreck.'] }],
      [
        'a club slug of 10 000 characters',
        `?club=${'a'.repeat(10_000)}`,
        { club: ['Endast a–z, 0–9 och bindestreck.'] },
      ],
    ])('refuses %s with a field error', async (_label, query, errors) => {
      const response = await t.request({ method: 'GET', url: `/api/sailings/${query}` });
      expectStatus(response, 400);
      expect(response.json()).toEqual(errors);
    });
  });

  describe('the detail', () => {
    it('shows start groups with their competitors, and the ungrouped', async () => {
      const sailing = await createSailing(t, club, { status: 'upcoming' });
      const jolle = await createStartGroup(t, club, sailing.id, {
        name: 'Jolle',
        start_time: '18:40',
      });
      const kolbat = await createStartGroup(t, club, sailing.id, { name: 'Kölbåt' });
      const orjan = await createCompetitor(t, club, sailing.id, {
        name: 'Örjan Lind',
        start_group: jolle.id,
      });
      const ake = await createCompetitor(t, club, sailing.id, {
        name: 'Åke Berg',
        start_group: jolle.id,
      });
      const zara = await createCompetitor(t, club, sailing.id, { name: 'Zara Ek' });
      const response = await t.request({ method: 'GET', url: `/api/sailings/${sailing.id}/` });
      expectStatus(response, 200);
      const body = response.json<{
        competitor_count: number;
        competitors: { id: number; start: string | null }[];
        start_groups: { id: number; name: string; competitors: { id: number }[] }[];
        ungrouped_competitors: { id: number; start: string | null }[];
      }>();
      expect(body.competitor_count).toBe(3);
      // Swedish order: z before å before ö.
      expect(body.competitors.map((c) => c.id)).toEqual([zara.id, ake.id, orjan.id]);
      expect(body.start_groups.map((g) => [g.id, g.name])).toEqual([
        [jolle.id, 'Jolle'],
        [kolbat.id, 'Kölbåt'],
      ]);
      expect(body.start_groups[0]?.competitors.map((c) => c.id)).toEqual([ake.id, orjan.id]);
      expect(body.start_groups[1]?.competitors).toEqual([]);
      expect(body.ungrouped_competitors.map((c) => c.id)).toEqual([zara.id]);
      expect(body.competitors.find((c) => c.id === ake.id)?.start).toBe('18:40:00');
      expect(body.ungrouped_competitors[0]?.start).toBeNull();
    });

    it('hides an unpublished sailing from anonymous callers, sailors and other clubs', async () => {
      const sailing = await createSailing(t, club);
      for (const session of [null, sailor, otherClub]) {
        const response = await t.request({
          method: 'GET',
          url: `/api/sailings/${sailing.id}/`,
          headers: bearer(session),
        });
        expectStatus(response, 404);
        expect(response.json()).toEqual({ detail: 'Hittades inte.' });
      }
      for (const session of [club, staff]) {
        const response = await t.request({
          method: 'GET',
          url: `/api/sailings/${sailing.id}/`,
          headers: bearer(session),
        });
        expectStatus(response, 200);
      }
    });

    it.each(['999999', 'abc', '0', '-1', '1.5', '99999999999'])(
      'answers 404 for the id %s',
      async (id) => {
        const response = await t.request({ method: 'GET', url: `/api/sailings/${id}/` });
        expectStatus(response, 404);
        expect(response.json()).toEqual({ detail: 'Hittades inte.' });
      },
    );
  });
});

describe('the OpenAPI description', () => {
  it('documents the series, sailing, start group and competitor routes', async () => {
    const t = await buildTestApp('sqlite');
    try {
      const response = await t.request({ method: 'GET', url: '/api/openapi.json' });
      expectStatus(response, 200);
      const paths = response.json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>()
        .paths;
      expect(Object.keys(paths)).toEqual(
        expect.arrayContaining([
          '/api/series/',
          '/api/series/{id}/',
          '/api/sailings/',
          '/api/sailings/{id}/',
          '/api/sailings/{id}/copy/',
          '/api/start-groups/',
          '/api/start-groups/{id}/',
          '/api/competitors/',
          '/api/competitors/{id}/',
          '/api/competitors/{id}/update-elapsed-time/',
          '/api/competitors/{id}/create-account/',
        ]),
      );
      expect(paths['/api/sailings/{id}/']?.put?.tags).toEqual(['Seglingar']);
      expect(paths['/api/competitors/{id}/update-elapsed-time/']?.patch?.tags).toEqual([
        'Deltagare',
      ]);
    } finally {
      await t.close();
    }
  });
});

describe.each(databaseKinds)('query counts of sailing reads on %s', (kind) => {
  let t: TestApp;
  const counter = queryCounter();
  beforeAll(async () => {
    t = await buildTestApp(kind, { onQuery: counter.onQuery });
  });
  afterAll(() => t.close());

  function queriesFor(url: string) {
    return counter.count(async () => {
      expectStatus(await t.request({ method: 'GET', url }), 200);
    });
  }

  it('lists with the same number of queries for 1 or 12 sailings', async () => {
    const small = await makeClubActor(t);
    const large = await makeClubActor(t);
    await createSailing(t, small, { status: 'upcoming' });
    for (let i = 0; i < 12; i++) {
      const sailing = await createSailing(t, large, { status: 'upcoming', name: `S${i}` });
      await createCompetitor(t, large, sailing.id);
    }
    const one = await queriesFor(`/api/sailings/?club=${small.slug}`);
    const twelve = await queriesFor(`/api/sailings/?club=${large.slug}`);
    expect(one).toBe(1);
    expect(twelve).toBe(one);
  });

  it('shows a detail with the same number of queries for 1 or 10 competitors', async () => {
    const club = await makeClubActor(t);
    const small = await createSailing(t, club, { status: 'upcoming' });
    await createCompetitor(t, club, small.id);
    const large = await createSailing(t, club, { status: 'upcoming' });
    for (let g = 0; g < 3; g++) {
      const group = await createStartGroup(t, club, large.id, { name: `Grupp ${g}` });
      for (let i = 0; i < 3; i++) {
        await createCompetitor(t, club, large.id, { start_group: group.id, name: `D${g}${i}` });
      }
    }
    await createCompetitor(t, club, large.id);
    const one = await queriesFor(`/api/sailings/${small.id}/`);
    const ten = await queriesFor(`/api/sailings/${large.id}/`);
    // The sailing, its groups, its competitors and their ticked prize categories (issue 32).
    expect(one).toBe(4);
    expect(ten).toBe(one);
  });
});
