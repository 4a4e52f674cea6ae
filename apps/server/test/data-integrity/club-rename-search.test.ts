import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  createSailing,
  createSeries,
  expectStatus,
  makeClubActor,
  type ClubActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

interface Hit {
  type: string;
  id: number;
  title: string;
}

/**
 * A sailing's and a series' search words include their club's name, so renaming the club must
 * rewrite them (in the rename's transaction), as it already did for the club's members.
 */
describe.each(databaseKinds)('club rename and search words on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const search = async (query: string) => {
    const response = await t.request({ method: 'GET', url: '/api/search/', query: { query } });
    expectStatus(response, 200);
    return response.json<{ result_list: Hit[] }>().result_list;
  };
  const keys = (hits: Hit[]) => hits.map((hit) => `${hit.type}:${hit.id}`).sort();

  /** A club with a series and a published sailing in it, made through the API. */
  async function clubWithSailing(name: string) {
    const club = await makeClubActor(t, { name });
    const series = await createSeries(t, club, { name: 'Vårserien' });
    const sailing = await createSailing(t, club, {
      name: 'Deltävling ett',
      start_date: '2026-05-13',
      start_time: '18:30',
      serie: series.id,
      status: 'upcoming',
    });
    return { club, seriesId: series.id, sailingId: sailing.id };
  }

  const patchClub = async (club: ClubActor, payload: Record<string, unknown>) => {
    const response = await t.request({
      method: 'PATCH',
      url: `/api/clubs/${club.slug}/`,
      headers: club.headers,
      payload,
    });
    expectStatus(response, 200);
  };
  const rename = (club: ClubActor, name: string) => patchClub(club, { name });

  /** Each entity's words in order, as `type:id` → `word@position…`. */
  async function wordsOf(type: 'sailing' | 'series', id: number) {
    const rows = await t.db
      .selectFrom('search_words')
      .select(['word', 'position'])
      .where('entity_type', '=', type)
      .where('entity_id', '=', id)
      .orderBy('position')
      .execute();
    return rows.map((row) => `${row.word}@${row.position}`);
  }

  it('finds the sailings and series by the new name, no longer by the old one', async () => {
    const { club, seriesId, sailingId } = await clubWithSailing('Alfasunds Båtklubb');
    expect(keys(await search('alfasunds'))).toEqual(
      keys([
        { type: 'club', id: club.clubId, title: '' },
        { type: 'series', id: seriesId, title: '' },
        { type: 'sailing', id: sailingId, title: '' },
      ]),
    );

    await rename(club, 'Betavikens Segelsällskap');

    expect(keys(await search('betavikens'))).toEqual(
      keys([
        { type: 'club', id: club.clubId, title: '' },
        { type: 'series', id: seriesId, title: '' },
        { type: 'sailing', id: sailingId, title: '' },
      ]),
    );
    // A query mixing the club's new name with the sailing's own words, as users type it.
    expect(keys(await search('betavikens deltävling'))).toEqual([`sailing:${sailingId}`]);
    expect(keys(await search('betavikens vårserien'))).toEqual(
      [`sailing:${sailingId}`, `series:${seriesId}`].sort(),
    );
    expect(await search('alfasunds')).toEqual([]);
  });

  it('leaves the words exactly as a club created under the new name has them', async () => {
    const renamed = await clubWithSailing('Gammaholms Kappseglare');
    await rename(renamed.club, 'Deltafjärdens Seglarklubb');
    const fresh = await clubWithSailing('Deltafjärdens Seglarklubb');

    expect(await wordsOf('sailing', renamed.sailingId)).toEqual(
      await wordsOf('sailing', fresh.sailingId),
    );
    expect(await wordsOf('series', renamed.seriesId)).toEqual(
      await wordsOf('series', fresh.seriesId),
    );
    expect(await wordsOf('sailing', renamed.sailingId)).not.toContain('gammaholms@2');
  });

  it('leaves the sailings and series alone when only the city changes', async () => {
    const { club, sailingId } = await clubWithSailing('Epsilonvikens SS');
    const before = await wordsOf('sailing', sailingId);
    await patchClub(club, { city: 'Zetaby' });
    expect(await wordsOf('sailing', sailingId)).toEqual(before);
    expect(keys(await search('zetaby'))).toEqual([`club:${club.clubId}`]);
  });

  it('re-indexes a club with more sailings than one statement may carry', async () => {
    const club = await makeClubActor(t, { name: 'Etaholmens Båtsällskap' });
    const now = new Date().toISOString();
    const rows = Array.from({ length: 620 }, (_, i) => ({
      club_id: club.clubId,
      serie_id: null,
      course_id: null,
      name: `Kvällssegling ${i + 1}`,
      start_date: '2026-06-01',
      start_time: '18:30:00',
      status: 'upcoming' as const,
      verified_result: false,
      is_finished: false,
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < rows.length; i += 100) {
      await t.db
        .insertInto('sailings')
        .values(rows.slice(i, i + 100))
        .execute();
    }
    await rename(club, 'Thetaudds Segelklubb');
    const count = async (word: string) =>
      Number(
        (
          await t.db
            .selectFrom('search_words')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('entity_type', '=', 'sailing')
            .where('word', '=', word)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('thetaudds')).toBe(620);
    expect(await count('kvallssegling')).toBe(620);
    expect(await count('etaholmens')).toBe(0);
  });
});
