import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  insertClub,
  insertSailing,
  insertSailor,
  insertSeries,
  makeClubActor,
  makeSailorActor,
  makeStaffActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

interface Hit {
  type: string;
  id: number;
  title: string;
  subtitle: string;
  url: string;
}

describe.each(databaseKinds)('GET /api/search/ on %s', (kind) => {
  let t: TestApp;
  let ksss: { id: number; slug: string; name: string };
  let varserie: { id: number; name: string };
  const db = () => t.db;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    ksss = await insertClub(db(), {
      slug: 'ksss',
      name: 'Kungliga Svenska Segelsällskapet',
      shortName: 'KSSS',
      city: 'Saltsjöbaden',
    });
    varserie = await insertSeries(db(), { clubId: ksss.id, name: 'KSSS Vårserie' });
    const hostserie = await insertSeries(db(), { clubId: ksss.id, name: 'KSSS Höstserie' });
    await insertSailing(db(), {
      clubId: ksss.id,
      serieId: varserie.id,
      name: 'Vårserie deltävling 1',
      startDate: '2026-05-13',
    });
    // A series is found once one of its sailings is published (visibility.ts).
    await insertSailing(db(), {
      clubId: ksss.id,
      serieId: hostserie.id,
      name: 'Höstserie deltävling 1',
      startDate: '2026-09-02',
    });
  });
  afterAll(() => t.close());

  const search = async (query: string | undefined, token?: string) => {
    const response = await t.request({
      method: 'GET',
      url: '/api/search/',
      query: query === undefined ? {} : { query },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ result_list: Hit[] }>().result_list;
  };
  const keys = (hits: Hit[]) => hits.map((hit) => `${hit.type}:${hit.title}`);

  it('finds a club by a word prefix, with its title, city and SPA path', async () => {
    const hits = await search('kungl');
    expect(hits[0]).toEqual({
      type: 'club',
      id: ksss.id,
      title: 'Kungliga Svenska Segelsällskapet',
      subtitle: 'Klubb · Saltsjöbaden',
      url: '/clubs/ksss',
    });
    // The series and the sailing are indexed with their club's name too, after their own.
    expect(keys(hits)).toEqual([
      'club:Kungliga Svenska Segelsällskapet',
      'series:KSSS Höstserie',
      'series:KSSS Vårserie',
      'sailing:Höstserie deltävling 1',
      'sailing:Vårserie deltävling 1',
    ]);
    expect(await search('KUNGLIGA')).toEqual(hits);
    expect(keys(await search('saltsjö'))).toEqual(['club:Kungliga Svenska Segelsällskapet']);
    expect(await search('  sällskapet ')).toEqual([]);
  });

  it('requires every query word to prefix a word: "ksss vår" finds the spring series', async () => {
    const hits = await search('ksss vår');
    expect(keys(hits)).toEqual(['series:KSSS Vårserie', 'sailing:Vårserie deltävling 1']);
    expect(hits[0]).toEqual({
      type: 'series',
      id: varserie.id,
      title: 'KSSS Vårserie',
      subtitle: 'Serie · Kungliga Svenska Segelsällskapet · 2026',
      url: `/clubs/ksss/series/${varserie.id}`,
    });
    expect(hits[1]).toMatchObject({
      subtitle: 'Segling · ons 13 maj 2026 · Kungliga Svenska Segelsällskapet',
      url: expect.stringMatching(/^\/clubs\/ksss\/sailings\/\d+$/) as string,
    });
    expect(keys(await search('ksss höst'))).toEqual([
      'series:KSSS Höstserie',
      'sailing:Höstserie deltävling 1',
    ]);
    expect(await search('ksss vinter')).toEqual([]);
  });

  it('matches å, ä and ö typed as a, a and o, and the other way round', async () => {
    const club = await insertClub(db(), { name: 'Segelklubben Göta', city: 'Göteborg' });
    const sailor = await insertSailor(db(), {
      firstName: 'Östen',
      lastName: 'Ängström',
      clubId: club.id,
    });
    for (const query of ['osten angstrom', 'Östen Ängström', 'öst ang', 'ÄNGSTRÖM']) {
      expect(await search(query)).toEqual([
        {
          type: 'sailor',
          id: sailor.id,
          title: 'Östen Ängström',
          subtitle: 'Seglare · Segelklubben Göta',
          url: `/sailors/${sailor.slug}`,
        },
      ]);
    }
    expect(keys(await search('vårserie'))).toEqual(keys(await search('varserie')));
  });

  it('ranks exact words first, then earlier words, then club > series > sailing > sailor, then Swedish title order', async () => {
    const club = await insertClub(db(), { name: 'Pelikanerna Segelsällskap' });
    await insertSailor(db(), { firstName: 'Pelle', lastName: 'Pelikan', clubId: club.id });
    const cup = await insertSeries(db(), { clubId: club.id, name: 'Pelikanerna cup' });
    await insertSailing(db(), { clubId: club.id, serieId: cup.id, name: 'Pelikanerna regatta' });
    for (const name of ['Örnen flygrace', 'Zeta flygrace', 'Albatross flygrace']) {
      await insertSailing(db(), { clubId: club.id, name });
    }
    expect(keys(await search('pelikan'))).toEqual([
      // "pelikan" is a whole word of the sailor's name: an exact match ranks first.
      'sailor:Pelle Pelikan',
      // Then prefix matches at the first title word, club before series before sailing.
      'club:Pelikanerna Segelsällskap',
      'series:Pelikanerna cup',
      'sailing:Pelikanerna regatta',
      // Then matches later in the words (the club name indexed with each sailing).
      'sailing:Albatross flygrace',
      'sailing:Zeta flygrace',
      'sailing:Örnen flygrace',
    ]);
    // Equal matches in Swedish order: å, ä, ö after z.
    expect(keys(await search('flygrace'))).toEqual([
      'sailing:Albatross flygrace',
      'sailing:Zeta flygrace',
      'sailing:Örnen flygrace',
    ]);
  });

  it('returns at most 50 results', async () => {
    for (let i = 0; i < 55; i += 1) {
      await insertSailor(db(), { firstName: 'Femtio', lastName: `Gränsson${i}` });
    }
    expect(await search('femtio')).toHaveLength(50);
    expect(await search('femtio gransson1')).toHaveLength(11);
  });

  it('finds nothing for a query under two characters, a missing query or one without letters', async () => {
    for (const query of [undefined, '', ' ', 'k', ' k ', 'å', '!!', '  --  ', '%_', "'; --"]) {
      expect(await search(query)).toEqual([]);
    }
    expect(keys(await search('KS'))).toContain('club:Kungliga Svenska Segelsällskapet');
  });

  it('searches the first six words only', async () => {
    await insertSailor(db(), { firstName: 'Alfa Bravo Charlie', lastName: 'Delta Echo Foxtrot' });
    expect(keys(await search('alfa bravo charlie delta echo foxtrot golf'))).toEqual([
      'sailor:Alfa Bravo Charlie Delta Echo Foxtrot',
    ]);
    expect(await search('golf alfa bravo charlie delta echo foxtrot')).toEqual([]);
  });

  it('answers bad input with a 400 field error or an empty list, never a 5xx', async () => {
    for (const query of ['x'.repeat(10_000), 'ksss '.repeat(21)]) {
      const response = await t.request({ method: 'GET', url: '/api/search/', query: { query } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ query: ['Sökningen får innehålla högst 100 tecken.'] });
    }
    expect(await search('ksss '.repeat(20))).not.toEqual([]);
    const twice = await t.request({ method: 'GET', url: '/api/search/?query=ksss&query=vår' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toHaveProperty('query');
    const unknown = await t.request({ method: 'GET', url: '/api/search/?query=ksss&page=2' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ page: ['Okänt fält.'] });
    // Control characters are refused on both databases (PostgreSQL cannot even compare NUL).
    for (const query of ['ksss\u0000', 'ks\u0007ss']) {
      const response = await t.request({ method: 'GET', url: '/api/search/', query: { query } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ query: ['Texten innehåller otillåtna tecken.'] });
    }
    for (const query of ['🙂⛵ ksss', 'ksss\\', 'ksss%', 'ksss_', 'ﷺ ksss', 'ks\u200bss']) {
      const response = await t.request({ method: 'GET', url: '/api/search/', query: { query } });
      expect(response.statusCode).toBe(200);
    }
    const bytes = await t.request({ method: 'GET', url: '/api/search/?query=%FF%FEks' });
    expect(bytes.statusCode).toBeLessThan(500);
  });

  it('hides unpublished sailings from anonymous users and sailors, not from their club or staff', async () => {
    const owner = await makeClubActor(t);
    const other = await makeClubActor(t);
    const sailing = await insertSailing(db(), {
      clubId: owner.clubId,
      name: 'Hemlighetsregattan',
      status: 'unpublished',
      startDate: '2026-06-04',
    });
    const sailor = await makeSailorActor(t);
    const staff = await makeStaffActor(t);

    expect(await search('hemlighet')).toEqual([]);
    expect(await search('hemlighet', sailor.token)).toEqual([]);
    expect(await search('hemlighet', other.token)).toEqual([]);
    const own = await search('hemlighet', owner.token);
    expect(own).toEqual([
      {
        type: 'sailing',
        id: sailing.id,
        title: 'Hemlighetsregattan',
        subtitle: expect.stringMatching(
          /^Segling · tors 4 juni 2026 · .+ · Opublicerad$/,
        ) as string,
        url: `/clubs/${owner.slug}/sailings/${sailing.id}`,
      },
    ]);
    expect(await search('hemlighet', staff.token)).toEqual(own);

    // Once published, everybody finds it.
    await db()
      .updateTable('sailings')
      .set({ status: 'upcoming' })
      .where('id', '=', sailing.id)
      .execute();
    expect(keys(await search('hemlighet'))).toEqual(['sailing:Hemlighetsregattan']);
  });
});
