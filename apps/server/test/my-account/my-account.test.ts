import { accountExportSchema } from '@segla/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  countRows,
  createSailing,
  enterSailing,
  GOOD_PASSWORD,
  insertBoat,
  insertBoatModel,
  insertCompetitor,
  insertSailing,
  insertStartGroup,
  login,
  makeClubActor,
  makeSailorActor,
  makeStaffActor,
  multipartRequest,
  pngImage,
  searchWordsOf,
  type SailorActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { insertOfficial } from '../../src/modules/officials/official-repository.ts';

const WRONG_PASSWORD = { current_password: ['Fel lösenord.'] };
const NOT_SIGNED_IN = { detail: 'Autentiseringsuppgifter angavs inte.' };
const TOKEN_NOT_VALID = { detail: 'Token är ogiltig eller har gått ut.', code: 'token_not_valid' };

describe.each(databaseKinds)('the account’s own data (GDPR) on %s', (kind) => {
  let t: TestApp;
  let addressCount = 0;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const nextAddress = () => {
    addressCount += 1;
    return `10.60.${Math.floor(addressCount / 250)}.${addressCount % 250}`;
  };
  const exportData = (headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url: '/auth/users/me/export/', headers });
  const deleteAccount = (
    payload: unknown,
    headers: Record<string, string> = {},
    remoteAddress = nextAddress(),
  ) =>
    t.request({
      method: 'DELETE',
      url: '/auth/users/me/',
      payload: payload as Record<string, unknown>,
      headers,
      remoteAddress,
    });

  /** A named sailor with a boat, an entry in a published and in a draft sailing, and feedback. */
  async function sailorWithHistory(): Promise<{
    sailor: SailorActor;
    boatId: number;
    entryId: number;
    draftEntryId: number;
    sailingId: number;
  }> {
    const club = await makeClubActor(t, { name: 'Exportklubben' });
    const sailor = await makeSailorActor(t, {
      club: club.clubId,
      firstName: 'Greta',
      lastName: 'Garbo',
    });
    const model = await insertBoatModel(t.db, { name: `Folkbåt ${++addressCount}`, srs: 0.83 });
    const { id: boatId } = await insertBoat(t.db, {
      name: 'Vinga',
      sailNumber: 'SWE 100',
      boatModelId: model.id,
      ownerId: sailor.sailorId,
    });
    const sailing = await insertSailing(t.db, {
      clubId: club.clubId,
      name: 'Onsdagssegling 1',
      startDate: '2026-05-13',
      status: 'finished',
    });
    const group = await insertStartGroup(t.db, { sailingId: sailing.id, startTime: '18:30:00' });
    const { id: entryId } = await insertCompetitor(t.db, {
      sailingId: sailing.id,
      startGroupId: group.id,
      sailorId: sailor.sailorId,
      name: 'Greta Garbo',
      boatName: 'Vinga',
      sailNumber: 'SWE 100',
      finishTime: '19:45:10',
      elapsedTime: 4510,
    });
    await t.db
      .updateTable('competitors')
      .set({ boat_id: boatId })
      .where('id', '=', entryId)
      .execute();
    const draft = await insertSailing(t.db, {
      clubId: club.clubId,
      name: 'Hemlig planering',
      status: 'unpublished',
    });
    const { id: draftEntryId } = await insertCompetitor(t.db, {
      sailingId: draft.id,
      sailorId: sailor.sailorId,
      name: 'Greta Garbo',
    });
    const feedback = await t.request({
      method: 'POST',
      url: '/api/feedback/',
      payload: { subject: 'Övrigt', message: 'Tack för appen!' },
      headers: sailor.headers,
      remoteAddress: '10.61.0.1',
    });
    expect(feedback.statusCode).toBe(201);
    return { sailor, boatId, entryId, draftEntryId, sailingId: sailing.id };
  }

  describe('GET /auth/users/me/export/', () => {
    it('downloads everything Segla holds about a sailor as a JSON file, without secrets', async () => {
      const { sailor, boatId, entryId, sailingId } = await sailorWithHistory();
      const response = await exportData(sailor.headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="segla-mina-uppgifter.json"',
      );
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const data = accountExportSchema.parse(response.json());
      expect(data.account).toMatchObject({
        id: sailor.userId,
        email: sailor.email,
        account_type: 'sailor',
        is_staff: false,
        is_active: true,
        club: null,
      });
      expect(data.sailor).toMatchObject({
        id: sailor.sailorId,
        first_name: 'Greta',
        last_name: 'Garbo',
        club: { name: 'Exportklubben' },
      });
      expect(data.boats).toEqual([
        expect.objectContaining({
          id: boatId,
          name: 'Vinga',
          sail_number: 'SWE 100',
          boat_model: {
            id: expect.any(Number) as number,
            name: expect.stringMatching(/^Folkbåt /) as string,
          },
          own_srs: null,
          certificate_year: null,
        }),
      ]);
      // Her entries with the sailing's name and date; a club's draft stays hidden, as everywhere.
      expect(data.entries).toEqual([
        expect.objectContaining({
          id: entryId,
          sailing: expect.objectContaining({
            id: sailingId,
            name: 'Onsdagssegling 1',
            start_date: '2026-05-13',
          }) as unknown,
          name: 'Greta Garbo',
          finish_time: '19:45:10',
          elapsed_time: 4510,
        }),
      ]);
      expect(data.feedback).toEqual([
        expect.objectContaining({ subject: 'Övrigt', message: 'Tack för appen!', ip: '10.61.0.1' }),
      ]);
      const text = response.body;
      expect(text).not.toMatch(/password_hash|argon2|token_version/);
      expect(text).not.toContain('Hemlig planering');
    });

    it('lists the club roles she holds, each with its club and since when (issue 29)', async () => {
      const bris = await makeClubActor(t, { name: 'Segelsällskapet Bris' });
      const asko = await makeClubActor(t, { name: 'Askö Båtklubb' });
      const lena = await makeSailorActor(t, { firstName: 'Lena', lastName: 'Hägg' });
      await insertOfficial(
        t.db,
        { clubId: bris.clubId, userId: lena.userId, role: 'race_officer' },
        '2026-04-01T08:00:00.000Z',
      );
      await insertOfficial(
        t.db,
        { clubId: asko.clubId, userId: lena.userId, role: 'club_admin' },
        '2026-05-02T09:30:00.000Z',
      );
      const response = await exportData(lena.headers);
      expect(response.statusCode).toBe(200);
      const data = accountExportSchema.parse(response.json());
      expect(data.roles).toEqual([
        {
          club: { id: asko.clubId, slug: asko.slug, name: 'Askö Båtklubb' },
          role: 'club_admin',
          since: '2026-05-02T09:30:00.000Z',
        },
        {
          club: { id: bris.clubId, slug: bris.slug, name: 'Segelsällskapet Bris' },
          role: 'race_officer',
          since: '2026-04-01T08:00:00.000Z',
        },
      ]);
      // Without a role the list is empty; a club account holds none either.
      const plain = await makeSailorActor(t);
      expect(accountExportSchema.parse((await exportData(plain.headers)).json()).roles).toEqual([]);
      expect(accountExportSchema.parse((await exportData(bris.headers)).json()).roles).toEqual([]);
    });

    it('holds her mobile number, the mails she switched off and her crews (issue 31)', async () => {
      const club = await makeClubActor(t);
      const skipper = await makeSailorActor(t);
      const mate = await makeSailorActor(t);
      const sailing = await createSailing(t, club, { status: 'upcoming', reg_status: 'open' });
      const entry = await enterSailing(t, skipper, sailing.id, { name: 'Tärnan' });
      const write = (method: 'PUT' | 'POST', url: string, payload: Record<string, unknown>) =>
        t.request({ method, url, headers: mate.headers, payload });
      expect(
        (
          await write('PUT', `/api/sailors/${mate.sailorId}/contact/`, {
            mobile_number: '070-123 45 67',
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (
          await write('PUT', `/api/sailors/${mate.sailorId}/mail-settings/`, {
            results_verified: false,
          })
        ).statusCode,
      ).toBe(200);
      const added = await t.request({
        method: 'POST',
        url: `/api/competitors/${entry.id}/crew/`,
        headers: skipper.headers,
        payload: { sailor: mate.sailorId },
      });
      expect(added.statusCode).toBe(201);

      const data = accountExportSchema.parse((await exportData(mate.headers)).json());
      expect(data.sailor).toMatchObject({
        mobile_number: '+46701234567',
        mail_opt_outs: ['results_verified'],
      });
      expect(data.crews).toEqual([
        {
          id: expect.any(Number) as number,
          sailing: expect.objectContaining({ id: sailing.id }) as object,
          boat_name: 'Tärnan',
          sail_number: expect.any(String) as string,
          confirmed_at: null,
        },
      ]);
      expect(accountExportSchema.parse((await exportData(skipper.headers)).json()).crews).toEqual(
        [],
      );
    });

    it('exports a club account’s and a staff member’s account, without a sailor profile', async () => {
      const club = await makeClubActor(t);
      const clubData = (await exportData(club.headers)).json<{
        account: { account_type: string; club: { id: number } | null };
        sailor: unknown;
        boats: unknown[];
      }>();
      expect(clubData.account).toMatchObject({ account_type: 'club', club: { id: club.clubId } });
      expect(clubData.sailor).toBeNull();
      expect(clubData.boats).toEqual([]);
      const staff = await makeStaffActor(t);
      const staffData = await exportData(staff.headers);
      expect(staffData.statusCode).toBe(200);
      expect(staffData.json()).toMatchObject({
        account: { account_type: 'staff', is_staff: true },
      });
    });

    it('answers 401 without a valid token', async () => {
      const anonymous = await exportData();
      expect(anonymous.statusCode).toBe(401);
      const forged = await exportData({ authorization: 'Bearer x.y.z' });
      expect(forged.statusCode).toBe(401);
    });
  });

  describe('DELETE /auth/users/me/', () => {
    it('removes the account, profile, picture and boats; entries keep what the club entered', async () => {
      const { sailor, boatId, entryId, draftEntryId } = await sailorWithHistory();
      const picture = await multipartRequest(
        t,
        { method: 'PATCH', url: `/api/sailors/${sailor.sailorId}/`, headers: sailor.headers },
        { picture: { filename: 'bild.png', contentType: 'image/png', data: await pngImage() } },
      );
      expect(picture.statusCode).toBe(200);
      const pictureName = picture.json<{ picture: string }>().picture.replace('/media/', '');
      const otherDevice = await login(t, sailor.email, GOOD_PASSWORD);
      const feedbackBefore = await countRows(t, 'feedback');

      // Her boat is found by search (renamed through the API, which keeps its search words).
      const renamed = await t.request({
        method: 'PATCH',
        url: `/api/boats/${boatId}/`,
        payload: { name: 'Vinga II' },
        headers: sailor.headers,
      });
      expect(renamed.statusCode).toBe(200);
      expect(await searchWordsOf(t, 'boat', boatId)).not.toEqual([]);

      const response = await deleteAccount({ current_password: GOOD_PASSWORD }, sailor.headers);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');

      const gone = async (table: 'users' | 'sailors' | 'boats', id: number) =>
        (await t.db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) ===
        undefined;
      expect(await gone('users', sailor.userId)).toBe(true);
      expect(await gone('sailors', sailor.sailorId)).toBe(true);
      expect(await gone('boats', boatId)).toBe(true);
      const file = await t.db
        .selectFrom('stored_files')
        .select('id')
        .where('name', '=', pictureName)
        .executeTakeFirst();
      expect(file).toBeUndefined();
      expect(await searchWordsOf(t, 'sailor', sailor.sailorId)).toEqual([]);
      expect(await searchWordsOf(t, 'boat', boatId)).toEqual([]);
      // The results keep the competitor as the club entered her, without links to her.
      const entries = await t.db
        .selectFrom('competitors')
        .select(['id', 'name', 'boat_name', 'sail_number', 'sailor_id', 'boat_id', 'elapsed_time'])
        .where('id', 'in', [entryId, draftEntryId])
        .orderBy('id')
        .execute();
      expect(entries).toEqual([
        {
          id: entryId,
          name: 'Greta Garbo',
          boat_name: 'Vinga',
          sail_number: 'SWE 100',
          sailor_id: null,
          boat_id: null,
          elapsed_time: 4510,
        },
        expect.objectContaining({ id: draftEntryId, name: 'Greta Garbo', sailor_id: null }),
      ]);
      // Her feedback stays with the club of Segla's staff, without the account.
      expect(await countRows(t, 'feedback')).toBe(feedbackBefore);

      // Every token stops working, and the password signs in no more.
      for (const access of [sailor.token, otherDevice.access]) {
        const me = await t.request({
          method: 'GET',
          url: '/auth/users/me/',
          headers: { authorization: `Bearer ${access}` },
        });
        expect(me.statusCode).toBe(401);
        expect(me.json()).toEqual(TOKEN_NOT_VALID);
      }
      const refreshed = await t.request({
        method: 'POST',
        url: '/auth/jwt/refresh/',
        payload: { refresh: otherDevice.refresh },
      });
      expect(refreshed.statusCode).toBe(401);
      const again = await t.request({
        method: 'POST',
        url: '/auth/jwt/create/',
        payload: { email: sailor.email, password: GOOD_PASSWORD },
        remoteAddress: nextAddress(),
      });
      expect(again.statusCode).toBe(401);
      // The address is free for a new account.
      const register = await t.request({
        method: 'POST',
        url: '/auth/users/',
        payload: { email: sailor.email, password: GOOD_PASSWORD, club: '', terms: true },
        remoteAddress: nextAddress(),
      });
      expect(register.statusCode).toBe(201);
    });

    it('removes her club roles with the account; her changes keep their signature (issue 29)', async () => {
      const club = await makeClubActor(t, { name: 'Segelsällskapet Bris' });
      const lena = await makeSailorActor(t, { firstName: 'Lena', lastName: 'Hägg' });
      const officialId = await insertOfficial(
        t.db,
        { clubId: club.clubId, userId: lena.userId, role: 'race_officer' },
        new Date().toISOString(),
      );
      const sailing = await insertSailing(t.db, { clubId: club.clubId, status: 'ongoing' });
      const { id: changeId } = await t.db
        .insertInto('sailing_changes')
        .values({
          sailing_id: sailing.id,
          competitor_id: null,
          start_group_id: null,
          user_id: lena.userId,
          device: null,
          kind: 'start_time',
          before: null,
          after: '18:30:00',
          stamped: false,
          status: 'applied',
          signed_by: 'Lena Hägg, tävlingsledare',
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      const response = await deleteAccount({ current_password: GOOD_PASSWORD }, lena.headers);
      expect(response.statusCode).toBe(204);

      const role = await t.db
        .selectFrom('club_officials')
        .select('id')
        .where('id', '=', officialId)
        .executeTakeFirst();
      expect(role).toBeUndefined();
      expect(
        await t.db
          .selectFrom('club_officials')
          .select('id')
          .where('user_id', '=', lena.userId)
          .execute(),
      ).toEqual([]);
      const change = await t.db
        .selectFrom('sailing_changes')
        .select(['user_id', 'signed_by'])
        .where('id', '=', changeId)
        .executeTakeFirstOrThrow();
      expect(change).toEqual({ user_id: null, signed_by: 'Lena Hägg, tävlingsledare' });
      // The club itself and its shared login are untouched.
      expect(
        await t.db.selectFrom('clubs').select('id').where('id', '=', club.clubId).execute(),
      ).toHaveLength(1);
    });

    it('keeps the sailing’s results readable after the deletion', async () => {
      const { sailor, sailingId } = await sailorWithHistory();
      expect(
        (await deleteAccount({ current_password: GOOD_PASSWORD }, sailor.headers)).statusCode,
      ).toBe(204);
      const results = await t.request({
        method: 'GET',
        url: `/api/sailings/${sailingId}/results/`,
      });
      expect(results.statusCode).toBe(200);
      expect(results.body).toContain('Greta Garbo');
    });

    it.each([
      ['a wrong password', { current_password: 'Fel-lösenord-123' }, WRONG_PASSWORD],
      ['no password', {}, { current_password: ['Detta fält är obligatoriskt.'] }],
      [
        'an empty password',
        { current_password: '' },
        { current_password: ['Detta fält är obligatoriskt.'] },
      ],
      [
        'a null password',
        { current_password: null },
        { current_password: ['Detta fält får inte vara null.'] },
      ],
      [
        'a password as a number',
        { current_password: 12345678 },
        { current_password: ['Fel typ: förväntade en text, fick ett tal.'] },
      ],
      [
        'an unknown field',
        { current_password: GOOD_PASSWORD, confirm: true },
        { confirm: ['Okänt fält.'] },
      ],
    ])('refuses %s with a 400 and deletes nothing', async (_label, payload, errors) => {
      const sailor = await makeSailorActor(t, { firstName: 'Kvar', lastName: 'Här' });
      const response = await deleteAccount(payload, sailor.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errors);
      const me = await t.request({
        method: 'GET',
        url: '/auth/users/me/',
        headers: sailor.headers,
      });
      expect(me.statusCode).toBe(200);
    });

    it('refuses a body that is no JSON object, and no body at all', async () => {
      const sailor = await makeSailorActor(t);
      const broken = await t.request({
        method: 'DELETE',
        url: '/auth/users/me/',
        payload: '{"current_password":',
        headers: { ...sailor.headers, 'content-type': 'application/json' },
      });
      expect(broken.statusCode).toBe(400);
      const none = await t.request({
        method: 'DELETE',
        url: '/auth/users/me/',
        headers: sailor.headers,
      });
      expect(none.statusCode).toBe(400);
      expect(
        (await t.request({ method: 'GET', url: '/auth/users/me/', headers: sailor.headers }))
          .statusCode,
      ).toBe(200);
    });

    it('counts a wrong password as a failed login: the eleventh try is throttled', async () => {
      const sailor = await makeSailorActor(t);
      const address = nextAddress();
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const response = await deleteAccount(
          { current_password: `Fel-${attempt}-xyz` },
          sailor.headers,
          address,
        );
        expect(response.statusCode).toBe(400);
      }
      const throttled = await deleteAccount(
        { current_password: GOOD_PASSWORD },
        sailor.headers,
        address,
      );
      expect(throttled.statusCode).toBe(429);
      expect(
        (await t.request({ method: 'GET', url: '/auth/users/me/', headers: sailor.headers }))
          .statusCode,
      ).toBe(200);
    });

    it('answers 401 anonymous and 403 to club accounts and staff, before the body', async () => {
      expect((await deleteAccount({ current_password: GOOD_PASSWORD })).json()).toEqual(
        NOT_SIGNED_IN,
      );
      const club = await makeClubActor(t);
      const staff = await makeStaffActor(t);
      for (const actor of [club, staff]) {
        for (const payload of [{ current_password: GOOD_PASSWORD }, { current_password: [[1]] }]) {
          const response = await deleteAccount(payload, actor.headers);
          expect(response.statusCode).toBe(403);
          expect(response.json<{ detail: string }>().detail).toMatch(/^Bara ett seglarkonto/);
        }
      }
      expect(await countRows(t, 'users')).toBeGreaterThan(0);
    });
  });
});
