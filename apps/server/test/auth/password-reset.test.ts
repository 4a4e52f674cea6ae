import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { GOOD_PASSWORD, login, registerSailor, uniqueEmail } from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

const NEW_PASSWORD = 'Ny-kurs-mot-Sandhamn-7';
const LINK_INVALID = {
  token: ['Länken är ogiltig eller har gått ut. Begär en ny återställningslänk.'],
};
const NO_SUCH_USER = { uid: ['Ogiltig länk: användaren finns inte.'] };
const TOKEN_NOT_VALID = { detail: 'Token är ogiltig eller har gått ut.', code: 'token_not_valid' };
const LOGIN_FAILED = { detail: 'Inget aktivt konto hittades med de angivna uppgifterna.' };

/** Unpadded url-safe base64 of the id's digits, worked out apart from the server's code. */
const expectedUid = (id: number) =>
  btoa(String(id)).replace(/=+$/, '').replaceAll('+', '-').replaceAll('/', '_');

describe.each(databaseKinds)('password reset on %s', (kind) => {
  let t: TestApp;
  let addressCount = 0;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const nextAddress = () => {
    addressCount += 1;
    return `10.30.${Math.floor(addressCount / 250)}.${addressCount % 250}`;
  };
  const requestReset = (email: unknown, headers: Record<string, string> = {}) =>
    t.request({
      method: 'POST',
      url: '/auth/users/reset_password/',
      payload: { email },
      headers,
      remoteAddress: nextAddress(),
    });
  const confirm = (payload: unknown) =>
    t.request({
      method: 'POST',
      url: '/auth/users/reset_password_confirm/',
      payload: payload as Record<string, unknown>,
      remoteAddress: nextAddress(),
    });
  const tryLogin = (email: string, password: string) =>
    t.request({
      method: 'POST',
      url: '/auth/jwt/create/',
      payload: { email, password },
      remoteAddress: nextAddress(),
    });
  const me = (token: string) =>
    t.request({
      method: 'GET',
      url: '/auth/users/me/',
      headers: { authorization: `Bearer ${token}` },
    });
  const userRow = (id: number) =>
    t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const queuedFor = (address: string) =>
    t.db.selectFrom('outbound_mail').selectAll().where('to_address', '=', address).execute();

  /** Every mail delivered so far to `address`, once the outbox has been sent. */
  async function mailsTo(address: string) {
    t.app.services.mailer.flush();
    await t.app.services.mailer.idle();
    return t.mail.sent.filter((mail) => mail.to === address);
  }

  /** Asks for a reset link for `email` and returns the uid and token of the mail sent. */
  async function resetLink(email: string) {
    const before = (await mailsTo(email)).length;
    const response = await requestReset(email);
    expect(response.statusCode).toBe(204);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(before + 1);
    const match = /https:\/\/segla\.example\/reset-confirm\/([^/\s]+)\/([^/\s]+)/.exec(
      mails.at(-1)!.text,
    );
    if (!match) throw new Error(`no reset link in: ${mails.at(-1)!.text}`);
    return { uid: match[1]!, token: match[2]! };
  }

  describe('POST /auth/users/reset_password/', () => {
    it('answers 204 for a known address and mails a link built from PUBLIC_URL', async () => {
      const { email, id } = await registerSailor(t);
      const response = await requestReset(`  ${email.toUpperCase()} `, {
        host: 'angripare.example',
        'x-forwarded-host': 'angripare.example',
        'x-forwarded-proto': 'http',
      });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.subject).toBe('Återställ ditt lösenord för Segla');
      const links = mail!.text.match(/\bhttps?:\/\/\S+/g);
      expect(links).toHaveLength(1);
      const [link] = links!;
      expect(link).toMatch(
        /^https:\/\/segla\.example\/reset-confirm\/[A-Za-z0-9_-]+\/[0-9a-z]+-[A-Za-z0-9_-]{43}$/,
      );
      const uid = link.split('/')[4];
      expect(uid).toBe(expectedUid(id));
      expect(uid).not.toContain('=');
      expect(mail!.text).not.toContain('angripare');
    });

    it('answers 204 for an unknown address and sends nothing', async () => {
      const email = uniqueEmail('okand');
      const response = await requestReset(email);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(await mailsTo(email)).toEqual([]);
      expect(await queuedFor(email)).toEqual([]);
    });

    it('answers 204 for an inactive account and sends nothing', async () => {
      const { email, id } = await registerSailor(t);
      await t.db.updateTable('users').set({ is_active: false }).where('id', '=', id).execute();
      const response = await requestReset(email);
      expect(response.statusCode).toBe(204);
      expect(await mailsTo(email)).toEqual([]);
      expect(await queuedFor(email)).toEqual([]);
    });

    it.each([
      ['a missing e-mail', {}, { email: ['Detta fält är obligatoriskt.'] }],
      [
        'an invalid e-mail',
        { email: 'inte-en-adress' },
        { email: ['Ange en giltig e-postadress.'] },
      ],
      ['a number', { email: 42 }, { email: ['Fel typ: förväntade en text, fick ett tal.'] }],
      ['an unknown field', { email: 'a@example.se', next: '/' }, { next: ['Okänt fält.'] }],
    ])('answers 400 for %s', async (_label, payload, errors) => {
      const response = await t.request({
        method: 'POST',
        url: '/auth/users/reset_password/',
        payload,
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errors);
    });
  });

  describe('POST /auth/users/reset_password_confirm/', () => {
    it('sets the new password: 204, the new one signs in and the old one no longer does', async () => {
      const { email } = await registerSailor(t);
      const { uid, token } = await resetLink(email);
      const response = await confirm({ uid, token, new_password: NEW_PASSWORD });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const old = await tryLogin(email, GOOD_PASSWORD);
      expect(old.statusCode).toBe(401);
      expect(old.json()).toEqual(LOGIN_FAILED);
      expect((await tryLogin(email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('spends the link: a second use is refused', async () => {
      const { email } = await registerSailor(t);
      const link = await resetLink(email);
      expect((await confirm({ ...link, new_password: NEW_PASSWORD })).statusCode).toBe(204);
      const again = await confirm({ ...link, new_password: 'Tredje-lösenordet-99' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(LINK_INVALID);
      expect((await tryLogin(email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('voids an older link once a newer one has been used', async () => {
      const { email } = await registerSailor(t);
      const first = await resetLink(email);
      const second = await resetLink(email);
      expect((await confirm({ ...second, new_password: NEW_PASSWORD })).statusCode).toBe(204);
      const late = await confirm({ ...first, new_password: 'Tredje-lösenordet-99' });
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual(LINK_INVALID);
    });

    it('refuses a tampered token and leaves the real one working', async () => {
      const { email } = await registerSailor(t);
      const { uid, token } = await resetLink(email);
      const [stamp = '', signature = ''] = token.split('-');
      const swap = (c: string) => (c === 'A' ? 'B' : 'A');
      const tampered = [
        `${stamp}-${swap(signature.charAt(0))}${signature.slice(1)}`,
        `${stamp}-${signature.slice(0, -1)}${signature.at(-1) === 'A' ? 'B' : 'A'}`,
        `${(Number.parseInt(stamp, 36) + 60).toString(36)}-${signature}`,
        `${stamp}-${signature.slice(1)}`,
        `${token}x`,
        'garbage',
      ];
      for (const bad of tampered) {
        const response = await confirm({ uid, token: bad, new_password: NEW_PASSWORD });
        expect(response.statusCode, bad).toBe(400);
        expect(response.json()).toEqual(LINK_INVALID);
      }
      expect((await confirm({ uid, token, new_password: NEW_PASSWORD })).statusCode).toBe(204);
    });

    it('refuses another user’s uid with the token', async () => {
      const owner = await registerSailor(t);
      const other = await registerSailor(t);
      const { token } = await resetLink(owner.email);
      const response = await confirm({
        uid: expectedUid(other.id),
        token,
        new_password: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(LINK_INVALID);
      expect((await tryLogin(other.email, GOOD_PASSWORD)).statusCode).toBe(200);
    });

    it.each([
      ['no such user', expectedUid(2_000_000_000)],
      ['an id past a database integer', expectedUid(999_999_999_999_999)],
      ['padding', `${expectedUid(1)}==`],
      ['not base64', '!!!'],
      ['not digits', btoa('abc')],
      ['zero', expectedUid(0)],
    ])('refuses a uid of %s', async (_label, uid) => {
      const { email } = await registerSailor(t);
      const { token } = await resetLink(email);
      const response = await confirm({ uid, token, new_password: NEW_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(NO_SUCH_USER);
    });

    it('refuses a weak new password and changes nothing', async () => {
      const email = uniqueEmail('sofia.nordstrom');
      const { id } = await registerSailor(t, { email });
      const { uid, token } = await resetLink(email);
      const before = await userRow(id);
      const weak: [string, Record<string, string[]>][] = [
        [
          'kort1',
          { new_password: ['Lösenordet är för kort. Det måste innehålla minst 8 tecken.'] },
        ],
        ['4815162342', { new_password: ['Lösenordet får inte bestå av enbart siffror.'] }],
        [
          'password1',
          { new_password: ['Lösenordet är för vanligt. Välj ett som är svårare att gissa.'] },
        ],
        [
          'lösenord123',
          { new_password: ['Lösenordet är för vanligt. Välj ett som är svårare att gissa.'] },
        ],
        [email.split('@')[0]!, { new_password: ['Lösenordet är för likt e-postadressen.'] }],
        [
          'x'.repeat(129),
          { new_password: ['Lösenordet är för långt. Det får innehålla högst 128 tecken.'] },
        ],
      ];
      for (const [newPassword, errors] of weak) {
        const response = await confirm({ uid, token, new_password: newPassword });
        expect(response.statusCode, newPassword).toBe(400);
        expect(response.json()).toEqual(errors);
      }
      const after = await userRow(id);
      expect(after.password_hash).toBe(before.password_hash);
      expect(after.token_version).toBe(before.token_version);
      expect(after.password_changed_at).toBe(before.password_changed_at);
      // The link is not spent either.
      expect((await confirm({ uid, token, new_password: NEW_PASSWORD })).statusCode).toBe(204);
    });

    it('voids every access and refresh token issued before the reset', async () => {
      const { email } = await registerSailor(t);
      const before = await login(t, email, GOOD_PASSWORD);
      expect((await me(before.access)).statusCode).toBe(200);
      const { uid, token } = await resetLink(email);
      expect((await confirm({ uid, token, new_password: NEW_PASSWORD })).statusCode).toBe(204);

      const current = await me(before.access);
      expect(current.statusCode).toBe(401);
      expect(current.json()).toEqual(TOKEN_NOT_VALID);
      const refreshed = await t.request({
        method: 'POST',
        url: '/auth/jwt/refresh/',
        payload: { refresh: before.refresh },
      });
      expect(refreshed.statusCode).toBe(401);
      expect(refreshed.json()).toEqual(TOKEN_NOT_VALID);

      const after = await login(t, email, NEW_PASSWORD);
      expect((await me(after.access)).statusCode).toBe(200);
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/auth/jwt/refresh/',
            payload: { refresh: after.refresh },
          })
        ).statusCode,
      ).toBe(200);
    });

    it('refuses a link older than 24 hours', async () => {
      const { email } = await registerSailor(t);
      vi.useFakeTimers({ toFake: ['Date'] });
      const sent = Math.floor(Date.now() / 1000) * 1000;
      vi.setSystemTime(sent);
      const { uid, token } = await resetLink(email);
      vi.setSystemTime(sent + 24 * 3_600_000 + 1000);
      const late = await confirm({ uid, token, new_password: NEW_PASSWORD });
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual(LINK_INVALID);
      // A minute before its 24 hours are up it still works.
      vi.setSystemTime(sent + 24 * 3_600_000 - 60_000);
      expect((await confirm({ uid, token, new_password: NEW_PASSWORD })).statusCode).toBe(204);
    });

    it('answers 400 with every missing and malformed field', async () => {
      const empty = await confirm({});
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({
        uid: ['Detta fält är obligatoriskt.'],
        token: ['Detta fält är obligatoriskt.'],
        new_password: ['Detta fält är obligatoriskt.'],
      });
      const wrong = await confirm({
        uid: 1,
        token: '',
        new_password: NEW_PASSWORD,
        re_new_password: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        uid: ['Fel typ: förväntade en text, fick ett tal.'],
        token: ['Detta fält är obligatoriskt.'],
        re_new_password: ['Okänt fält.'],
      });
    });
  });
});
