import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttleRules } from '../../src/modules/throttle/throttle-service.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { GOOD_PASSWORD, registerSailor, uniqueEmail } from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

const MINUTE = 60_000;
const LOGIN_FAILED = { detail: 'Inget aktivt konto hittades med de angivna uppgifterna.' };

/**
 * The 429 answer: `{detail}` naming the wait and the same wait in Retry-After, which is
 * `seconds` or up to two less (the hits carry the real time; the request comes a moment later).
 */
function expectThrottled(response: LightMyRequestResponse, seconds: number) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeLessThanOrEqual(seconds);
  expect(retryAfter).toBeGreaterThanOrEqual(seconds - 2);
  const wait =
    retryAfter < 120 ? `${retryAfter} sekunder` : `${Math.ceil(retryAfter / 60)} minuter`;
  expect(response.json()).toEqual({ detail: `För många försök. Försök igen om ${wait}.` });
}

describe.each(databaseKinds)('throttling on %s', (kind) => {
  let t: TestApp;
  let addressCount = 0;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const nextAddress = () => {
    addressCount += 1;
    return `10.40.${Math.floor(addressCount / 250)}.${addressCount % 250}`;
  };
  const tryLogin = (email: string, password: string, remoteAddress = nextAddress()) =>
    t.request({
      method: 'POST',
      url: '/auth/jwt/create/',
      payload: { email, password },
      remoteAddress,
    });
  const register = (email: string, password: string, remoteAddress = nextAddress()) =>
    t.request({
      method: 'POST',
      url: '/auth/users/',
      payload: { email, password, terms: true },
      remoteAddress,
    });
  const requestReset = (email: string, remoteAddress = nextAddress()) =>
    t.request({
      method: 'POST',
      url: '/auth/users/reset_password/',
      payload: { email },
      remoteAddress,
    });
  const hits = (scope: string, key: string) =>
    t.db
      .selectFrom('throttle_hits')
      .selectAll()
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
  /**
   * Dates every hit of `scope` and `key` `ageMs` back from now. The throttle reads the real
   * clock (Date.now, taken when the app was built), so time passes for it in the database.
   */
  const ageHits = (scope: string, key: string, ageMs: number) =>
    t.db
      .updateTable('throttle_hits')
      .set({ created_at: new Date(Date.now() - ageMs).toISOString() })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();

  /** `count` failed logins for `email`, each from an address of its own, all answered 401. */
  async function failLogins(email: string, count: number, address?: () => string) {
    for (let i = 0; i < count; i++) {
      const response = await tryLogin(email, `fel-lösenord-${i}`, address?.() ?? nextAddress());
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(LOGIN_FAILED);
    }
  }

  it('keeps the limits of docs/product.md §7', () => {
    expect(throttleRules.loginFailureByAccount).toMatchObject({ limit: 10, windowMs: 15 * MINUTE });
    expect(throttleRules.loginFailureByAddress).toMatchObject({ limit: 10, windowMs: 15 * MINUTE });
  });

  describe('failed logins per account', () => {
    it('refuses the 11th attempt within 15 minutes, even with the right password, until the window passes', async () => {
      const { email } = await registerSailor(t);
      const other = await registerSailor(t);
      // Ten failures from ten addresses, the address typed in different ways.
      for (let i = 0; i < 10; i++) {
        const typed = [email, email.toUpperCase(), ` ${email} `][i % 3]!;
        const response = await tryLogin(typed, `fel-lösenord-${i}`);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(LOGIN_FAILED);
      }
      const scope = 'login-failure:account';
      await ageHits(scope, email, 0);
      expectThrottled(await tryLogin(email, GOOD_PASSWORD), 900);
      expectThrottled(await tryLogin(email.toUpperCase(), 'fel-igen-123'), 900);
      // Another account is not affected.
      expect((await tryLogin(other.email, GOOD_PASSWORD)).statusCode).toBe(200);

      await ageHits(scope, email, 5 * MINUTE);
      expectThrottled(await tryLogin(email, GOOD_PASSWORD), 600);
      await ageHits(scope, email, 15 * MINUTE - 2000);
      expectThrottled(await tryLogin(email, GOOD_PASSWORD), 2);
      // Refused attempts were not counted as failures: once the ten are 15 minutes old, the
      // account is free again.
      expect(await hits(scope, email)).toHaveLength(10);
      await ageHits(scope, email, 15 * MINUTE + 1000);
      expect((await tryLogin(email, GOOD_PASSWORD)).statusCode).toBe(200);
    });

    it('forgets the failures of an account on a successful login', async () => {
      const { email } = await registerSailor(t);
      await failLogins(email, 9);
      expect((await tryLogin(email, GOOD_PASSWORD)).statusCode).toBe(200);
      expect(await hits('login-failure:account', email)).toEqual([]);
      await failLogins(email, 9);
      expect((await tryLogin(email, GOOD_PASSWORD)).statusCode).toBe(200);
    });

    it('counts failures for unknown accounts too', async () => {
      const email = uniqueEmail('okand');
      await failLogins(email, 10);
      await ageHits('login-failure:account', email, 0);
      expectThrottled(await tryLogin(email, GOOD_PASSWORD), 900);
    });

    it('lets no more than 10 of a burst of parallel guesses be tried', async () => {
      const { email } = await registerSailor(t);
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, i) => tryLogin(email, `gissning-${i}`)),
      );
      const statuses = responses.map((response) => response.statusCode);
      const tried = statuses.filter((status) => status === 401).length;
      expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
      expect(tried).toBeGreaterThan(0);
      expect(tried).toBeLessThanOrEqual(10);
      // Only the attempts that were tried stay counted.
      expect(await hits('login-failure:account', email)).toHaveLength(tried);
    });
  });

  describe('failed logins per address', () => {
    it('refuses an address after 10 failures spread over accounts, for every account', async () => {
      const { email } = await registerSailor(t);
      const address = nextAddress();
      for (let i = 0; i < 10; i++) {
        const response = await tryLogin(uniqueEmail('okand'), GOOD_PASSWORD, address);
        expect(response.statusCode).toBe(401);
      }
      await ageHits('login-failure:address', address, 0);
      expectThrottled(await tryLogin(email, GOOD_PASSWORD, address), 900);
      // The account itself is fine from elsewhere.
      expect((await tryLogin(email, GOOD_PASSWORD)).statusCode).toBe(200);
    });

    it('does not count successful logins against the address', async () => {
      const { email } = await registerSailor(t);
      const address = nextAddress();
      for (let i = 0; i < 12; i++) {
        expect((await tryLogin(email, GOOD_PASSWORD, address)).statusCode).toBe(200);
      }
      expect(await hits('login-failure:address', address)).toEqual([]);
    });

    it('lets the address in again once its failures are older than 15 minutes', async () => {
      const { email } = await registerSailor(t);
      const address = nextAddress();
      for (let i = 0; i < 10; i++) {
        expect((await tryLogin(uniqueEmail('okand'), GOOD_PASSWORD, address)).statusCode).toBe(401);
      }
      expect((await tryLogin(email, GOOD_PASSWORD, address)).statusCode).toBe(429);
      await ageHits('login-failure:address', address, 15 * MINUTE - 2000);
      expectThrottled(await tryLogin(email, GOOD_PASSWORD, address), 2);
      await ageHits('login-failure:address', address, 15 * MINUTE + 1000);
      expect((await tryLogin(email, GOOD_PASSWORD, address)).statusCode).toBe(200);
    });
  });

  describe('registration', () => {
    it('refuses an address after 10 attempts in an hour', async () => {
      const address = nextAddress();
      // Refused for a common password, but counted: the throttle comes before the checks.
      for (let i = 0; i < 10; i++) {
        const response = await register(uniqueEmail(), 'password1', address);
        expect(response.statusCode).toBe(400);
      }
      await ageHits('registration:address', address, 0);
      expectThrottled(await register(uniqueEmail(), GOOD_PASSWORD, address), 3600);
      expect((await register(uniqueEmail(), GOOD_PASSWORD)).statusCode).toBe(201);
      await ageHits('registration:address', address, 59 * MINUTE);
      expectThrottled(await register(uniqueEmail(), GOOD_PASSWORD, address), 60);
      await ageHits('registration:address', address, 60 * MINUTE + 1000);
      expect((await register(uniqueEmail(), GOOD_PASSWORD, address)).statusCode).toBe(201);
    });

    it('refuses an e-mail address after 5 attempts in an hour, from any address', async () => {
      const email = uniqueEmail();
      expect((await register(email, GOOD_PASSWORD)).statusCode).toBe(201);
      for (let i = 0; i < 4; i++) {
        const response = await register(i % 2 ? email.toUpperCase() : email, GOOD_PASSWORD);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          email: ['Det finns redan ett konto med den här e-postadressen.'],
        });
      }
      await ageHits('registration:email', email, 0);
      expectThrottled(await register(email, GOOD_PASSWORD), 3600);
      // Another e-mail address from the same client addresses is not affected.
      expect((await register(uniqueEmail(), GOOD_PASSWORD)).statusCode).toBe(201);
      await ageHits('registration:email', email, 60 * MINUTE + 1000);
      const again = await register(email, GOOD_PASSWORD);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        email: ['Det finns redan ett konto med den här e-postadressen.'],
      });
    });
  });

  describe('password reset requests', () => {
    it('refuses an address after 10 requests in an hour, known address or not', async () => {
      const { email } = await registerSailor(t);
      const address = nextAddress();
      for (let i = 0; i < 10; i++) {
        expect((await requestReset(uniqueEmail('okand'), address)).statusCode).toBe(204);
      }
      await ageHits('reset:address', address, 0);
      expectThrottled(await requestReset(email, address), 3600);
      expectThrottled(await requestReset(uniqueEmail('okand'), address), 3600);
      expect((await requestReset(email)).statusCode).toBe(204);
      await ageHits('reset:address', address, 60 * MINUTE + 1000);
      expect((await requestReset(email, address)).statusCode).toBe(204);
    });

    it('refuses an e-mail address after 5 requests in an hour and mails only 5 links', async () => {
      const { email } = await registerSailor(t);
      for (let i = 0; i < 5; i++) {
        expect((await requestReset(i % 2 ? ` ${email.toUpperCase()}` : email)).statusCode).toBe(
          204,
        );
      }
      await ageHits('reset:email', email, 30 * MINUTE);
      expectThrottled(await requestReset(email), 1800);
      t.app.services.mailer.flush();
      await t.app.services.mailer.idle();
      expect(t.mail.sent.filter((mail) => mail.to === email)).toHaveLength(5);
      // Another address is not affected.
      const other = await registerSailor(t);
      expect((await requestReset(other.email)).statusCode).toBe(204);

      await ageHits('reset:email', email, 60 * MINUTE + 1000);
      expect((await requestReset(email)).statusCode).toBe(204);
      t.app.services.mailer.flush();
      await t.app.services.mailer.idle();
      expect(t.mail.sent.filter((mail) => mail.to === email)).toHaveLength(6);
    });

    it('throttles an unknown e-mail address as a known one', async () => {
      const email = uniqueEmail('okand');
      for (let i = 0; i < 5; i++) expect((await requestReset(email)).statusCode).toBe(204);
      expect((await requestReset(email)).statusCode).toBe(429);
    });
  });
});
