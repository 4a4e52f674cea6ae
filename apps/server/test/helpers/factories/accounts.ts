import { randomBytes } from 'node:crypto';
import type { ClubRole } from '@segla/core/club';
import { insertOfficial } from '../../../src/modules/officials/official-repository.ts';
import { createAdmin, createClub } from '../../../src/cli/account-commands.ts';
import type { TestApp } from '../build-test-app.ts';
import { unique } from './unique.ts';

/**
 * Accounts: sailors registered through the API, club and staff accounts made as the command
 * line makes them, and signed-in actors of each kind.
 */

let emails = 0;

/** A unique e-mail address for one test (its first part becomes a sailor's slug). */
export function uniqueEmail(prefix = 'seglare'): string {
  emails += 1;
  return `${prefix}.${emails}.${randomBytes(3).toString('hex')}@example.se`;
}

/** A password that passes every rule. */
export const GOOD_PASSWORD = 'Bris-över-Mälaren-42';

let registrations = 0;

/** Registers a sailor through the API; returns the e-mail and password used. */
export async function registerSailor(
  t: TestApp,
  overrides: { email?: string; password?: string; club?: number | null } = {},
) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? GOOD_PASSWORD;
  registrations += 1;
  const response = await t.request({
    method: 'POST',
    url: '/auth/users/',
    payload: { email, password, club: overrides.club ?? '', terms: true },
    remoteAddress: `10.1.${registrations % 250}.${Math.floor(Math.random() * 250)}`,
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

/** A club with its club account, made as the command line does (not signed in). */
export async function makeClub(t: TestApp, overrides: { slug?: string; name?: string } = {}) {
  const n = unique();
  const slug = overrides.slug ?? `klubb-${n}`;
  const name = overrides.name ?? `Segelsällskapet ${n}`;
  const email = uniqueEmail('klubb');
  const { clubId, userId } = await createClub(t.db, {
    slug,
    name,
    email,
    password: GOOD_PASSWORD,
  });
  return { clubId, userId, slug, name, email, password: GOOD_PASSWORD };
}

/** A signed-in user: the access token and its Authorization header, and who they are. */
export interface Actor {
  token: string;
  headers: { authorization: string };
  userId: number;
  email: string;
}

export interface ClubActor extends Actor {
  clubId: number;
  slug: string;
  name: string;
}

export interface SailorActor extends Actor {
  sailorId: number;
}

/** `Authorization` header of an actor; none for an anonymous request. */
export function bearer(actor: Actor | null) {
  return actor ? actor.headers : {};
}

async function signIn(t: TestApp, email: string, password: string) {
  const { access } = await login(t, email, password);
  return { token: access, headers: { authorization: `Bearer ${access}` } };
}

/** A club and its signed-in club account. */
export async function makeClubActor(
  t: TestApp,
  overrides: { slug?: string; name?: string } = {},
): Promise<ClubActor> {
  const club = await makeClub(t, overrides);
  return {
    ...(await signIn(t, club.email, club.password)),
    userId: club.userId,
    email: club.email,
    clubId: club.clubId,
    slug: club.slug,
    name: club.name,
  };
}

/** A registered, signed-in sailor (optionally a member of a club) and her profile; names set when given. */
export async function makeSailorActor(
  t: TestApp,
  overrides: { club?: number | null; firstName?: string; lastName?: string } = {},
): Promise<SailorActor> {
  const { email, password, id } = await registerSailor(t, { club: overrides.club ?? null });
  const profile = await t.db
    .selectFrom('sailors')
    .select('id')
    .where('user_id', '=', id)
    .executeTakeFirstOrThrow();
  if (overrides.firstName !== undefined || overrides.lastName !== undefined) {
    await t.db
      .updateTable('sailors')
      .set({ first_name: overrides.firstName, last_name: overrides.lastName })
      .where('id', '=', profile.id)
      .execute();
  }
  return { ...(await signIn(t, email, password)), userId: id, email, sailorId: profile.id };
}

/** A signed-in staff user, made as `create-admin` does. */
export async function makeStaffActor(t: TestApp): Promise<Actor> {
  const email = uniqueEmail('admin');
  const userId = await createAdmin(t.db, { email, password: GOOD_PASSWORD });
  return { ...(await signIn(t, email, GOOD_PASSWORD)), userId, email };
}

/**
 * A signed-in sailor who holds `role` in the club (issue 29), granted as the officials API
 * grants it; names set so her changes are signed with them.
 */
export async function makeOfficialActor(
  t: TestApp,
  clubId: number,
  role: ClubRole,
  names: { firstName?: string; lastName?: string } = {},
): Promise<SailorActor & { officialId: number }> {
  const sailor = await makeSailorActor(t, {
    firstName: names.firstName ?? 'Lena',
    lastName: names.lastName ?? 'Hägg',
  });
  const officialId = await insertOfficial(
    t.db,
    { clubId, userId: sailor.userId, role },
    new Date().toISOString(),
  );
  return { ...sailor, officialId };
}
