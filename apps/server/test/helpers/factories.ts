import { randomBytes } from 'node:crypto';
import { createClub } from '../../src/cli/account-commands.ts';
import type { TestApp } from './build-test-app.ts';

let counter = 0;

/** A unique e-mail address for one test. */
export function uniqueEmail(prefix = 'seglare'): string {
  counter += 1;
  return `${prefix}.${counter}.${randomBytes(3).toString('hex')}@example.se`;
}

/** A password that passes every rule. */
export const GOOD_PASSWORD = 'Bris-över-Mälaren-42';

/** Registers a sailor through the API; returns the e-mail and password used. */
export async function registerSailor(
  t: TestApp,
  overrides: { email?: string; password?: string; club?: number | null } = {},
) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? GOOD_PASSWORD;
  const response = await t.request({
    method: 'POST',
    url: '/auth/users/',
    payload: { email, password, club: overrides.club ?? '', terms: true },
    remoteAddress: `10.1.${counter % 250}.${Math.floor(Math.random() * 250)}`,
  });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  return { email, password, id: response.json<{ id: number }>().id };
}

/** Logs in through the API; returns the token pair. */
export async function login(t: TestApp, email: string, password: string) {
  const response = await t.request({
    method: 'POST',
    url: '/auth/jwt/create/',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<{ access: string; refresh: string }>();
}

/** A club with its club account, made as the command line does. */
export async function makeClub(t: TestApp, overrides: { slug?: string; name?: string } = {}) {
  counter += 1;
  const slug = overrides.slug ?? `klubb-${counter}-${randomBytes(2).toString('hex')}`;
  const email = uniqueEmail('klubb');
  const { clubId, userId } = await createClub(t.testDatabase.database.db, {
    slug,
    name: overrides.name ?? `Segelsällskapet ${counter}`,
    email,
    password: GOOD_PASSWORD,
  });
  return { clubId, userId, slug, email, password: GOOD_PASSWORD };
}
