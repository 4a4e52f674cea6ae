import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  type Actor,
  countRows,
  jpegWithExif,
  makeClub,
  makeClubActor,
  makeSailorActor,
  makeStaffActor,
  multipartRequest,
  pngImage,
  searchWordsOf,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

interface ClubBody {
  id: number;
  slug: string;
  name: string;
  short_name: string;
  city: string;
  website: string;
  email: string;
  description: string;
  logo: string | null;
}

describe.each(databaseKinds)('clubs on %s', (kind) => {
  let t: TestApp;
  let staff: Actor;
  let sailor: Actor;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    staff = await makeStaffActor(t);
    sailor = await makeSailorActor(t);
  });
  afterAll(() => t.close());

  const patch = (slug: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.request({
      method: 'PATCH',
      url: `/api/clubs/${slug}/`,
      payload: payload as Record<string, unknown>,
      headers,
    });
  const getClub = async (slug: string) =>
    (await t.request({ method: 'GET', url: `/api/clubs/${slug}/` })).json<ClubBody>();

  it('lists every club in Swedish order, with the fields of decision 0010', async () => {
    const names = ['Öckerö Båtsällskap', 'Åhus Seglarklubb', 'Ängelholms Segelsällskap', 'Zäta SK'];
    for (const name of names) await makeClub(t, { name });
    const response = await t.request({ method: 'GET', url: '/api/clubs/' });
    expect(response.statusCode).toBe(200);
    const clubs = response.json<ClubBody[]>();
    const ours = clubs.map((club) => club.name).filter((name) => names.includes(name));
    expect(ours).toEqual([
      'Zäta SK',
      'Åhus Seglarklubb',
      'Ängelholms Segelsällskap',
      'Öckerö Båtsällskap',
    ]);
    expect(Object.keys(clubs[0]!).sort()).toEqual(
      [
        'city',
        'description',
        'email',
        'id',
        'logo',
        'name',
        'short_name',
        'slug',
        'swish_number',
        'website',
      ].sort(),
    );
  });

  it('answers one club by slug, and 404 for an unknown slug', async () => {
    const club = await makeClubActor(t, { name: 'Kungliga Svenska Segelsällskapet' });
    const response = await t.request({ method: 'GET', url: `/api/clubs/${club.slug}/` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: club.clubId,
      slug: club.slug,
      name: 'Kungliga Svenska Segelsällskapet',
      short_name: '',
      city: '',
      website: '',
      email: club.email,
      description: '',
      logo: null,
      swish_number: '',
    });
    for (const slug of ['finns-inte', 'KSSS', '%C3%A5%C3%A4%C3%B6', 'a%00b', 'x'.repeat(90)]) {
      const missing = await t.request({ method: 'GET', url: `/api/clubs/${slug}/` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: 'Hittades inte.' });
    }
  });

  it('lets the club account change its own profile, field by field', async () => {
    const club = await makeClubActor(t);
    const response = await patch(
      club.slug,
      {
        name: '  Segelsällskapet Brisen  ',
        short_name: 'SSB',
        city: 'Öregrund',
        website: 'www.brisen.se',
        email: 'info@brisen.se',
        description: 'Kvällsseglingar varje onsdag.',
      },
      club.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slug: club.slug,
      name: 'Segelsällskapet Brisen',
      short_name: 'SSB',
      city: 'Öregrund',
      website: 'https://www.brisen.se',
      email: 'info@brisen.se',
      description: 'Kvällsseglingar varje onsdag.',
    });
    const partial = await patch(club.slug, { city: 'Östhammar' }, club.headers);
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({ name: 'Segelsällskapet Brisen', city: 'Östhammar' });
    expect(await getClub(club.slug)).toMatchObject({ short_name: 'SSB', city: 'Östhammar' });
  });

  it('indexes the club for search when its name, short name or city change', async () => {
    const club = await makeClubActor(t);
    await patch(
      club.slug,
      { name: 'Segelklubben Måsen', short_name: 'SKM', city: 'Västerås' },
      club.headers,
    );
    expect(await searchWordsOf(t, 'club', club.clubId)).toEqual([
      'segelklubben',
      'masen',
      'skm',
      'vasteras',
    ]);
  });

  it('re-indexes the members when the club is renamed', async () => {
    const club = await makeClubActor(t, { name: 'Gamla Namnet SK' });
    const member = await makeSailorActor(t, { club: club.clubId });
    await t.request({
      method: 'PATCH',
      url: `/api/sailors/${member.sailorId}/`,
      payload: { first_name: 'Greta', last_name: 'Ek' },
      headers: member.headers,
    });
    expect(await searchWordsOf(t, 'sailor', member.sailorId)).toEqual([
      'greta',
      'ek',
      'gamla',
      'namnet',
      'sk',
    ]);
    await patch(club.slug, { name: 'Nya Seglarna' }, club.headers);
    expect(await searchWordsOf(t, 'sailor', member.sailorId)).toEqual([
      'greta',
      'ek',
      'nya',
      'seglarna',
    ]);
  });

  it('takes a logo as multipart, served from /media/, and removes it with an empty value', async () => {
    const club = await makeClubActor(t);
    const response = await multipartRequest(
      t,
      { method: 'PATCH', url: `/api/clubs/${club.slug}/`, headers: club.headers },
      {
        description: 'Med logga',
        logo: { filename: 'logga.jpg', contentType: 'image/jpeg', data: await jpegWithExif() },
      },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<ClubBody>();
    expect(body.description).toBe('Med logga');
    expect(body.logo).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
    const image = await t.request({ method: 'GET', url: body.logo! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.includes(Buffer.from('Segelkamera'))).toBe(false);

    const removed = await multipartRequest(
      t,
      { method: 'PATCH', url: `/api/clubs/${club.slug}/`, headers: club.headers },
      { logo: '' },
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json<ClubBody>().logo).toBeNull();

    await multipartRequest(
      t,
      { method: 'PATCH', url: `/api/clubs/${club.slug}/`, headers: club.headers },
      { logo: { filename: 'a.png', contentType: 'image/png', data: await pngImage() } },
    );
    const json = await patch(club.slug, { logo: null }, club.headers);
    expect(json.json<ClubBody>().logo).toBeNull();
  });

  it('keeps the logo when a form sends its file input empty', async () => {
    const club = await makeClubActor(t);
    const url = `/api/clubs/${club.slug}/`;
    const logo = { filename: 'a.png', contentType: 'image/png', data: await pngImage() };
    const first = await multipartRequest(
      t,
      { method: 'PATCH', url, headers: club.headers },
      { logo },
    );
    const stored = first.json<ClubBody>().logo;
    expect(stored).toMatch(/^\/media\//);
    const empty = { filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) };
    const response = await multipartRequest(
      t,
      { method: 'PATCH', url, headers: club.headers },
      { city: 'Lysekil', logo: empty },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ city: 'Lysekil', logo: stored });
  });

  it('refuses a logo that is not an image and changes nothing', async () => {
    const club = await makeClubActor(t);
    const files = await countRows(t, 'stored_files');
    const response = await multipartRequest(
      t,
      { method: 'PATCH', url: `/api/clubs/${club.slug}/`, headers: club.headers },
      {
        name: 'Ska inte sparas',
        logo: {
          filename: 'logga.png',
          contentType: 'image/png',
          data: Buffer.from('inte en bild'),
        },
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      logo: ['Filen måste vara en bild i formatet PNG, JPEG eller WebP (högst 5 MB).'],
    });
    expect((await getClub(club.slug)).name).not.toBe('Ska inte sparas');
    expect(await countRows(t, 'stored_files')).toBe(files);

    const text = await patch(club.slug, { logo: 'https://example.se/logga.png' }, club.headers);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({
      logo: ['Skicka en bildfil (PNG, JPEG eller WebP), eller en tom text för att ta bort bilden.'],
    });
  });

  it.each([
    ['an empty name', { name: '   ' }, { name: ['Detta fält får inte vara tomt.'] }],
    [
      'a name of 10 000 characters',
      { name: 'x'.repeat(10_000) },
      { name: ['Se till att detta fält inte har fler än 200 tecken.'] },
    ],
    [
      'a description over 5 000 characters',
      { description: 'x'.repeat(5001) },
      { description: ['Se till att detta fält inte har fler än 5000 tecken.'] },
    ],
    [
      'a bad web address',
      { website: 'inte en adress' },
      { website: ['Ange en giltig webbadress, till exempel https://www.ksss.se.'] },
    ],
    ['a bad e-mail', { email: 'info@' }, { email: ['Ange en giltig e-postadress.'] }],
    ['a number for a name', { name: 12 }, { name: ['Fel typ: förväntade en text, fick ett tal.'] }],
    ['a null name', { name: null }, { name: ['Detta fält får inte vara null.'] }],
    ['a new slug', { slug: 'ny-slug' }, { slug: ['Okänt fält.'] }],
    ['an unknown field', { is_staff: true }, { is_staff: ['Okänt fält.'] }],
    ['a NUL character', { city: 'Ys\u0000tad' }, { city: ['Texten innehåller otillåtna tecken.'] }],
  ])('refuses %s with a Swedish field error', async (_label, payload, errors) => {
    const club = await makeClubActor(t);
    const before = await getClub(club.slug);
    const response = await patch(club.slug, payload, club.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
    expect(await getClub(club.slug)).toEqual(before);
  });

  it('lets blank optional fields be cleared', async () => {
    const club = await makeClubActor(t);
    await patch(
      club.slug,
      { website: 'https://a.se', email: 'a@a.se', city: 'Ystad' },
      club.headers,
    );
    const response = await patch(club.slug, { website: '', email: '', city: '' }, club.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ website: '', email: '', city: '' });
  });

  it('keeps every write to the club itself or staff', async () => {
    const club = await makeClubActor(t);
    const other = await makeClubActor(t);
    const anonymous = await patch(club.slug, { city: 'Anonym' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: 'Autentiseringsuppgifter angavs inte.' });
    const bySailor = await patch(club.slug, { city: 'Seglare' }, sailor.headers);
    expect(bySailor.statusCode).toBe(403);
    const byOtherClub = await patch(club.slug, { city: 'Annan' }, other.headers);
    expect(byOtherClub.statusCode).toBe(403);
    expect(byOtherClub.json()).toEqual({ detail: 'Du kan bara ändra din egen klubbs uppgifter.' });
    expect((await getClub(club.slug)).city).toBe('');

    const byStaff = await patch(club.slug, { city: 'Stockholm' }, staff.headers);
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.json()).toMatchObject({ city: 'Stockholm' });
    const unknown = await patch('finns-inte', { city: 'x' }, staff.headers);
    expect(unknown.statusCode).toBe(404);
  });
});
