import {
  clubAdminSchema,
  clubLogEntrySchema,
  detailErrorSchema,
  fieldErrorsSchema,
  officialSchema,
} from '@segla/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  type Actor,
  bearer,
  type ClubActor,
  countRows,
  expectStatus,
  GOOD_PASSWORD,
  login,
  makeClubActor,
  makeOfficialActor,
  makeSailorActor,
  makeStaffActor,
  uniqueEmail,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

const officialsSchema = z.array(officialSchema);
const logSchema = z.array(clubLogEntrySchema);

/** Issue 29: a club's officials, invited by e-mail, their roles changed and taken away. */
describe.each(databaseKinds)('club officials on %s', (kind) => {
  let t: TestApp;
  let club: ClubActor;
  let otherClub: ClubActor;
  let staff: Actor;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    club = await makeClubActor(t, { name: 'Segelsällskapet Tärnan' });
    otherClub = await makeClubActor(t);
    staff = await makeStaffActor(t);
  });
  afterAll(() => t.close());

  const list = (slug: string, actor: Actor | null) =>
    t.request({ method: 'GET', url: `/api/clubs/${slug}/officials/`, headers: bearer(actor) });
  const clubLog = (slug: string, actor: Actor | null) =>
    t.request({
      method: 'GET',
      url: `/api/clubs/${slug}/officials/log/`,
      headers: bearer(actor),
    });
  const invite = (slug: string, payload: unknown, actor: Actor | null) =>
    t.request({
      method: 'POST',
      url: `/api/clubs/${slug}/officials/`,
      headers: bearer(actor),
      payload: payload as Record<string, unknown>,
    });
  const patch = (id: number, payload: unknown, actor: Actor | null) =>
    t.request({
      method: 'PATCH',
      url: `/api/officials/${id}/`,
      headers: bearer(actor),
      payload: payload as Record<string, unknown>,
    });
  const remove = (id: number, actor: Actor | null) =>
    t.request({ method: 'DELETE', url: `/api/officials/${id}/`, headers: bearer(actor) });
  const mailTo = (address: string) =>
    t.db
      .selectFrom('outbound_mail')
      .selectAll()
      .where('to_address', '=', address)
      .orderBy('id')
      .execute();
  const createSailing = (clubId: number, actor: Actor) =>
    t.request({
      method: 'POST',
      url: '/api/sailings/',
      headers: actor.headers,
      payload: { club: clubId, name: 'Onsdagssegling', start_date: '2026-06-03' },
    });
  const fieldErrors = (response: { json: () => unknown }) =>
    fieldErrorsSchema.parse(response.json()) as Record<string, string[]>;

  describe('the list', () => {
    let admin: Awaited<ReturnType<typeof makeOfficialActor>>;
    let officer: Awaited<ReturnType<typeof makeOfficialActor>>;

    beforeAll(async () => {
      admin = await makeOfficialActor(t, club.clubId, 'club_admin', {
        firstName: 'Lena',
        lastName: 'Ödman',
      });
      officer = await makeOfficialActor(t, club.clubId, 'race_officer', {
        firstName: 'Per',
        lastName: 'Andersson',
      });
    });

    it('shows club admins, the club account and staff the officials with e-mails', async () => {
      for (const actor of [club, admin, staff]) {
        const response = await list(club.slug, actor);
        expectStatus(response, 200);
        const rows = officialsSchema.parse(response.json());
        const ids = rows.map((row) => row.id);
        expect(ids).toContain(admin.officialId);
        expect(ids).toContain(officer.officialId);
        // Andersson before Ödman (Swedish order: Ö last).
        expect(ids.indexOf(officer.officialId)).toBeLessThan(ids.indexOf(admin.officialId));
        const row = rows.find((r) => r.id === admin.officialId);
        expect(row).toMatchObject({
          role: 'club_admin',
          email: admin.email,
          sailor: { id: admin.sailorId, first_name: 'Lena', last_name: 'Ödman' },
        });
      }
    });

    it('shows a race officer who the officials are, without e-mails', async () => {
      const response = await list(club.slug, officer);
      expectStatus(response, 200);
      const rows = officialsSchema.parse(response.json());
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows.every((row) => row.email === null)).toBe(true);
    });

    it('refuses others: 401 anonymous, 403 another club or a sailor, 404 an unknown club', async () => {
      expectStatus(await list(club.slug, null), 401);
      const other = await list(club.slug, otherClub);
      expectStatus(other, 403);
      detailErrorSchema.parse(other.json());
      const sailor = await makeSailorActor(t);
      expectStatus(await list(club.slug, sailor), 403);
      expectStatus(await list('finns-inte', staff), 404);
    });

    it('keeps the club log from race officers and outsiders', async () => {
      expectStatus(await clubLog(club.slug, null), 401);
      expectStatus(await clubLog(club.slug, officer), 403);
      expectStatus(await clubLog(club.slug, otherClub), 403);
      expectStatus(await clubLog('finns-inte', staff), 404);
    });
  });

  it('gives an existing sailor the role at once, with a notice', async () => {
    const sailor = await makeSailorActor(t, { firstName: 'Lena', lastName: 'Hägg' });
    // Before: she may not create a sailing in the club.
    expectStatus(await createSailing(club.clubId, sailor), 403);
    const response = await invite(
      club.slug,
      { email: ` ${sailor.email.toUpperCase()} `, role: 'race_officer' },
      club,
    );
    expectStatus(response, 201);
    const official = officialSchema.parse(response.json());
    expect(official).toMatchObject({
      role: 'race_officer',
      email: sailor.email,
      sailor: { id: sailor.sailorId, first_name: 'Lena', last_name: 'Hägg' },
    });
    // Her next request, with the token she already had.
    expectStatus(await createSailing(club.clubId, sailor), 201);
    const [mail, ...more] = await mailTo(sailor.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Du är nu tävlingsledare i Segelsällskapet Tärnan');
    expect(mail?.text_body).toContain(`https://segla.example/clubs/${club.slug}`);
    expect(mail?.text_body).not.toContain('reset-confirm');

    const log = logSchema.parse((await clubLog(club.slug, club)).json());
    expect(log[0]).toMatchObject({
      kind: 'role_granted',
      signed_by: 'Klubbkontot',
      detail: 'Lena Hägg blev tävlingsledare.',
    });
  });

  it('makes an unknown address a sailor account of the club and mails a link', async () => {
    const email = uniqueEmail('ny');
    const users = await countRows(t, 'users');
    const response = await invite(club.slug, { email, role: 'club_admin' }, staff);
    expectStatus(response, 201);
    const official = officialSchema.parse(response.json());
    expect(official).toMatchObject({ role: 'club_admin', email });
    expect(await countRows(t, 'users')).toBe(users + 1);
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ account_type: 'sailor', club_id: null });
    const profile = await t.db
      .selectFrom('sailors')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ id: official.sailor.id, club_id: club.clubId });

    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe('Du är inbjuden som klubbadministratör i Segelsällskapet Tärnan');
    const link = /https:\/\/segla\.example\/reset-confirm\/([\w-]+)\/([\w-]+)/.exec(
      mail?.text_body ?? '',
    );
    expect(link).not.toBeNull();
    const confirm = await t.request({
      method: 'POST',
      url: '/auth/users/reset_password_confirm/',
      payload: { uid: link?.[1], token: link?.[2], new_password: GOOD_PASSWORD },
    });
    expectStatus(confirm, 204);
    const { access } = await login(t, email, GOOD_PASSWORD);
    const me = await t.request({
      method: 'GET',
      url: '/auth/users/me/',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(me.json()).toMatchObject({
      roles: [expect.objectContaining({ role: 'club_admin' })],
    });
    // Logged with the address, as she has no name yet.
    const log = logSchema.parse((await clubLog(club.slug, staff)).json());
    expect(log[0]?.detail).toBe(`${email} blev klubbadministratör.`);
  });

  it('refuses the address of a club account, a staff account or a deactivated account', async () => {
    for (const email of [otherClub.email, staff.email]) {
      const response = await invite(club.slug, { email, role: 'race_officer' }, club);
      expectStatus(response, 400);
      expect(fieldErrors(response)).toEqual({
        email: [
          'E-postadressen tillhör ett klubb- eller administratörskonto. Bara seglarkonton kan bli funktionärer.',
        ],
      });
    }
    const sailor = await makeSailorActor(t);
    await t.db
      .updateTable('users')
      .set({ is_active: false })
      .where('id', '=', sailor.userId)
      .execute();
    const response = await invite(club.slug, { email: sailor.email, role: 'race_officer' }, club);
    expectStatus(response, 400);
    expect(fieldErrors(response)).toEqual({
      email: ['Kontot med den här e-postadressen är inaktiverat.'],
    });
  });

  it('refuses the same person twice, a bad role and a bad address', async () => {
    const sailor = await makeSailorActor(t);
    expectStatus(await invite(club.slug, { email: sailor.email, role: 'race_officer' }, club), 201);
    const twice = await invite(club.slug, { email: sailor.email, role: 'club_admin' }, club);
    expectStatus(twice, 400);
    expect(fieldErrors(twice)).toEqual({
      email: [`${sailor.email} är redan funktionär i klubben.`],
    });
    const role = await invite(club.slug, { email: uniqueEmail(), role: 'kung' }, club);
    expectStatus(role, 400);
    expect(Object.keys(fieldErrors(role))).toEqual(['role']);
    const address = await invite(club.slug, { email: 'inte-en-adress', role: 'club_admin' }, club);
    expectStatus(address, 400);
    expect(Object.keys(fieldErrors(address))).toEqual(['email']);
  });

  it('checks the caller before the body: 401, 404, 403, then 400', async () => {
    const bad = { email: 'x', role: 'kung' };
    expectStatus(await invite(club.slug, bad, null), 401);
    expectStatus(await invite('finns-inte', bad, club), 404);
    expectStatus(await invite(club.slug, bad, otherClub), 403);
    const officer = await makeOfficialActor(t, club.clubId, 'race_officer');
    const refused = await invite(
      club.slug,
      { email: uniqueEmail(), role: 'race_officer' },
      officer,
    );
    expectStatus(refused, 403);
    expect(detailErrorSchema.parse(refused.json()).detail).toBe(
      'Din roll i klubben räcker inte för detta.',
    );
    expectStatus(await invite(club.slug, bad, club), 400);
  });

  it('allows 30 invitations a club an hour, then answers 429', async () => {
    const busy = await makeClubActor(t);
    for (let n = 0; n < 30; n++) {
      const response = await invite(
        busy.slug,
        { email: uniqueEmail('ko'), role: 'race_officer' },
        busy,
      );
      expectStatus(response, 201);
    }
    const over = await invite(busy.slug, { email: uniqueEmail('ko'), role: 'race_officer' }, busy);
    expectStatus(over, 429);
    expect(detailErrorSchema.parse(over.json()).detail).toBe(
      'För många inbjudningar på kort tid. Försök igen om en stund.',
    );
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another club is not held back.
    const other = await makeClubActor(t);
    expectStatus(
      await invite(other.slug, { email: uniqueEmail(), role: 'race_officer' }, other),
      201,
    );
  });

  it('changes a role (club admins and staff), logged', async () => {
    const official = await makeOfficialActor(t, club.clubId, 'race_officer', {
      firstName: 'Lena',
      lastName: 'Hägg',
    });
    expectStatus(await patch(official.officialId, { role: 'club_admin' }, null), 401);
    expectStatus(await patch(official.officialId, { role: 'club_admin' }, otherClub), 404);
    expectStatus(await patch(official.officialId, { role: 'club_admin' }, official), 403);
    expectStatus(await patch(999_999, { role: 'club_admin' }, staff), 404);
    expectStatus(await patch(official.officialId, { role: 'kung' }, club), 400);

    const response = await patch(official.officialId, { role: 'club_admin' }, club);
    expectStatus(response, 200);
    expect(officialSchema.parse(response.json())).toMatchObject({
      id: official.officialId,
      role: 'club_admin',
      email: official.email,
    });
    // Now a club admin, her next request may do club writes.
    expectStatus(await list(club.slug, official), 200);
    const log = logSchema.parse((await clubLog(club.slug, staff)).json());
    expect(log[0]).toMatchObject({
      kind: 'role_changed',
      detail: 'Lena Hägg är nu klubbadministratör.',
    });
  });

  it('removes a role: her old token can no longer write in the club', async () => {
    const official = await makeOfficialActor(t, club.clubId, 'race_officer', {
      firstName: 'Lena',
      lastName: 'Hägg',
    });
    expectStatus(await createSailing(club.clubId, official), 201);
    expectStatus(await remove(official.officialId, null), 401);
    expectStatus(await remove(official.officialId, otherClub), 404);
    expectStatus(await remove(official.officialId, official), 403);
    expectStatus(await remove(official.officialId, club), 204);
    expectStatus(await remove(official.officialId, club), 404);
    expectStatus(await createSailing(club.clubId, official), 403);
    const log = logSchema.parse((await clubLog(club.slug, club)).json());
    expect(log[0]).toMatchObject({
      kind: 'role_removed',
      signed_by: 'Klubbkontot',
      detail: 'Lena Hägg är inte längre funktionär.',
    });
  });

  it('keeps the last club admin of a club without an active club login', async () => {
    const lone = await makeClubActor(t);
    const first = await makeOfficialActor(t, lone.clubId, 'club_admin');
    // With the club account active, even the only admin may go and come back.
    expectStatus(await patch(first.officialId, { role: 'race_officer' }, lone), 200);
    expectStatus(await patch(first.officialId, { role: 'club_admin' }, lone), 200);

    await t.db
      .updateTable('users')
      .set({ is_active: false })
      .where('id', '=', lone.userId)
      .execute();
    const demote = await patch(first.officialId, { role: 'race_officer' }, staff);
    expectStatus(demote, 400);
    const refusal = fieldErrors(demote);
    expect(refusal.non_field_errors?.[0]).toMatch(/minst en klubbadministratör/);
    expect(fieldErrors(await remove(first.officialId, first))).toEqual(refusal);

    // With a second admin, the first may go.
    const second = await makeOfficialActor(t, lone.clubId, 'club_admin');
    expectStatus(await remove(first.officialId, second), 204);
    expectStatus(await patch(second.officialId, { role: 'race_officer' }, second), 400);
  });

  it('keeps one of the last two admins when both are removed at once', async () => {
    // A few clubs, one after the other: on PostgreSQL the two removals overlap in most rounds.
    for (let round = 0; round < 4; round += 1) {
      const lone = await makeClubActor(t);
      await t.db
        .updateTable('users')
        .set({ is_active: false })
        .where('id', '=', lone.userId)
        .execute();
      const first = await makeOfficialActor(t, lone.clubId, 'club_admin');
      const second = await makeOfficialActor(t, lone.clubId, 'club_admin');

      // Each removal alone would pass (the other admin stays); at once, only one may.
      const responses = await Promise.all([
        remove(first.officialId, staff),
        remove(second.officialId, staff),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([204, 400]);
      const refused = responses.find((response) => response.statusCode === 400);
      expect(fieldErrors(refused!).non_field_errors?.[0]).toMatch(/minst en klubbadministratör/);
      const admins = await t.db
        .selectFrom('club_officials')
        .select('id')
        .where('club_id', '=', lone.clubId)
        .where('role', '=', 'club_admin')
        .execute();
      expect(admins).toHaveLength(1);
    }
  });

  it('lists the club log newest first, every kind', async () => {
    const response = await clubLog(club.slug, club);
    expectStatus(response, 200);
    const entries = logSchema.parse(response.json());
    expect(entries.length).toBeGreaterThan(0);
    const ids = entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(entries.some((entry) => entry.kind === 'role_granted')).toBe(true);
    // Another club's log holds none of these.
    const other = logSchema.parse((await clubLog(otherClub.slug, otherClub)).json());
    expect(other.some((entry) => ids.includes(entry.id))).toBe(false);
  });

  describe('"Ny klubb" with a first club administrator', () => {
    const createClub = (payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/api/clubs/', headers: staff.headers, payload });
    let n = 0;
    const name = () => `Vindö Segelsällskap ${++n}${Math.floor(Math.random() * 1e6)}`;

    it('makes a club without a login whose admin is an existing sailor', async () => {
      const sailor = await makeSailorActor(t, { firstName: 'Lena', lastName: 'Hägg' });
      const users = await countRows(t, 'users');
      const response = await createClub({ name: name(), email: '', admin_email: sailor.email });
      expectStatus(response, 201);
      const created = clubAdminSchema.parse(response.json());
      expect(created.email).toBe(sailor.email);
      expect(await countRows(t, 'users')).toBe(users);
      const rows = officialsSchema.parse((await list(created.slug, sailor)).json());
      expect(rows.map((row) => [row.role, row.sailor.id])).toEqual([
        ['club_admin', sailor.sailorId],
      ]);
      const [mail] = await mailTo(sailor.email);
      expect(mail?.subject).toBe(`Du är nu klubbadministratör i ${created.name}`);
      // She administers the club at once; being its last admin, she may not leave.
      const [row] = rows;
      const leave = await remove(row!.id, sailor);
      expectStatus(leave, 400);
      const log = logSchema.parse((await clubLog(created.slug, sailor)).json());
      expect(log).toEqual([
        expect.objectContaining({
          kind: 'role_granted',
          detail: 'Lena Hägg blev klubbadministratör.',
        }),
      ]);
    });

    it('makes the club login and a new admin account, each mailed a link', async () => {
      const login = uniqueEmail('kansli');
      const adminEmail = uniqueEmail('admin');
      const response = await createClub({ name: name(), email: login, admin_email: adminEmail });
      expectStatus(response, 201);
      const created = clubAdminSchema.parse(response.json());
      expect(created.email).toBe(login);
      const [loginMail] = await mailTo(login);
      expect(loginMail?.text_body).toContain('reset-confirm');
      const [adminMail] = await mailTo(adminEmail);
      expect(adminMail?.subject).toBe(`Du är inbjuden som klubbadministratör i ${created.name}`);
      expect(adminMail?.text_body).toContain('reset-confirm');
      const official = await t.db
        .selectFrom('club_officials as o')
        .innerJoin('users as u', 'u.id', 'o.user_id')
        .select(['o.role', 'u.account_type'])
        .where('o.club_id', '=', created.id)
        .execute();
      expect(official).toEqual([{ role: 'club_admin', account_type: 'sailor' }]);
    });

    it('answers 400 on email for neither address, and on admin_email for a bad one', async () => {
      const clubs = await countRows(t, 'clubs');
      const neither = await createClub({ name: name(), email: '', admin_email: '' });
      expectStatus(neither, 400);
      expect(fieldErrors(neither)).toEqual({
        email: [
          'Ange en e-postadress för klubbens inloggning eller för en första klubbadministratör.',
        ],
      });
      expectStatus(await createClub({ name: name() }), 400);
      const clubAccount = await createClub({ name: name(), admin_email: otherClub.email });
      expectStatus(clubAccount, 400);
      expect(Object.keys(fieldErrors(clubAccount))).toEqual(['admin_email']);
      const same = uniqueEmail();
      const twice = await createClub({ name: name(), email: same, admin_email: same });
      expectStatus(twice, 400);
      expect(Object.keys(fieldErrors(twice))).toEqual(['admin_email']);
      expect(await countRows(t, 'clubs')).toBe(clubs);
    });
  });
});
