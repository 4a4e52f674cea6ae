import { accountSchema } from '@segla/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  type Actor,
  GOOD_PASSWORD,
  makeClubActor,
  makeOfficialActor,
  makeSailorActor,
  makeStaffActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { insertOfficial } from '../../src/modules/officials/official-repository.ts';
import { indexSailorSearchWords } from '../../src/modules/sailors/sailor-search.ts';

interface AccountBody {
  id: number;
  email: string;
  account_type: string;
  is_active: boolean;
  club: { slug: string } | null;
  sailor: { id: number; slug: string; first_name: string; last_name: string } | null;
  roles: { club: { id: number; slug: string; name: string }; role: string }[];
}

/** Issue 13, item 4: the staff's accounts. */
describe.each(databaseKinds)('accounts on %s', (kind) => {
  let t: TestApp;
  let staff: Actor;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    staff = await makeStaffActor(t);
  });
  afterAll(() => t.close());

  const search = async (query: string) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/accounts/?query=${encodeURIComponent(query)}`,
      headers: staff.headers,
    });
    expect(response.statusCode).toBe(200);
    z.array(accountSchema).parse(response.json());
    return response.json<AccountBody[]>();
  };
  const act = (id: number, verb: string, headers = staff.headers) =>
    t.request({ method: 'POST', url: `/api/accounts/${id}/${verb}/`, headers });
  const login = (email: string) =>
    t.request({
      method: 'POST',
      url: '/auth/jwt/create/',
      payload: { email, password: GOOD_PASSWORD },
    });

  it('finds accounts by part of the e-mail and by the start of a sailor name, any case', async () => {
    const sailor = await makeSailorActor(t, { firstName: 'Åsa', lastName: 'Östlund-Berg' });
    // The factory sets the names in the table; saving them through the API indexes them so.
    await indexSailorSearchWords(t.db, { sailorIds: [sailor.sailorId] });
    const club = await makeClubActor(t);
    const byEmail = await search(sailor.email.slice(3, 15).toUpperCase());
    expect(byEmail.map((a) => a.id)).toContain(sailor.userId);
    const byName = await search('åsa östl');
    expect(byName.find((a) => a.id === sailor.userId)).toMatchObject({
      account_type: 'sailor',
      is_active: true,
      club: null,
      sailor: { id: sailor.sailorId, first_name: 'Åsa', last_name: 'Östlund-Berg' },
    });
    expect((await search('ASA')).map((a) => a.id)).toContain(sailor.userId);
    expect((await search('åsa nilsson')).map((a) => a.id)).not.toContain(sailor.userId);
    const clubHit = (await search(club.email)).find((a) => a.id === club.userId);
    expect(clubHit).toMatchObject({
      account_type: 'club',
      club: { slug: club.slug },
      sailor: null,
    });
    // LIKE's wildcards are taken literally.
    expect(await search('%_%')).toEqual([]);
    // Without a query: the newest accounts, at most 50.
    const newest = await search('');
    expect(newest.length).toBeGreaterThan(0);
    expect(newest.length).toBeLessThanOrEqual(50);
  });

  it('answers each account with the club roles it holds, by club name (issue 29)', async () => {
    const bris = await makeClubActor(t, { name: 'Segelsällskapet Bris' });
    const asko = await makeClubActor(t, { name: 'Askö Båtklubb' });
    const lena = await makeOfficialActor(t, bris.clubId, 'race_officer', {
      firstName: 'Lena',
      lastName: 'Hägg',
    });
    await insertOfficial(
      t.db,
      { clubId: asko.clubId, userId: lena.userId, role: 'club_admin' },
      new Date().toISOString(),
    );
    const johan = await makeOfficialActor(t, bris.clubId, 'club_admin', {
      firstName: 'Johan',
      lastName: 'Strand',
    });
    const plain = await makeSailorActor(t);

    // One list holds all four: the newest accounts, each with its own roles.
    const newest = await search('');
    const byId = new Map(newest.map((account) => [account.id, account]));
    expect(byId.get(lena.userId)?.roles).toEqual([
      { club: { id: asko.clubId, slug: asko.slug, name: 'Askö Båtklubb' }, role: 'club_admin' },
      {
        club: { id: bris.clubId, slug: bris.slug, name: 'Segelsällskapet Bris' },
        role: 'race_officer',
      },
    ]);
    expect(byId.get(johan.userId)?.roles).toEqual([
      {
        club: { id: bris.clubId, slug: bris.slug, name: 'Segelsällskapet Bris' },
        role: 'club_admin',
      },
    ]);
    expect(byId.get(plain.userId)?.roles).toEqual([]);
    // The club account is the club's shared login, not an official of it.
    expect(byId.get(bris.userId)?.roles).toEqual([]);

    // A search answers them too, and so do deactivate and reactivate.
    expect((await search(lena.email)).map((account) => account.roles.length)).toEqual([2]);
    const deactivated = await act(johan.userId, 'deactivate');
    expect(accountSchema.parse(deactivated.json()).roles).toEqual([
      expect.objectContaining({ role: 'club_admin' }),
    ]);
    const reactivated = await act(johan.userId, 'reactivate');
    expect(accountSchema.parse(reactivated.json()).roles).toHaveLength(1);
  });

  it('deactivates an account: its tokens stop working and it cannot sign in; reactivates it', async () => {
    const sailor = await makeSailorActor(t);
    const response = await act(sailor.userId, 'deactivate');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: sailor.userId, is_active: false });
    const me = await t.request({ method: 'GET', url: '/auth/users/me/', headers: sailor.headers });
    expect(me.statusCode).toBe(401);
    expect((await login(sailor.email)).statusCode).toBe(401);
    const back = await act(sailor.userId, 'reactivate');
    expect(back.json()).toMatchObject({ is_active: true });
    expect((await login(sailor.email)).statusCode).toBe(200);
  });

  it('refuses to deactivate oneself, and a club account of a deactivated club', async () => {
    const self = await act(staff.userId, 'deactivate');
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ non_field_errors: ['Du kan inte inaktivera ditt eget konto.'] });
    const club = await makeClubActor(t);
    await t.request({
      method: 'POST',
      url: `/api/clubs/${club.slug}/deactivate/`,
      headers: staff.headers,
    });
    const refused = await act(club.userId, 'reactivate');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ non_field_errors: string[] }>().non_field_errors[0]).toContain(
      'är inaktiverad',
    );
  });

  it('mails the password reset link of the forgotten-password mail', async () => {
    const sailor = await makeSailorActor(t);
    const response = await act(sailor.userId, 'send-reset');
    expect(response.statusCode).toBe(204);
    t.app.services.mailer.flush();
    await t.app.services.mailer.idle();
    const mail = t.mail.sent.filter((sent) => sent.to === sailor.email).at(-1);
    expect(mail?.subject).toBe('Återställ ditt lösenord för Segla');
    expect(mail?.text).toMatch(/\/reset-confirm\/[A-Za-z0-9_-]+\/[0-9a-z]+-[A-Za-z0-9_-]{43}/);
    await act(sailor.userId, 'deactivate');
    const inactive = await act(sailor.userId, 'send-reset');
    expect(inactive.statusCode).toBe(400);
  });

  it('answers 404 for unknown ids, 400 for bad ones and a bad query, and only to staff', async () => {
    expect((await act(2_000_000_000, 'deactivate')).statusCode).toBe(404);
    expect((await act(2_000_000_000, 'send-reset')).statusCode).toBe(404);
    const badId = await t.request({
      method: 'POST',
      url: '/api/accounts/abc/deactivate/',
      headers: staff.headers,
    });
    expect([400, 404]).toContain(badId.statusCode);
    const long = await t.request({
      method: 'GET',
      url: `/api/accounts/?query=${'a'.repeat(101)}`,
      headers: staff.headers,
    });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json())).toEqual(['query']);
    const sailor = await makeSailorActor(t);
    expect(
      (await t.request({ method: 'GET', url: '/api/accounts/', headers: sailor.headers }))
        .statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/accounts/' })).statusCode).toBe(401);
    expect((await act(staff.userId, 'send-reset', sailor.headers)).statusCode).toBe(403);
  });
});
