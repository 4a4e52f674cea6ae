import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  type Actor,
  countRows,
  GOOD_PASSWORD,
  insertSailing,
  makeClubActor,
  makeSailorActor,
  makeStaffActor,
  uniqueEmail,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

interface ClubBody {
  id: number;
  slug: string;
  name: string;
  short_name: string;
  city: string;
  email: string;
  is_active?: boolean;
}

/** Issue 13, item 4: staff create clubs with their accounts, and deactivate them. */
describe.each(databaseKinds)('club administration on %s', (kind) => {
  let t: TestApp;
  let staff: Actor;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    staff = await makeStaffActor(t);
  });
  afterAll(() => t.close());

  let counter = 0;
  const next = () => `${++counter}${Math.floor(Math.random() * 1e6)}`;
  const create = (payload: Record<string, unknown>, headers = staff.headers) =>
    t.request({ method: 'POST', url: '/api/clubs/', payload, headers });
  const action = (slug: string, verb: 'deactivate' | 'reactivate', headers = staff.headers) =>
    t.request({ method: 'POST', url: `/api/clubs/${slug}/${verb}/`, headers });
  const login = (email: string, password: string) =>
    t.request({ method: 'POST', url: '/auth/jwt/create/', payload: { email, password } });
  async function mailsTo(address: string) {
    t.app.services.mailer.flush();
    await t.app.services.mailer.idle();
    return t.mail.sent.filter((mail) => mail.to === address);
  }
  /** uid and token of the last set-password link mailed to `address`. */
  async function linkTo(address: string) {
    const mail = (await mailsTo(address)).at(-1);
    const match = /\/reset-confirm\/([A-Za-z0-9_-]+)\/([0-9a-z]+-[A-Za-z0-9_-]{43})/.exec(
      mail?.text ?? '',
    );
    if (!match) throw new Error(`no link in ${mail?.text}`);
    return { uid: match[1]!, token: match[2]! };
  }

  it('creates the club and its account, mails a link that sets the password, then it logs in', async () => {
    const n = next();
    const email = uniqueEmail('kansli');
    const response = await create({
      name: `Segelsällskapet Ägir ${n}`,
      short_name: 'SSÄ',
      city: 'Västerås',
      email: `  ${email.toUpperCase()} `,
    });
    expect(response.statusCode).toBe(201);
    const club = response.json<ClubBody>();
    expect(club).toMatchObject({
      slug: `segelsallskapet-agir-${n}`,
      name: `Segelsällskapet Ägir ${n}`,
      short_name: 'SSÄ',
      city: 'Västerås',
      email,
      is_active: true,
    });
    const account = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ account_type: 'club', club_id: club.id });
    // No usable password until the link is used.
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(401);

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Segelsällskapet Ägir ${n} har fått ett klubbkonto på Segla`);
    expect(mails[0]!.text).toContain('välja lösenord');
    const { uid, token } = await linkTo(email);
    const confirm = await t.request({
      method: 'POST',
      url: '/auth/users/reset_password_confirm/',
      payload: { uid, token, new_password: GOOD_PASSWORD },
    });
    expect(confirm.statusCode).toBe(204);
    const signedIn = await login(email, GOOD_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const me = await t.request({
      method: 'GET',
      url: '/auth/users/me/',
      headers: { authorization: `Bearer ${signedIn.json<{ access: string }>().access}` },
    });
    expect(me.json()).toMatchObject({ account_type: 'club', club: { slug: club.slug } });
    // The club is listed and found by search.
    const list = (await t.request({ method: 'GET', url: '/api/clubs/' })).json<ClubBody[]>();
    expect(list.map((c) => c.slug)).toContain(club.slug);
    expect(list[0]).not.toHaveProperty('is_active');
  });

  it('takes a slug of its own, and makes a free one from a name already used', async () => {
    const n = next();
    const own = await create({ name: 'Klubben', slug: `egen-${n}`, email: uniqueEmail('k') });
    expect(own.statusCode).toBe(201);
    expect(own.json<ClubBody>().slug).toBe(`egen-${n}`);
    const first = await create({ name: `Namn ${n}`, email: uniqueEmail('k') });
    const second = await create({ name: `Namn ${n}`, email: uniqueEmail('k'), slug: '' });
    expect(first.json<ClubBody>().slug).toBe(`namn-${n}`);
    expect(second.json<ClubBody>().slug).toBe(`namn-${n}-2`);
  });

  it('refuses a taken slug or e-mail on the field, in Swedish, writing nothing', async () => {
    const existing = await makeClubActor(t);
    const counts = async () => [await countRows(t, 'clubs'), await countRows(t, 'users')];
    const before = await counts();
    const slug = await create({ name: 'Ny', slug: existing.slug, email: uniqueEmail('k') });
    expect(slug.statusCode).toBe(400);
    expect(slug.json()).toEqual({
      slug: [`Det finns redan en klubb med adressen /clubs/${existing.slug}. Välj en annan.`],
    });
    const email = await create({ name: 'Ny', email: existing.email.toUpperCase() });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toEqual({
      email: ['Det finns redan ett konto med den här e-postadressen.'],
    });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['no name and no e-mail', {}, ['name', 'email']],
    ['a blank name', { name: '  ', email: 'a@b.se' }, ['name']],
    ['a bad e-mail', { name: 'X', email: 'inte-en-adress' }, ['email']],
    ['a bad slug', { name: 'X', email: 'a@b.se', slug: 'Å Klubb!' }, ['slug']],
    ['an unknown field', { name: 'X', email: 'a@b.se', password: 'x' }, ['password']],
    ['a number for the name', { name: 12, email: 'a@b.se' }, ['name']],
  ])('answers 400 on the field for %s', async (_label, payload, fields) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual([...fields].sort());
  });

  it('deactivates a club: hidden from the list, its account shut out, its sailings readable', async () => {
    const club = await makeClubActor(t);
    const sailing = await insertSailing(t.db, { clubId: club.clubId, status: 'finished' });
    const response = await action(club.slug, 'deactivate');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ slug: club.slug, is_active: false });

    const list = (await t.request({ method: 'GET', url: '/api/clubs/' })).json<ClubBody[]>();
    expect(list.map((c) => c.slug)).not.toContain(club.slug);
    const all = await t.request({
      method: 'GET',
      url: '/api/clubs/?all=1',
      headers: staff.headers,
    });
    expect(all.json<ClubBody[]>().find((c) => c.slug === club.slug)).toMatchObject({
      is_active: false,
    });
    // The token it held stops working, and it cannot sign in.
    const me = await t.request({ method: 'GET', url: '/auth/users/me/', headers: club.headers });
    expect(me.statusCode).toBe(401);
    expect((await login(club.email, GOOD_PASSWORD)).statusCode).toBe(401);
    // Its pages and sailings stay readable.
    expect((await t.request({ method: 'GET', url: `/api/clubs/${club.slug}/` })).statusCode).toBe(
      200,
    );
    const read = await t.request({ method: 'GET', url: `/api/sailings/${sailing.id}/` });
    expect(read.statusCode).toBe(200);

    const back = await action(club.slug, 'reactivate');
    expect(back.json()).toMatchObject({ is_active: true });
    expect((await login(club.email, GOOD_PASSWORD)).statusCode).toBe(200);
    const listed = (await t.request({ method: 'GET', url: '/api/clubs/' })).json<ClubBody[]>();
    expect(listed.map((c) => c.slug)).toContain(club.slug);
  });

  it('answers 404 for an unknown club, and lets only staff list every club', async () => {
    expect((await action('finns-inte', 'deactivate')).statusCode).toBe(404);
    const sailor = await makeSailorActor(t);
    const denied = await t.request({
      method: 'GET',
      url: '/api/clubs/?all=1',
      headers: sailor.headers,
    });
    expect(denied.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/clubs/?all=1' })).statusCode).toBe(401);
    const bad = await t.request({ method: 'GET', url: '/api/clubs/?all=ja' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ all: ['Ange 0 eller 1.'] });
  });
});
