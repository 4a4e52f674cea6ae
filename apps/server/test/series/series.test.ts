import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, queryCounter, type TestApp } from '../helpers/build-test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import {
  type Actor,
  bearer,
  type ClubActor,
  countRows,
  createSailing,
  createSeries,
  expectStatus,
  makeClubActor,
  makeSailorActor,
  makeStaffActor,
  recordEvents,
  type SailorActor,
} from '../helpers/factories.ts';

interface SeriesBody {
  id: number;
  name: string;
  status: string;
  first_date: string | null;
  last_date: string | null;
  sailing_count: number;
  sailings: { id: number; status: string; serie: { id: number; name: string } | null }[];
}

describe.each(databaseKinds)('series on %s', (kind) => {
  let t: TestApp;
  let club: ClubActor;
  let otherClub: ClubActor;
  let sailor: SailorActor;
  let staff: Actor;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    club = await makeClubActor(t, { name: 'Segelsällskapet Vågen' });
    otherClub = await makeClubActor(t);
    sailor = await makeSailorActor(t);
    staff = await makeStaffActor(t);
  });
  afterAll(() => t.close());

  const db = () => t.db;
  const post = (session: Actor | null, payload: unknown) =>
    t.request({
      method: 'POST',
      url: '/api/series/',
      headers: bearer(session),
      payload: payload as Record<string, unknown>,
    });
  const put = (session: Actor | null, id: number | string, payload: unknown) =>
    t.request({
      method: 'PUT',
      url: `/api/series/${id}/`,
      headers: bearer(session),
      payload: payload as Record<string, unknown>,
    });
  const remove = (session: Actor | null, id: number | string) =>
    t.request({ method: 'DELETE', url: `/api/series/${id}/`, headers: bearer(session) });
  const get = (id: number | string, session: Actor | null = null) =>
    t.request({ method: 'GET', url: `/api/series/${id}/`, headers: bearer(session) });
  const list = async (query: string, session: Actor | null = null) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/series/${query}`,
      headers: bearer(session),
    });
    expectStatus(response, 200);
    return response.json<SeriesBody[]>();
  };
  const setStatus = (session: Actor, id: number, status: string) =>
    t.request({
      method: 'PUT',
      url: `/api/sailings/${id}/`,
      headers: bearer(session),
      payload: { id, status },
    });
  const storedSeries = (id: number) =>
    db().selectFrom('series').selectAll().where('id', '=', id).executeTakeFirst();

  describe('POST', () => {
    it('creates a series of the club account with the default scoring settings', async () => {
      const response = await post(club, { name: 'Onsdagsserien 2026' });
      expectStatus(response, 201);
      expect(response.json()).toEqual({
        id: expect.any(Number) as number,
        club: { id: club.clubId, slug: club.slug, name: 'Segelsällskapet Vågen' },
        name: 'Onsdagsserien 2026',
        description: '',
        status: 'unpublished',
        first_date: null,
        last_date: null,
        sailing_count: 0,
        sailings: [],
        discard_thresholds: [4],
        dnf_scoring: 'series_entries',
        dnf_points: null,
        rules_edition: '2025',
        round_corrected: 'none',
        scp_places: null,
        penalty_on_tie: 'tied_score',
        entry_fee: null,
        late_fee: null,
        late_from: null,
      });
    });

    it('stores the scoring settings given, and indexes name and club for search', async () => {
      const response = await post(club, {
        name: 'Höstserien',
        description: 'Sex seglingar.',
        discard_thresholds: [3, 6],
        dnf_scoring: 'starting_area',
        rules_edition: '2021',
        round_corrected: 'second',
      });
      expectStatus(response, 201);
      const body = response.json<{ id: number }>();
      expect(body).toMatchObject({
        description: 'Sex seglingar.',
        discard_thresholds: [3, 6],
        dnf_scoring: 'starting_area',
        rules_edition: '2021',
        round_corrected: 'second',
      });
      const words = await db()
        .selectFrom('search_words')
        .select('word')
        .where('entity_type', '=', 'series')
        .where('entity_id', '=', body.id)
        .orderBy('position')
        .execute();
      expect(words.map((row) => row.word)).toEqual(['hostserien', 'segelsallskapet', 'vagen']);
    });

    it('stores Sailwave scoring options: DNF as starting area + N or fixed, SCP as places', async () => {
      const plus = await post(club, {
        name: 'Onsdagar',
        dnf_scoring: 'starting_area_plus',
        dnf_points: 2,
        scp_places: 3,
        penalty_on_tie: 'finishing_place',
      });
      expectStatus(plus, 201);
      expect(plus.json()).toMatchObject({
        dnf_scoring: 'starting_area_plus',
        dnf_points: 2,
        scp_places: 3,
        penalty_on_tie: 'finishing_place',
      });
      const fixed = await post(club, { name: 'Torsdagar', dnf_scoring: 'fixed', dnf_points: 30 });
      expectStatus(fixed, 201);
      expect(fixed.json()).toMatchObject({ dnf_scoring: 'fixed', dnf_points: 30 });
      // A number beside a scoring that takes none is not kept.
      const plain = await post(club, {
        name: 'Fredagar',
        dnf_scoring: 'starting_area',
        dnf_points: 5,
      });
      expect(plain.json()).toMatchObject({ dnf_scoring: 'starting_area', dnf_points: null });
    });

    it('takes discard thresholds from form text, and an empty list', async () => {
      const text = await post(club, { name: 'Text', discard_thresholds: '4, 8' });
      expect(text.json()).toMatchObject({ discard_thresholds: [4, 8] });
      const none = await post(club, { name: 'Inga', discard_thresholds: [] });
      expect(none.json()).toMatchObject({ discard_thresholds: [] });
    });

    it('lets staff create for a club they name, and only then', async () => {
      const missing = await post(staff, { name: 'Utan klubb' });
      expectStatus(missing, 400);
      expect(missing.json()).toEqual({ club: ['Detta fält är obligatoriskt.'] });
      const unknown = await post(staff, { name: 'Okänd klubb', club: 999_999 });
      expect(unknown.json()).toEqual({ club: ['Klubben finns inte.'] });
      const response = await post(staff, { name: 'Av admin', club: otherClub.clubId });
      expectStatus(response, 201);
      expect(response.json()).toMatchObject({ club: { id: otherClub.clubId } });
    });

    it('answers 401 to anonymous callers and 403 to sailors and other clubs', async () => {
      const before = await countRows(t, 'series');
      expectStatus(await post(null, { name: 'x' }), 401);
      expectStatus(await post(null, { name: '' }), 401);
      expectStatus(await post(sailor, { name: 'x' }), 403);
      expectStatus(await post(club, { name: 'x', club: otherClub.clubId }), 403);
      expect(await countRows(t, 'series')).toBe(before);
    });

    const THRESHOLDS = [
      'Ange antalet seglingar för varje borträkning som strikt stigande positiva heltal, t.ex. [4, 8].',
    ];
    it.each([
      ['no name', {}, { name: ['Detta fält är obligatoriskt.'] }],
      [
        'a name of 10 000 characters',
        { name: 'x'.repeat(10_000) },
        { name: ['Se till att detta fält inte har fler än 200 tecken.'] },
      ],
      [
        'a description of 10 000 characters',
        { name: 'x', description: 'y'.repeat(10_000) },
        { description: ['Se till att detta fält inte har fler än 5000 tecken.'] },
      ],
      [
        'repeated thresholds',
        { name: 'x', discard_thresholds: [4, 4] },
        { discard_thresholds: THRESHOLDS },
      ],
      [
        'decreasing thresholds',
        { name: 'x', discard_thresholds: [8, 4] },
        { discard_thresholds: THRESHOLDS },
      ],
      [
        'a zero threshold',
        { name: 'x', discard_thresholds: [0] },
        { discard_thresholds: THRESHOLDS },
      ],
      [
        'a fractional threshold',
        { name: 'x', discard_thresholds: [2.5] },
        { discard_thresholds: THRESHOLDS },
      ],
      [
        'thresholds as text words',
        { name: 'x', discard_thresholds: 'fyra' },
        { discard_thresholds: THRESHOLDS },
      ],
      [
        'thresholds as a number',
        { name: 'x', discard_thresholds: 4 },
        { discard_thresholds: THRESHOLDS },
      ],
      [
        'an unknown dnf_scoring',
        { name: 'x', dnf_scoring: 'dnc' },
        { dnf_scoring: ['"dnc" är inte ett giltigt val.'] },
      ],
      [
        'a fixed DNF score without its points',
        { name: 'x', dnf_scoring: 'fixed' },
        { dnf_points: ['Ange poängen som ett heltal från 1 till 1000.'] },
      ],
      [
        'DNF points of 0',
        { name: 'x', dnf_scoring: 'starting_area_plus', dnf_points: 0 },
        { dnf_points: ['Ange poängen som ett heltal från 1 till 1000.'] },
      ],
      [
        'DNF points as text',
        { name: 'x', dnf_scoring: 'fixed', dnf_points: 'tio' },
        { dnf_points: ['Ange poängen som ett heltal från 1 till 1000.'] },
      ],
      [
        'SCP places of 1.5',
        { name: 'x', scp_places: 1.5 },
        { scp_places: ['Ange antalet placeringar som ett heltal från 1 till 1000.'] },
      ],
      [
        'SCP places above the limit',
        { name: 'x', scp_places: 1001 },
        { scp_places: ['Ange antalet placeringar som ett heltal från 1 till 1000.'] },
      ],
      [
        'an unknown penalty on a tie',
        { name: 'x', penalty_on_tie: 'average' },
        { penalty_on_tie: ['"average" är inte ett giltigt val.'] },
      ],
      [
        'an unknown rules edition',
        { name: 'x', rules_edition: '2017' },
        { rules_edition: ['"2017" är inte ett giltigt val.'] },
      ],
      [
        'an unknown rounding',
        { name: 'x', round_corrected: 'minute' },
        { round_corrected: ['"minute" är inte ett giltigt val.'] },
      ],
      ['an unknown field', { name: 'x', status: 'ongoing' }, { status: ['Okänt fält.'] }],
      ['a non-numeric club', { name: 'x', club: 'ksss' }, { club: ['Ange ett giltigt id.'] }],
    ])('refuses %s and creates nothing', async (_label, payload, errors) => {
      const before = await countRows(t, 'series');
      const response = await post(club, payload);
      expectStatus(response, 400);
      expect(response.json()).toEqual(errors);
      expect(await countRows(t, 'series')).toBe(before);
    });
  });

  describe('GET', () => {
    it('derives status, dates and count from the sailings, listed in date order', async () => {
      const own = await makeClubActor(t);
      const serie = await createSeries(t, own, { name: 'Vårserien' });
      const third = await createSailing(t, own, {
        serie: serie.id,
        start_date: '2026-05-27',
        status: 'upcoming',
      });
      const first = await createSailing(t, own, {
        serie: serie.id,
        start_date: '2026-05-13',
        status: 'upcoming',
      });
      const second = await createSailing(t, own, {
        serie: serie.id,
        start_date: '2026-05-20',
        status: 'upcoming',
      });
      const upcoming = (await get(serie.id)).json<SeriesBody>();
      expect(upcoming).toMatchObject({
        status: 'upcoming',
        first_date: '2026-05-13',
        last_date: '2026-05-27',
        sailing_count: 3,
      });
      expect(upcoming.sailings.map((s) => s.id)).toEqual([first.id, second.id, third.id]);
      expect(upcoming.sailings[0]?.serie).toEqual({ id: serie.id, name: 'Vårserien' });

      expectStatus(await setStatus(own, first.id, 'finished'), 200);
      expect((await get(serie.id)).json()).toMatchObject({ status: 'ongoing' });
      expectStatus(await setStatus(own, second.id, 'finished'), 200);
      expectStatus(await setStatus(own, third.id, 'cancelled'), 200);
      expect((await get(serie.id)).json()).toMatchObject({ status: 'finished' });
    });

    it('shows only published sailings to the public, and hides a series without any', async () => {
      const own = await makeClubActor(t);
      const serie = await createSeries(t, own);
      const draft = await createSailing(t, own, { serie: serie.id, start_date: '2026-04-01' });
      expectStatus(await get(serie.id), 404);
      expectStatus(await get(serie.id, sailor), 404);
      expectStatus(await get(serie.id, otherClub), 404);
      expect((await get(serie.id, own)).json()).toMatchObject({
        status: 'unpublished',
        sailing_count: 1,
      });
      expectStatus(await get(serie.id, staff), 200);
      expect((await list(`?club=${own.slug}`)).map((s) => s.id)).toEqual([]);

      const shown = await createSailing(t, own, {
        serie: serie.id,
        start_date: '2026-06-01',
        status: 'upcoming',
      });
      const publicView = (await get(serie.id)).json<SeriesBody>();
      expect(publicView).toMatchObject({
        status: 'upcoming',
        sailing_count: 1,
        first_date: '2026-06-01',
        last_date: '2026-06-01',
      });
      expect(publicView.sailings.map((s) => s.id)).toEqual([shown.id]);
      const ownView = (await get(serie.id, own)).json<SeriesBody>();
      expect(ownView.sailings.map((s) => s.id)).toEqual([draft.id, shown.id]);
      expect(ownView).toMatchObject({ first_date: '2026-04-01', sailing_count: 2 });
    });

    it('lists a club’s series newest first, then by name in Swedish order', async () => {
      const own = await makeClubActor(t);
      const add = async (name: string, date: string | null) => {
        const serie = await createSeries(t, own, { name });
        if (date)
          await createSailing(t, own, { serie: serie.id, start_date: date, status: 'upcoming' });
        return serie.id;
      };
      const old = await add('Gammal', '2025-05-01');
      const zeta = await add('Zeta', '2026-05-01');
      const ake = await add('Åke-pokalen', '2026-05-01');
      const alfa = await add('Alfa', '2026-05-01');
      const planned = await add('Planerad', null);
      await createSeries(t, otherClub, { name: 'Annan klubb' });
      expect((await list(`?club=${own.slug}`, own)).map((s) => s.id)).toEqual([
        planned,
        alfa,
        zeta,
        ake,
        old,
      ]);
      // The planned series has no published sailing: the public does not see it.
      expect((await list(`?club=${own.slug}`)).map((s) => s.id)).toEqual([alfa, zeta, ake, old]);
    });

    it('lists every club’s visible series without a filter', async () => {
      const a = await makeClubActor(t);
      const b = await makeClubActor(t);
      const sa = await createSeries(t, a);
      const sb = await createSeries(t, b);
      await createSailing(t, a, { serie: sa.id, status: 'upcoming' });
      await createSailing(t, b, { serie: sb.id, status: 'upcoming' });
      const ids = (await list('')).map((s) => s.id);
      expect(ids).toContain(sa.id);
      expect(ids).toContain(sb.id);
    });

    it('refuses a malformed club filter', async () => {
      const response = await t.request({ method: 'GET', url: '/api/series/?club=%3Cscript%3E' });
      expectStatus(response, 400);
      expect(response.json()).toEqual({ club: ['Endast a–z, 0–9 och bindestreck.'] });
      expect(await list('?club=finns-inte')).toEqual([]);
    });

    it.each(['987654', 'abc', '0', '-2'])('answers 404 for the id %s', async (id) => {
      const response = await get(id);
      expectStatus(response, 404);
      expect(response.json()).toEqual({ detail: 'Hittades inte.' });
    });
  });

  describe('PUT', () => {
    it('changes the fields given and answers what the client reads', async () => {
      const serie = await createSeries(t, club, { name: 'Före' });
      await createSailing(t, club, { serie: serie.id, start_date: '2026-08-01' });
      const response = await put(club, serie.id, {
        name: 'Efter',
        discard_thresholds: [5],
        dnf_scoring: 'starting_area',
      });
      expectStatus(response, 200);
      expect(response.json()).toMatchObject({
        id: serie.id,
        name: 'Efter',
        status: 'unpublished',
        first_date: '2026-08-01',
        last_date: '2026-08-01',
        sailing_count: 1,
        discard_thresholds: [5],
        dnf_scoring: 'starting_area',
        rules_edition: '2025',
      });
    });

    it('keeps DNF points across changes and refuses a scoring that lacks them', async () => {
      const serie = await createSeries(t, club, { name: 'Poäng' });
      const missing = await put(club, serie.id, { dnf_scoring: 'fixed' });
      expectStatus(missing, 400);
      expect(missing.json()).toEqual({
        dnf_points: ['Ange poängen som ett heltal från 1 till 1000.'],
      });
      expect(await storedSeries(serie.id)).toMatchObject({
        dnf_scoring: 'series_entries',
        dnf_points: null,
      });
      expectStatus(await put(club, serie.id, { dnf_scoring: 'fixed', dnf_points: 12 }), 200);
      // Changing the points alone keeps the scoring; the base alone keeps the points.
      const points = await put(club, serie.id, { dnf_points: 14 });
      expect(points.json()).toMatchObject({ dnf_scoring: 'fixed', dnf_points: 14 });
      const base = await put(club, serie.id, { dnf_scoring: 'starting_area_plus' });
      expect(base.json()).toMatchObject({ dnf_scoring: 'starting_area_plus', dnf_points: 14 });
      const back = await put(club, serie.id, { dnf_scoring: 'series_entries', scp_places: 2 });
      expect(back.json()).toMatchObject({
        dnf_scoring: 'series_entries',
        dnf_points: null,
        scp_places: 2,
      });
    });

    it('renames the series in its sailings and their search words, and announces them', async () => {
      const serie = await createSeries(t, club, { name: 'Gammalt namn' });
      const sailing = await createSailing(t, club, { serie: serie.id });
      const events = recordEvents(t);
      try {
        expectStatus(await put(club, serie.id, { name: 'Kräftskivepokalen' }), 200);
        expect(events.seen).toEqual([
          { type: 'sailing.changed', event: { sailingId: sailing.id } },
        ]);
      } finally {
        events.stop();
      }
      const detail = await t.request({
        method: 'GET',
        url: `/api/sailings/${sailing.id}/`,
        headers: bearer(club),
      });
      expect(detail.json()).toMatchObject({ serie: { id: serie.id, name: 'Kräftskivepokalen' } });
      const words = await db()
        .selectFrom('search_words')
        .select('word')
        .where('entity_type', '=', 'sailing')
        .where('entity_id', '=', sailing.id)
        .execute();
      expect(words.map((row) => row.word)).toContain('kraftskivepokalen');
      expect(words.map((row) => row.word)).not.toContain('gammalt');
    });

    it('announces new results for the sailings when scoring settings change', async () => {
      const serie = await createSeries(t, club);
      const sailing = await createSailing(t, club, { serie: serie.id });
      const events = recordEvents(t);
      try {
        expectStatus(await put(club, serie.id, { rules_edition: '2021' }), 200);
        expect(events.seen).toEqual([
          { type: 'results.changed', event: { sailingId: sailing.id } },
        ]);
      } finally {
        events.stop();
      }
    });

    it('refuses bad input and changes nothing', async () => {
      const serie = await createSeries(t, club);
      const before = await storedSeries(serie.id);
      for (const [payload, errors] of [
        [{ name: '' }, { name: ['Detta fält får inte vara tomt.'] }],
        [
          { discard_thresholds: [3, 2] },
          {
            discard_thresholds: [
              'Ange antalet seglingar för varje borträkning som strikt stigande positiva heltal, t.ex. [4, 8].',
            ],
          },
        ],
        [{ club: otherClub.clubId }, { club: ['En serie kan inte flyttas till en annan klubb.'] }],
        [{ id: serie.id + 1 }, { id: ['Id i formuläret stämmer inte med seriens id.'] }],
      ] as const) {
        const response = await put(club, serie.id, payload);
        expectStatus(response, 400);
        expect(response.json()).toEqual(errors);
      }
      expect(await storedSeries(serie.id)).toEqual(before);
    });

    it('answers 401, 403 and 404 as it should, and lets staff change it', async () => {
      const serie = await createSeries(t, club);
      await createSailing(t, club, { serie: serie.id, status: 'upcoming' });
      const hidden = await createSeries(t, club);
      expectStatus(await put(null, serie.id, { name: 'x' }), 401);
      expectStatus(await put(sailor, serie.id, { name: 'x' }), 403);
      expectStatus(await put(otherClub, serie.id, { name: 'x' }), 403);
      expectStatus(await put(otherClub, hidden.id, { name: 'x' }), 404);
      expectStatus(await put(club, 'abc', { name: 'x' }), 404);
      expect((await storedSeries(serie.id))?.name).toBe('Onsdagsserien');
      expectStatus(await put(staff, serie.id, { name: 'Av admin' }), 200);
    });
  });

  describe('DELETE', () => {
    it('deletes the series; its sailings stay without one', async () => {
      const serie = await createSeries(t, club);
      const sailing = await createSailing(t, club, { serie: serie.id });
      const events = recordEvents(t);
      try {
        const response = await remove(club, serie.id);
        expectStatus(response, 204);
        expect(events.seen).toEqual([
          { type: 'sailing.changed', event: { sailingId: sailing.id } },
        ]);
      } finally {
        events.stop();
      }
      expect(await storedSeries(serie.id)).toBeUndefined();
      const detail = await t.request({
        method: 'GET',
        url: `/api/sailings/${sailing.id}/`,
        headers: bearer(club),
      });
      expectStatus(detail, 200);
      expect(detail.json()).toMatchObject({ serie: null });
      const words = await db()
        .selectFrom('search_words')
        .select('entity_id')
        .where('entity_type', '=', 'series')
        .where('entity_id', '=', serie.id)
        .execute();
      expect(words).toEqual([]);
    });

    it('answers 401, 403 and 404 as it should, and lets staff delete', async () => {
      const serie = await createSeries(t, club);
      await createSailing(t, club, { serie: serie.id, status: 'upcoming' });
      expectStatus(await remove(null, serie.id), 401);
      expectStatus(await remove(sailor, serie.id), 403);
      expectStatus(await remove(otherClub, serie.id), 403);
      expectStatus(await remove(club, 987_654), 404);
      expect(await storedSeries(serie.id)).toBeDefined();
      expectStatus(await remove(staff, serie.id), 204);
      expect(await storedSeries(serie.id)).toBeUndefined();
    });
  });
});

describe.each(databaseKinds)('query counts of series reads on %s', (kind) => {
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

  it('lists and shows series with a fixed number of queries', async () => {
    const small = await makeClubActor(t);
    const large = await makeClubActor(t);
    const one = await createSeries(t, small);
    await createSailing(t, small, { serie: one.id, status: 'upcoming' });
    let big = one;
    for (let i = 0; i < 5; i++) {
      big = await createSeries(t, large, { name: `Serie ${i}` });
      for (let j = 0; j < 3; j++) {
        await createSailing(t, large, { serie: big.id, status: 'upcoming', name: `S${i}${j}` });
      }
    }
    const listOne = await queriesFor(`/api/series/?club=${small.slug}`);
    const listMany = await queriesFor(`/api/series/?club=${large.slug}`);
    expect(listOne).toBe(2);
    expect(listMany).toBe(listOne);
    const detailOne = await queriesFor(`/api/series/${one.id}/`);
    const detailMany = await queriesFor(`/api/series/${big.id}/`);
    expect(detailOne).toBe(2);
    expect(detailMany).toBe(detailOne);
  });
});
