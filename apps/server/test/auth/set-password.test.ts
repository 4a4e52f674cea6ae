import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  GOOD_PASSWORD,
  login,
  makeClubActor,
  registerSailor,
  uniqueEmail,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

const NEW_PASSWORD = 'Ny-kurs-mot-Sandhamn-7';
const WRONG_PASSWORD = { current_password: ['Fel lösenord.'] };
const TOKEN_NOT_VALID = { detail: 'Token är ogiltig eller har gått ut.', code: 'token_not_valid' };
const NOT_SIGNED_IN = { detail: 'Autentiseringsuppgifter angavs inte.' };
const LOGIN_FAILED = { detail: 'Inget aktivt konto hittades med de angivna uppgifterna.' };

describe.each(databaseKinds)('POST /auth/users/set_password/ on %s', (kind) => {
  let t: TestApp;
  let addressCount = 0;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const nextAddress = () => {
    addressCount += 1;
    return `10.50.${Math.floor(addressCount / 250)}.${addressCount % 250}`;
  };
  const setPassword = (
    payload: unknown,
    headers: Record<string, string>,
    remoteAddress = nextAddress(),
  ) =>
    t.request({
      method: 'POST',
      url: '/auth/users/set_password/',
      payload: payload as Record<string, unknown>,
      headers,
      remoteAddress,
    });
  const tryLogin = (email: string, password: string) =>
    t.request({
      method: 'POST',
      url: '/auth/jwt/create/',
      payload: { email, password },
      remoteAddress: nextAddress(),
    });
  const me = (access: string) =>
    t.request({
      method: 'GET',
      url: '/auth/users/me/',
      headers: { authorization: `Bearer ${access}` },
    });
  const refresh = (token: string) =>
    t.request({ method: 'POST', url: '/auth/jwt/refresh/', payload: { refresh: token } });
  const userRow = (id: number) =>
    t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** A registered sailor, signed in: her e-mail, id, password and token pair. */
  async function signedInSailor(email?: string) {
    const sailor = await registerSailor(t, email ? { email } : {});
    const tokens = await login(t, sailor.email, sailor.password);
    return { ...sailor, tokens, headers: { authorization: `Bearer ${tokens.access}` } };
  }

  it('answers 204; every older token stops working and only the new password signs in', async () => {
    const sailor = await signedInSailor();
    const otherDevice = await login(t, sailor.email, GOOD_PASSWORD);
    const response = await setPassword(
      { current_password: GOOD_PASSWORD, new_password: NEW_PASSWORD },
      sailor.headers,
    );
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    for (const pair of [sailor.tokens, otherDevice]) {
      const access = await me(pair.access);
      expect(access.statusCode).toBe(401);
      expect(access.json()).toEqual(TOKEN_NOT_VALID);
      const renewed = await refresh(pair.refresh);
      expect(renewed.statusCode).toBe(401);
      expect(renewed.json()).toEqual(TOKEN_NOT_VALID);
    }

    const old = await tryLogin(sailor.email, GOOD_PASSWORD);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual(LOGIN_FAILED);
    const fresh = await tryLogin(sailor.email, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    const { access } = fresh.json<{ access: string }>();
    const profile = await me(access);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ id: sailor.id, email: sailor.email });
  });

  it('works for a club account too', async () => {
    const club = await makeClubActor(t);
    const response = await setPassword(
      { current_password: GOOD_PASSWORD, new_password: NEW_PASSWORD },
      club.headers,
    );
    expect(response.statusCode).toBe(204);
    expect((await me(club.token)).statusCode).toBe(401);
    expect((await tryLogin(club.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password on its field and changes nothing', async () => {
    const sailor = await signedInSailor();
    const before = await userRow(sailor.id);
    const response = await setPassword(
      { current_password: 'inte-mitt-lösenord', new_password: NEW_PASSWORD },
      sailor.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(WRONG_PASSWORD);
    expect(await userRow(sailor.id)).toEqual(before);
    expect((await me(sailor.tokens.access)).statusCode).toBe(200);
    expect((await refresh(sailor.tokens.refresh)).statusCode).toBe(200);
    expect((await tryLogin(sailor.email, GOOD_PASSWORD)).statusCode).toBe(200);
    expect((await tryLogin(sailor.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('checks the current password before the new one', async () => {
    const sailor = await signedInSailor();
    const response = await setPassword(
      { current_password: 'inte-mitt-lösenord', new_password: 'password1' },
      sailor.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(WRONG_PASSWORD);
  });

  it('refuses a weak new password on its field and changes nothing', async () => {
    const email = uniqueEmail('sofia.nordstrom');
    const sailor = await signedInSailor(email);
    const before = await userRow(sailor.id);
    const weak: [string, string[]][] = [
      ['kort1', ['Lösenordet är för kort. Det måste innehålla minst 8 tecken.']],
      ['4815162342', ['Lösenordet får inte bestå av enbart siffror.']],
      ['password1', ['Lösenordet är för vanligt. Välj ett som är svårare att gissa.']],
      [email.split('@')[0]!, ['Lösenordet är för likt e-postadressen.']],
      ['x'.repeat(129), ['Lösenordet är för långt. Det får innehålla högst 128 tecken.']],
      [
        '',
        [
          'Detta fält är obligatoriskt.',
          'Lösenordet är för kort. Det måste innehålla minst 8 tecken.',
        ],
      ],
    ];
    for (const [newPassword, messages] of weak) {
      const response = await setPassword(
        { current_password: GOOD_PASSWORD, new_password: newPassword },
        sailor.headers,
      );
      expect(response.statusCode, newPassword).toBe(400);
      expect(response.json()).toEqual({ new_password: messages });
    }
    expect(await userRow(sailor.id)).toEqual(before);
    expect((await me(sailor.tokens.access)).statusCode).toBe(200);
  });

  it.each([
    [
      'both fields missing',
      {},
      {
        current_password: ['Detta fält är obligatoriskt.'],
        new_password: ['Detta fält är obligatoriskt.'],
      },
    ],
    [
      'the current password missing',
      { new_password: NEW_PASSWORD },
      { current_password: ['Detta fält är obligatoriskt.'] },
    ],
    [
      'the new password missing',
      { current_password: GOOD_PASSWORD },
      { new_password: ['Detta fält är obligatoriskt.'] },
    ],
    [
      'a null current password',
      { current_password: null, new_password: NEW_PASSWORD },
      { current_password: ['Detta fält får inte vara null.'] },
    ],
    [
      'an unknown field',
      { current_password: GOOD_PASSWORD, new_password: NEW_PASSWORD, re_new_password: 'x' },
      { re_new_password: ['Okänt fält.'] },
    ],
  ])('answers 400 for %s and changes nothing', async (_label, payload, errors) => {
    const sailor = await signedInSailor();
    const before = await userRow(sailor.id);
    const response = await setPassword(payload, sailor.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
    expect(await userRow(sailor.id)).toEqual(before);
  });

  it('answers an anonymous caller 401 before looking at the body', async () => {
    for (const payload of [{}, { current_password: GOOD_PASSWORD, new_password: NEW_PASSWORD }]) {
      const response = await setPassword(payload, {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(NOT_SIGNED_IN);
    }
  });

  it('answers a bad or refresh token 401 and changes nothing', async () => {
    const sailor = await signedInSailor();
    const before = await userRow(sailor.id);
    for (const authorization of [
      'Bearer inte.ett.token',
      `Bearer ${sailor.tokens.refresh}`,
      `Bearer ${sailor.tokens.access}x`,
    ]) {
      const response = await setPassword(
        { current_password: GOOD_PASSWORD, new_password: NEW_PASSWORD },
        { authorization },
      );
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toEqual(TOKEN_NOT_VALID);
    }
    expect(await userRow(sailor.id)).toEqual(before);
  });

  it('refuses the old access token after a change, so a second change needs the new session', async () => {
    const sailor = await signedInSailor();
    const first = await setPassword(
      { current_password: GOOD_PASSWORD, new_password: NEW_PASSWORD },
      sailor.headers,
    );
    expect(first.statusCode).toBe(204);
    const again = await setPassword(
      { current_password: NEW_PASSWORD, new_password: 'Tredje-lösenordet-99' },
      sailor.headers,
    );
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(TOKEN_NOT_VALID);
  });

  it('counts wrong current passwords as failed logins: 429 after ten, for login as well', async () => {
    const sailor = await signedInSailor();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await setPassword(
        { current_password: `fel-lösenord-${attempt}`, new_password: NEW_PASSWORD },
        sailor.headers,
      );
      expect(response.statusCode, `attempt ${attempt}`).toBe(400);
    }
    const throttled = await setPassword(
      { current_password: GOOD_PASSWORD, new_password: NEW_PASSWORD },
      sailor.headers,
    );
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json<{ detail: string }>().detail).toMatch(/^För många försök\./);
    expect((await tryLogin(sailor.email, GOOD_PASSWORD)).statusCode).toBe(429);
    // The throttled attempt changed nothing.
    expect((await me(sailor.tokens.access)).statusCode).toBe(200);
  });

  it('does not count a right current password with a weak new one as a failure', async () => {
    const sailor = await signedInSailor();
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const response = await setPassword(
        { current_password: GOOD_PASSWORD, new_password: 'password1' },
        sailor.headers,
      );
      expect(response.statusCode, `attempt ${attempt}`).toBe(400);
    }
    const hits = await t.db
      .selectFrom('throttle_hits')
      .select('id')
      .where('scope', 'like', 'login-failure:%')
      .where('key', '=', sailor.email)
      .execute();
    expect(hits).toEqual([]);
  });
});
