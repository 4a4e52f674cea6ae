import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  type Actor,
  bearer,
  type ClubActor,
  countRows,
  createCompetitor,
  createSailing,
  expectStatus,
  GOOD_PASSWORD,
  login,
  makeClubActor,
  makeSailorActor,
  makeStaffActor,
  type SailorActor,
  uniqueEmail,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

describe.each(databaseKinds)('POST /api/competitors/{id}/create-account/ on %s', (kind) => {
  let t: TestApp;
  let club: ClubActor;
  let otherClub: ClubActor;
  let sailor: SailorActor;
  let staff: Actor;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    club = await makeClubActor(t, { name: 'Segelsällskapet Tärnan' });
    otherClub = await makeClubActor(t);
    sailor = await makeSailorActor(t, { firstName: 'Sara', lastName: 'Ström' });
    staff = await makeStaffActor(t);
  });
  afterAll(() => t.close());

  const db = () => t.db;
  const createAccount = (id: number | string, payload: unknown, session: Actor | null = club) =>
    t.request({
      method: 'POST',
      url: `/api/competitors/${id}/create-account/`,
      headers: bearer(session),
      payload: payload as Record<string, unknown>,
    });
  async function mailsTo(address: string) {
    t.app.services.mailer.flush();
    await t.app.services.mailer.idle();
    return t.mail.sent.filter((mail) => mail.to === address);
  }
  const entry = async (payload: Record<string, unknown> = {}) => {
    const sailing = await createSailing(t, club, { name: 'Sommarracet', status: 'upcoming' });
    const competitor = await createCompetitor(t, club, sailing.id, payload);
    return { sailing, competitor };
  };

  it('creates a sailor account for the skipper, links it and mails an invitation', async () => {
    const { competitor } = await entry({ name: 'Anna-Karin von Essen', club_name: '' });
    const email = uniqueEmail('anna');
    const response = await createAccount(competitor.id, { email: ` ${email.toUpperCase()} ` });
    expectStatus(response, 200);
    const body = response.json<{ id: number; sailor: number }>();
    expect(body).toMatchObject({ id: competitor.id, name: 'Anna-Karin von Essen' });

    const user = await db()
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ account_type: 'sailor', club_id: null });
    const profile = await db()
      .selectFrom('sailors')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({
      id: body.sailor,
      first_name: 'Anna-Karin',
      last_name: 'von Essen',
      slug: 'anna-karin-von-essen',
      club_id: club.clubId,
    });

    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Segelsällskapet Tärnan har skapat ett konto åt dig på Segla');
    expect(mail?.text).toContain('Hej Anna-Karin!');
    const link = /https:\/\/segla\.example\/reset-confirm\/([\w-]+)\/([\w-]+)/.exec(
      mail?.text ?? '',
    );
    expect(link).not.toBeNull();

    // The account cannot be signed into before a password is chosen through the link…
    const early = await t.request({
      method: 'POST',
      url: '/auth/jwt/create/',
      payload: { email, password: GOOD_PASSWORD },
      remoteAddress: '10.77.0.1',
    });
    expectStatus(early, 401);
    // …and then it can.
    const confirm = await t.request({
      method: 'POST',
      url: '/auth/users/reset_password_confirm/',
      payload: { uid: link?.[1], token: link?.[2], new_password: GOOD_PASSWORD },
    });
    expectStatus(confirm, 204);
    const tokens = await login(t, email, GOOD_PASSWORD);
    const me = await t.request({
      method: 'GET',
      url: '/auth/users/me/',
      headers: { authorization: `Bearer ${tokens.access}` },
    });
    expect(me.json()).toMatchObject({ account_type: 'sailor', sailor: { id: body.sailor } });
  });

  it('leaves a guest from another club without a club', async () => {
    const { competitor } = await entry({ name: 'Gäst Seglare', club_name: 'GKSS' });
    const email = uniqueEmail('gast');
    const response = await createAccount(competitor.id, { email });
    expectStatus(response, 200);
    const profile = await db()
      .selectFrom('sailors')
      .selectAll()
      .where('id', '=', response.json<{ sailor: number }>().sailor)
      .executeTakeFirstOrThrow();
    expect(profile.club_id).toBeNull();
  });

  it('links the sailor account an e-mail already has, with a notice instead', async () => {
    const { competitor } = await entry({ name: 'Sara Ström' });
    const users = await countRows(t, 'users');
    const response = await createAccount(competitor.id, { email: sailor.email });
    expectStatus(response, 200);
    expect(response.json()).toMatchObject({ sailor: sailor.sailorId });
    expect(await countRows(t, 'users')).toBe(users);
    const [mail] = await mailsTo(sailor.email);
    expect(mail?.subject).toBe('Din anmälan i Sommarracet är kopplad till ditt konto');
    expect(mail?.text).not.toContain('reset-confirm');
  });

  it('refuses an e-mail of a club or staff account', async () => {
    for (const email of [otherClub.email, staff.email]) {
      const { competitor } = await entry();
      const response = await createAccount(competitor.id, { email });
      expectStatus(response, 400);
      expect(response.json()).toEqual({
        email: ['E-postadressen tillhör ett klubb- eller administratörskonto, inte en seglare.'],
      });
    }
  });

  it('refuses a competitor already linked to a sailor', async () => {
    const { competitor } = await entry({ sailor: sailor.sailorId });
    const response = await createAccount(competitor.id, { email: uniqueEmail() });
    expectStatus(response, 400);
    expect(response.json()).toEqual({
      non_field_errors: ['Deltagaren är redan kopplad till ett seglarkonto.'],
    });
  });

  it('refuses linking a sailor who is already entered in the sailing', async () => {
    const { sailing } = await entry({ sailor: sailor.sailorId });
    const twin = await createCompetitor(t, club, sailing.id, { name: 'Dubblett' });
    const response = await createAccount(twin.id, { email: sailor.email });
    expectStatus(response, 400);
    expect(response.json()).toEqual({
      email: ['Seglaren med den här e-postadressen är redan anmäld till seglingen.'],
    });
    const row = await db()
      .selectFrom('competitors')
      .select('sailor_id')
      .where('id', '=', twin.id)
      .executeTakeFirstOrThrow();
    expect(row.sailor_id).toBeNull();
  });

  it.each([
    ['no e-mail', {}, { email: ['Detta fält är obligatoriskt.'] }],
    [
      'a malformed e-mail',
      { email: 'inte-en-adress' },
      { email: ['Ange en giltig e-postadress.'] },
    ],
    [
      'an e-mail of 10 000 characters',
      { email: `${'a'.repeat(10_000)}@example.se` },
      { email: ['E-postadressen är för lång.'] },
    ],
    ['an unknown field', { email: 'x@example.se', password: 'x' }, { password: ['Okänt fält.'] }],
  ])('refuses %s and creates nothing', async (_label, payload, errors) => {
    const { competitor } = await entry();
    const users = await countRows(t, 'users');
    const response = await createAccount(competitor.id, payload);
    expectStatus(response, 400);
    expect(response.json()).toEqual(errors);
    expect(await countRows(t, 'users')).toBe(users);
  });

  it('is for the club of the sailing and staff only', async () => {
    const { competitor } = await entry();
    const users = await countRows(t, 'users');
    const payload = { email: uniqueEmail() };
    expectStatus(await createAccount(competitor.id, payload, null), 401);
    expectStatus(await createAccount(competitor.id, payload, sailor), 403);
    expectStatus(await createAccount(competitor.id, payload, otherClub), 403);
    expectStatus(await createAccount(987_654, payload), 404);
    expectStatus(await createAccount('abc', payload), 404);
    expect(await countRows(t, 'users')).toBe(users);
    expectStatus(await createAccount(competitor.id, payload, staff), 200);
    expect(await countRows(t, 'users')).toBe(users + 1);
  });
});
