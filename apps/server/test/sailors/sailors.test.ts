import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  type Actor,
  insertSailor,
  makeClubActor,
  makeSailorActor,
  makeStaffActor,
  multipartRequest,
  searchWordsOf,
  webpImage,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

interface SailorBody {
  id: number;
  slug: string;
  first_name: string;
  last_name: string;
  club: { id: number; slug: string; name: string } | null;
  picture: string | null;
  user: number | null;
  birth_year?: number | null;
}

describe.each(databaseKinds)('sailors on %s', (kind) => {
  let t: TestApp;
  let staff: Actor;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    staff = await makeStaffActor(t);
  });
  afterAll(() => t.close());

  const patch = (id: number | string, payload: unknown, headers: Record<string, string> = {}) =>
    t.request({
      method: 'PATCH',
      url: `/api/sailors/${id}/`,
      payload: payload as Record<string, unknown>,
      headers,
    });
  const getSailor = async (id: number | string) =>
    (await t.request({ method: 'GET', url: `/api/sailors/${id}/` })).json<SailorBody>();
  const listNames = async (query: string) =>
    (await t.request({ method: 'GET', url: `/api/sailors/${query}` }))
      .json<SailorBody[]>()
      .map((sailor) => `${sailor.first_name} ${sailor.last_name}`);

  it('lets a sailor edit their own profile, and indexes it for search', async () => {
    const club = await makeClubActor(t, { name: 'Segelsällskapet Vågen' });
    const me = await makeSailorActor(t);
    const response = await patch(
      me.sailorId,
      { first_name: ' Åsa ', last_name: 'Öberg', club: club.clubId },
      me.headers,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<SailorBody>();
    expect(body).toEqual({
      id: me.sailorId,
      slug: expect.any(String) as string,
      first_name: 'Åsa',
      last_name: 'Öberg',
      club: { id: club.clubId, slug: club.slug, name: 'Segelsällskapet Vågen' },
      picture: null,
      user: me.userId,
      // Hers alone (issue 32): the public profile leaves it out.
      birth_year: null,
    });
    const { birth_year: _ownOnly, ...publicProfile } = body;
    expect(await getSailor(body.slug)).toEqual(publicProfile);
    expect(await getSailor(me.sailorId)).toEqual(publicProfile);
    expect(await searchWordsOf(t, 'sailor', me.sailorId)).toEqual([
      'asa',
      'oberg',
      'segelsallskapet',
      'vagen',
    ]);

    const leave = await patch(me.sailorId, { club: '' }, me.headers);
    expect(leave.json<SailorBody>().club).toBeNull();
    expect(await searchWordsOf(t, 'sailor', me.sailorId)).toEqual(['asa', 'oberg']);
  });

  it('takes a picture as multipart and removes it with an empty value', async () => {
    const me = await makeSailorActor(t);
    const response = await multipartRequest(
      t,
      { method: 'PATCH', url: `/api/sailors/${me.sailorId}/`, headers: me.headers },
      {
        first_name: 'Bo',
        picture: { filename: 'jag.webp', contentType: 'image/webp', data: await webpImage() },
      },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<SailorBody>();
    expect(body.first_name).toBe('Bo');
    expect(body.picture).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
    const removed = await multipartRequest(
      t,
      { method: 'PATCH', url: `/api/sailors/${me.sailorId}/`, headers: me.headers },
      { picture: '' },
    );
    expect(removed.json<SailorBody>().picture).toBeNull();
  });

  it.each([
    [
      'a blank first name',
      { first_name: '  ' },
      { first_name: ['Detta fält får inte vara tomt.'] },
    ],
    [
      'a name of 10 000 characters',
      { last_name: 'x'.repeat(10_000) },
      { last_name: ['Se till att detta fält inte har fler än 100 tecken.'] },
    ],
    ['an unknown club', { club: 99999999 }, { club: ['Klubben finns inte.'] }],
    [
      'a club id beyond any id',
      { club: '9999999999' },
      { club: ['Ange ett giltigt id, eller lämna fältet tomt.'] },
    ],
    [
      'a club slug for a club id',
      { club: 'ksss' },
      { club: ['Ange ett giltigt id, eller lämna fältet tomt.'] },
    ],
    [
      'text for a picture',
      { picture: 'bild.png' },
      {
        picture: [
          'Skicka en bildfil (PNG, JPEG eller WebP), eller en tom text för att ta bort bilden.',
        ],
      },
    ],
    ['a new slug', { slug: 'ny' }, { slug: ['Okänt fält.'] }],
    [
      'a NUL character',
      { first_name: 'Å\u0000' },
      { first_name: ['Texten innehåller otillåtna tecken.'] },
    ],
    ['a user link', { user: 1 }, { user: ['Okänt fält.'] }],
  ])('refuses %s and changes nothing', async (_label, payload, errors) => {
    const me = await makeSailorActor(t, { firstName: 'Kvar', lastName: 'Som förut' });
    const before = await getSailor(me.sailorId);
    const response = await patch(me.sailorId, payload, me.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
    expect(await getSailor(me.sailorId)).toEqual(before);
  });

  it('keeps profiles to their sailor, staff, and a club for its account-less skippers', async () => {
    const club = await makeClubActor(t);
    const other = await makeClubActor(t);
    const member = await makeSailorActor(t, { club: club.clubId });
    const someoneElse = await makeSailorActor(t);
    const url = member.sailorId;
    expect((await patch(url, { first_name: 'A' })).statusCode).toBe(401);
    const bySailor = await patch(url, { first_name: 'A' }, someoneElse.headers);
    expect(bySailor.statusCode).toBe(403);
    expect(bySailor.json()).toEqual({ detail: 'Du kan bara ändra din egen seglarprofil.' });
    // A member with an account keeps their profile to themselves, even from their club.
    expect((await patch(url, { first_name: 'A' }, club.headers)).statusCode).toBe(403);
    expect((await getSailor(url)).first_name).toBe('');
    expect((await patch(url, { first_name: 'Admin' }, staff.headers)).statusCode).toBe(200);

    const { id: skipper } = await insertSailor(t.db, {
      firstName: 'Utan',
      lastName: 'Konto',
      clubId: club.clubId,
    });
    expect((await patch(skipper, { last_name: 'Ändrad' }, other.headers)).statusCode).toBe(403);
    const byClub = await patch(skipper, { last_name: 'Ändrad' }, club.headers);
    expect(byClub.statusCode).toBe(200);
    expect(byClub.json()).toMatchObject({ last_name: 'Ändrad', user: null });
  });

  it('answers 404 for unknown sailors', async () => {
    const me = await makeSailorActor(t);
    for (const id of ['99999999', 'finns-inte', '0', '-1', '9999999999', 'a%00b', 'x'.repeat(99)]) {
      expect((await t.request({ method: 'GET', url: `/api/sailors/${id}/` })).statusCode).toBe(404);
      expect((await patch(id, { first_name: 'A' }, me.headers)).statusCode).toBe(404);
    }
  });

  it('filters the list by name prefix, in any case and with å/ä/ö as a/a/o', async () => {
    const club = await makeClubActor(t, { name: 'Karlskrona SS' });
    const names: [string, string][] = [
      ['Åke', 'Ärlig'],
      ['Ake', 'Andersson'],
      ['Karin', 'Larsson'],
      ['Anna', 'Karlsson'],
      ['Örjan', 'Ek'],
    ];
    for (const [firstName, lastName] of names) {
      const sailor = await makeSailorActor(t, { club: club.clubId });
      await patch(sailor.sailorId, { first_name: firstName, last_name: lastName }, sailor.headers);
    }
    const clubQuery = `&club=${club.slug}`;
    expect(await listNames(`?query=ÅKE${clubQuery}`)).toEqual(['Ake Andersson', 'Åke Ärlig']);
    expect(await listNames(`?query=ake${clubQuery}`)).toEqual(['Ake Andersson', 'Åke Ärlig']);
    expect(await listNames(`?query=kar${clubQuery}`)).toEqual(['Anna Karlsson', 'Karin Larsson']);
    expect(await listNames(`?query=karin%20lar${clubQuery}`)).toEqual(['Karin Larsson']);
    expect(await listNames(`?query=orj${clubQuery}`)).toEqual(['Örjan Ek']);
    // The club's name is no part of a sailor's name.
    expect(await listNames(`?query=karlskrona${clubQuery}`)).toEqual([]);
    expect(await listNames(`?query=arl${clubQuery}`)).toEqual(['Åke Ärlig']);
    expect(await listNames(`?query=%3F%21${clubQuery}`)).toEqual([]);
    expect(await listNames(`?club=${club.slug}`)).toEqual([
      'Ake Andersson',
      'Örjan Ek',
      'Anna Karlsson',
      'Karin Larsson',
      'Åke Ärlig',
    ]);
    expect(await listNames('?club=finns-inte')).toEqual([]);
    const nul = await t.request({ method: 'GET', url: '/api/sailors/?query=a%00&club=a%00b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({
      query: ['Texten innehåller otillåtna tecken.'],
      club: ['Texten innehåller otillåtna tecken.'],
    });
    const tooLong = await t.request({
      method: 'GET',
      url: `/api/sailors/?query=${'a'.repeat(101)}`,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      query: ['Se till att detta fält inte har fler än 100 tecken.'],
    });
  });

  it('lists a club’s members by last name, leaves out the nameless, 404 for an unknown club', async () => {
    const club = await makeClubActor(t);
    const unnamed = await makeSailorActor(t, { club: club.clubId });
    await makeSailorActor(t, { club: club.clubId, firstName: 'Östen', lastName: 'Zetterlund' });
    await makeSailorActor(t, { club: club.clubId, firstName: 'Alva', lastName: 'Åberg' });
    await makeSailorActor(t, { club: club.clubId, firstName: 'Bara', lastName: '' });
    await makeSailorActor(t, { firstName: 'Inte', lastName: 'Medlem' });
    const response = await t.request({ method: 'GET', url: `/api/clubs/${club.slug}/sailors/` });
    expect(response.statusCode).toBe(200);
    const sailors = response.json<SailorBody[]>();
    // Issue 13: a profile without a name is no one to list; one name is enough.
    expect(sailors.map((sailor) => sailor.last_name)).toEqual(['', 'Zetterlund', 'Åberg']);
    expect(sailors.map((sailor) => sailor.id)).not.toContain(unnamed.sailorId);
    expect(sailors[1]!.club).toEqual({
      id: club.clubId,
      slug: club.slug,
      name: expect.any(String) as string,
    });
    const unknown = await t.request({ method: 'GET', url: '/api/clubs/finns-inte/sailors/' });
    expect(unknown.statusCode).toBe(404);
  });

  it('leaves nameless profiles out of /api/sailors/ and out of search, until they are named', async () => {
    const club = await makeClubActor(t, { name: 'Namnlösa Seglare' });
    const nameless = await makeSailorActor(t, { club: club.clubId });
    const everyone = async () =>
      (await t.request({ method: 'GET', url: '/api/sailors/' }))
        .json<SailorBody[]>()
        .map((sailor) => sailor.id);
    const clubList = async () =>
      (await t.request({ method: 'GET', url: `/api/sailors/?club=${club.slug}` }))
        .json<SailorBody[]>()
        .map((sailor) => sailor.id);
    const searchHits = async (query: string) =>
      (await t.request({ method: 'GET', url: `/api/search/?query=${encodeURIComponent(query)}` }))
        .json<{ result_list: { type: string; id: number }[] }>()
        .result_list.filter((hit) => hit.type === 'sailor')
        .map((hit) => hit.id);
    expect(await everyone()).not.toContain(nameless.sailorId);
    expect(await clubList()).toEqual([]);
    // Her club's name finds the club, never a blank sailor row.
    expect(await searchHits('Namnlösa')).not.toContain(nameless.sailorId);
    expect(await searchWordsOf(t, 'sailor', nameless.sailorId)).toEqual([]);

    const named = await patch(nameless.sailorId, { first_name: 'Nyfiken' }, nameless.headers);
    expect(named.statusCode).toBe(200);
    expect(await everyone()).toContain(nameless.sailorId);
    expect(await clubList()).toEqual([nameless.sailorId]);
    expect(await searchHits('Nyfiken')).toContain(nameless.sailorId);
    // She can always open her own profile by its slug or id, named or not.
    expect((await getSailor(nameless.sailorId)).first_name).toBe('Nyfiken');
  });
});
