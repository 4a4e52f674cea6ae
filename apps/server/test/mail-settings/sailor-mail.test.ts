import {
  fieldErrorsSchema,
  mailSettingsSchema,
  UNSUBSCRIBE_TOKEN_INVALID,
  unsubscribeSchema,
} from '@segla/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnsubscribeTokens } from '../../src/mail/sailor-mail-tokens.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  bearer,
  createCompetitor,
  createSailing,
  createStartGroup,
  enterSailing,
  expectStatus,
  makeClubActor,
  makeSailorActor,
  makeStaffActor,
  type Actor,
  type ClubActor,
  type SailorActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

/** Issue 31, part 4 (docs/product.md §19): mail to sailors, her settings and unsubscribing. */
describe.each(databaseKinds)('mail to sailors on %s', (kind) => {
  let t: TestApp;
  let club: ClubActor;
  let tokens: UnsubscribeTokens;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    club = await makeClubActor(t, { name: 'Kappseglingsklubben' });
    tokens = new UnsubscribeTokens(t.config.secretKey);
    const swish = await t.request({
      method: 'PATCH',
      url: `/api/clubs/${club.slug}/`,
      headers: bearer(club),
      payload: { swish_number: '123 123 45 67' },
    });
    expectStatus(swish, 200);
  });
  afterAll(() => t.close());

  const mailsTo = (address: string) =>
    t.db
      .selectFrom('outbound_mail')
      .selectAll()
      .where('to_address', '=', address)
      .orderBy('id')
      .execute();
  const sentRecords = (sailorId: number) =>
    t.db
      .selectFrom('sailor_mail_sent')
      .select(['kind', 'subject_id'])
      .where('sailor_id', '=', sailorId)
      .orderBy('id')
      .execute();
  const settingsUrl = (sailorId: number) => `/api/sailors/${sailorId}/mail-settings/`;
  const putSettings = (sailorId: number, actor: Actor | null, payload: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: settingsUrl(sailorId), headers: bearer(actor), payload });
  const lifecycle = async (sailingId: number, action: string) => {
    const response = await t.request({
      method: 'POST',
      url: `/api/sailings/${sailingId}/${action}/`,
      headers: bearer(club),
    });
    expectStatus(response, 200);
  };
  const openSailing = (payload: Record<string, unknown> = {}) =>
    createSailing(t, club, { status: 'upcoming', reg_status: 'open', ...payload });

  describe('E-postutskick', () => {
    it('answers every kind on by default and switches the kinds given', async () => {
      const sailor = await makeSailorActor(t);
      const read = await t.request({
        method: 'GET',
        url: settingsUrl(sailor.sailorId),
        headers: bearer(sailor),
      });
      expectStatus(read, 200);
      expect(mailSettingsSchema.parse(read.json())).toEqual({
        entry_confirmation: true,
        crew_invitation: true,
        results_published: true,
        results_verified: true,
      });
      const off = await putSettings(sailor.sailorId, sailor, {
        results_published: false,
        crew_invitation: 'false',
      });
      expectStatus(off, 200);
      expect(off.json()).toEqual({
        entry_confirmation: true,
        crew_invitation: false,
        results_published: false,
        results_verified: true,
      });
      const on = await putSettings(sailor.sailorId, sailor, { crew_invitation: true });
      expect(on.json()).toMatchObject({ crew_invitation: true, results_published: false });
      // Staff may change them too.
      const staff = await makeStaffActor(t);
      const byStaff = await putSettings(sailor.sailorId, staff, { results_published: true });
      expectStatus(byStaff, 200);
      expect(mailSettingsSchema.parse(byStaff.json()).results_published).toBe(true);
    });

    it('refuses others (404), anonymous callers (401) and bad bodies (400), changing nothing', async () => {
      const sailor = await makeSailorActor(t);
      const other = await makeSailorActor(t);
      await putSettings(sailor.sailorId, sailor, { results_verified: false });
      const optOuts = () =>
        t.db.selectFrom('sailor_mail_opt_outs').selectAll().orderBy('sailor_id').execute();
      const before = await optOuts();

      for (const actor of [other, club]) {
        const read = await t.request({
          method: 'GET',
          url: settingsUrl(sailor.sailorId),
          headers: bearer(actor),
        });
        expectStatus(read, 404);
        expectStatus(await putSettings(sailor.sailorId, actor, { results_verified: true }), 404);
        // The caller before the body: a bad body from someone else is a 404 too.
        expectStatus(await putSettings(sailor.sailorId, actor, { nonsense: 1 }), 404);
      }
      expectStatus(await t.request({ method: 'GET', url: settingsUrl(sailor.sailorId) }), 401);
      expectStatus(await putSettings(sailor.sailorId, null, { results_verified: true }), 401);
      expectStatus(await putSettings(999_999, sailor, { results_verified: true }), 404);
      expectStatus(await putSettings(0, sailor, { results_verified: true }), 404);

      const unknownKind = await putSettings(sailor.sailorId, sailor, { newsletter: false });
      expectStatus(unknownKind, 400);
      expect(fieldErrorsSchema.parse(unknownKind.json())).toEqual({ newsletter: ['Okänt fält.'] });
      const notBoolean = await putSettings(sailor.sailorId, sailor, { results_verified: 'kanske' });
      expectStatus(notBoolean, 400);
      expect(fieldErrorsSchema.parse(notBoolean.json())).toEqual({
        results_verified: ['Ange sant eller falskt.'],
      });
      expect(await optOuts()).toEqual(before);
    });
  });

  describe('entry confirmation', () => {
    it('mails her sailing, boat, fee and Swish payment once, with the unsubscribe headers', async () => {
      const sailor = await makeSailorActor(t, { firstName: 'Ylva', lastName: 'Strand' });
      const sailing = await openSailing({ name: 'Onsdagssegling 7', entry_fee: '150' });
      const entry = await enterSailing(t, sailor, sailing.id, {
        name: 'Tärnan',
        payload: {},
      });
      const [mail, ...more] = await mailsTo(sailor.email);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe('Du är anmäld: Onsdagssegling 7');
      const text = mail?.text_body ?? '';
      expect(text).toContain('Du är anmäld till Onsdagssegling 7');
      expect(text).toContain('hos Kappseglingsklubben');
      expect(text).toMatch(/Båt: Tärnan/);
      expect(text).toContain('Anmälningsavgiften är 150 kr.');
      expect(text).toContain('Swishnummer: 123 123 45 67');
      expect(text).toContain('Belopp: 150 kr');
      // The Swish message as the payment page gives it.
      const payment = await t.request({
        method: 'GET',
        url: `/api/competitors/${entry.id}/payment/`,
        headers: bearer(sailor),
      });
      expect(text).toContain(`Meddelande: ${payment.json<{ message: string }>().message}`);
      expect(text).toContain(
        `https://segla.example/clubs/${club.slug}/sailings/${sailing.id}/info`,
      );
      const token = tokens.make({ sailorId: sailor.sailorId, kind: 'entry_confirmation' });
      expect(text).toContain(`https://segla.example/unsubscribe/${token}`);
      expect(JSON.parse(mail?.headers ?? 'null')).toEqual({
        'List-Unsubscribe': `<https://segla.example/api/unsubscribe/${token}/>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(await sentRecords(sailor.sailorId)).toEqual([
        { kind: 'entry_confirmation', subject_id: sailing.id },
      ]);

      // Withdrawn and entered again: no second confirmation.
      const withdraw = await t.request({
        method: 'DELETE',
        url: `/api/competitors/${entry.id}/`,
        headers: bearer(sailor),
      });
      expectStatus(withdraw, 204);
      await enterSailing(t, sailor, sailing.id, { name: 'Tärnan 2' });
      expect(await mailsTo(sailor.email)).toHaveLength(1);
    });

    it('says nothing of a fee where there is none, and mails nobody for the club’s entries', async () => {
      const sailor = await makeSailorActor(t);
      const sailing = await openSailing({ name: 'Gratisseglingen' });
      await enterSailing(t, sailor, sailing.id);
      const [mail] = await mailsTo(sailor.email);
      expect(mail?.text_body).not.toContain('avgift');
      expect(mail?.text_body).not.toContain('Swish');

      const entered = await makeSailorActor(t);
      await createCompetitor(t, club, sailing.id, { sailor: entered.sailorId });
      expect(await mailsTo(entered.email)).toEqual([]);
    });

    it('queues nothing when she has switched confirmations off', async () => {
      const sailor = await makeSailorActor(t);
      await putSettings(sailor.sailorId, sailor, { entry_confirmation: false });
      const sailing = await openSailing({ entry_fee: '100' });
      await enterSailing(t, sailor, sailing.id);
      expect(await mailsTo(sailor.email)).toEqual([]);
      expect(await sentRecords(sailor.sailorId)).toEqual([]);
    });
  });

  describe('results', () => {
    /** A sailing with one start group; each sailor entered by the club, finished in order. */
    async function sailedBy(sailors: readonly SailorActor[], name = 'Kvällssegling') {
      const sailing = await openSailing({ name });
      const group = await createStartGroup(t, club, sailing.id, {
        name: 'SRS kölbåt',
        start_time: '18:30',
      });
      for (const [index, sailor] of sailors.entries()) {
        const entry = await createCompetitor(t, club, sailing.id, {
          sailor: sailor.sailorId,
          name: `Seglare ${index}`,
          sail_number: `SWE ${100 + index}`,
          start_group: group.id,
          rating: 1,
        });
        const finish = await t.request({
          method: 'PATCH',
          url: `/api/competitors/${entry.id}/update-elapsed-time/`,
          headers: bearer(club),
          payload: { finish_time: `19:1${index}:00` },
        });
        expectStatus(finish, 200);
      }
      return sailing;
    }

    it('mails each sailor her place and points once when the sailing is finished', async () => {
      const first = await makeSailorActor(t);
      const second = await makeSailorActor(t);
      const sailing = await sailedBy([first, second], 'Tisdagsracet');
      await lifecycle(sailing.id, 'finish');

      const [one] = await mailsTo(first.email);
      expect(one?.subject).toBe('Resultat: Tisdagsracet');
      expect(one?.text_body).toContain('Ditt resultat: 1:a av 2 i SRS kölbåt, 1 poäng.');
      expect(one?.text_body).toContain(
        `https://segla.example/clubs/${club.slug}/sailings/${sailing.id}/result`,
      );
      const token = tokens.make({ sailorId: first.sailorId, kind: 'results_published' });
      expect(JSON.parse(one?.headers ?? 'null')).toMatchObject({
        'List-Unsubscribe': `<https://segla.example/api/unsubscribe/${token}/>`,
      });
      const [two] = await mailsTo(second.email);
      expect(two?.text_body).toContain('Ditt resultat: 2:a av 2 i SRS kölbåt, 2 poäng.');

      // Reopened and finished again: nothing more.
      await lifecycle(sailing.id, 'reopen');
      await lifecycle(sailing.id, 'finish');
      expect(await mailsTo(first.email)).toHaveLength(1);
      expect(await mailsTo(second.email)).toHaveLength(1);
    });

    it('mails the verified result once, also when verified again', async () => {
      const sailor = await makeSailorActor(t);
      const sailing = await sailedBy([sailor], 'Höstpokalen');
      await lifecycle(sailing.id, 'finish');
      await lifecycle(sailing.id, 'verify');
      const mails = await mailsTo(sailor.email);
      expect(mails.map((mail) => mail.subject)).toEqual([
        'Resultat: Höstpokalen',
        'Kontrollerat resultat: Höstpokalen',
      ]);
      expect(mails[1]?.text_body).toContain('har kontrollerat resultatet av Höstpokalen');
      expect(mails[1]?.text_body).toContain('Ditt resultat: 1:a av 1 i SRS kölbåt, 1 poäng.');

      await lifecycle(sailing.id, 'unverify');
      await lifecycle(sailing.id, 'verify');
      // Through the sailing's PUT too (verified_result), after a reopen cleared it.
      await lifecycle(sailing.id, 'reopen');
      await lifecycle(sailing.id, 'finish');
      const put = await t.request({
        method: 'PUT',
        url: `/api/sailings/${sailing.id}/`,
        headers: bearer(club),
        payload: { id: sailing.id, verified_result: true },
      });
      expectStatus(put, 200);
      expect(await mailsTo(sailor.email)).toHaveLength(2);
      expect(await sentRecords(sailor.sailorId)).toEqual([
        { kind: 'results_published', subject_id: sailing.id },
        { kind: 'results_verified', subject_id: sailing.id },
      ]);
    });

    it('mails from the sailing’s PUT too: finished and verified there', async () => {
      const sailor = await makeSailorActor(t);
      const sailing = await sailedBy([sailor], 'Vårracet');
      const put = (payload: Record<string, unknown>) =>
        t.request({
          method: 'PUT',
          url: `/api/sailings/${sailing.id}/`,
          headers: bearer(club),
          payload: { id: sailing.id, ...payload },
        });
      expectStatus(await put({ status: 'finished' }), 200);
      expect((await mailsTo(sailor.email)).map((mail) => mail.subject)).toEqual([
        'Resultat: Vårracet',
      ]);
      expectStatus(await put({ verified_result: true }), 200);
      expect((await mailsTo(sailor.email)).map((mail) => mail.subject)).toEqual([
        'Resultat: Vårracet',
        'Kontrollerat resultat: Vårracet',
      ]);
    });

    it('queues nothing of a kind she has switched off', async () => {
      const sailor = await makeSailorActor(t);
      await putSettings(sailor.sailorId, sailor, { results_published: false });
      const sailing = await sailedBy([sailor]);
      await lifecycle(sailing.id, 'finish');
      expect(await mailsTo(sailor.email)).toEqual([]);
      await lifecycle(sailing.id, 'verify');
      expect((await mailsTo(sailor.email)).map((mail) => mail.subject)).toEqual([
        `Kontrollerat resultat: Kvällssegling`,
      ]);
    });
  });

  describe('the outbox', () => {
    it('keeps a mail the SMTP server refused and sends it later with its headers', async () => {
      const sailor = await makeSailorActor(t);
      const { mailer } = t.app.services;
      await mailer.idle();
      t.mail.failNext = 1;
      const sailing = await openSailing({ name: 'Regnracet' });
      await enterSailing(t, sailor, sailing.id);
      await mailer.idle();
      const [failed] = await mailsTo(sailor.email);
      expect(failed).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });
      expect(t.mail.sent.filter((mail) => mail.to === sailor.email)).toEqual([]);

      await t.db
        .updateTable('outbound_mail')
        .set({ next_attempt_at: new Date(0).toISOString() })
        .where('id', '=', failed!.id)
        .execute();
      mailer.flush();
      await mailer.idle();
      const [sent] = t.mail.sent.filter((mail) => mail.to === sailor.email);
      expect(sent?.subject).toBe('Du är anmäld: Regnracet');
      expect(sent?.headers).toEqual({
        'List-Unsubscribe': expect.stringMatching(
          /^<https:\/\/segla\.example\/api\/unsubscribe\/\d+\.entry_confirmation\.[\w-]{43}\/>$/,
        ) as unknown,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect((await mailsTo(sailor.email))[0]?.sent_at).not.toBeNull();
    });
  });

  describe('unsubscribe', () => {
    const url = (token: string) => `/api/unsubscribe/${token}/`;

    it('shows what a link is for without changing anything, and switches it off by POST', async () => {
      const sailor = await makeSailorActor(t);
      const token = tokens.make({ sailorId: sailor.sailorId, kind: 'results_published' });
      const shown = await t.request({ method: 'GET', url: url(token) });
      expectStatus(shown, 200);
      expect(unsubscribeSchema.parse(shown.json())).toMatchObject({
        kind: 'results_published',
        subscribed: true,
      });
      const settings = () =>
        t.request({ method: 'GET', url: settingsUrl(sailor.sailorId), headers: bearer(sailor) });
      expect((await settings()).json()).toMatchObject({ results_published: true });

      // RFC 8058: the mail program's one-click POST, a form body, no login.
      const done = await t.request({
        method: 'POST',
        url: url(token),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expectStatus(done, 200);
      expect(unsubscribeSchema.parse(done.json())).toMatchObject({
        kind: 'results_published',
        subscribed: false,
      });
      expect((await settings()).json()).toEqual({
        entry_confirmation: true,
        crew_invitation: true,
        results_published: false,
        results_verified: true,
      });
      // Again (the web page's POST, no body): still off, no error.
      expectStatus(await t.request({ method: 'POST', url: url(token) }), 200);
      const again = await t.request({ method: 'GET', url: url(token) });
      expect(again.json()).toMatchObject({ subscribed: false });
    });

    it('answers a bad, tampered or foreign token 400 in Swedish and changes nothing', async () => {
      const sailor = await makeSailorActor(t);
      const good = tokens.make({ sailorId: sailor.sailorId, kind: 'entry_confirmation' });
      const [id, kindName, signature] = good.split('.');
      const otherKey = new UnsubscribeTokens('another-secret-key-that-is-long-enough-012345');
      const bad = [
        `${id}.${kindName}.${signature?.slice(0, -1)}${signature?.endsWith('A') ? 'B' : 'A'}`,
        `${Number(id) + 1}.${kindName}.${signature}`,
        `${id}.results_published.${signature}`,
        `${id}.newsletter.${signature}`,
        otherKey.make({ sailorId: sailor.sailorId, kind: 'entry_confirmation' }),
        tokens.make({ sailorId: 2_000_000_000, kind: 'entry_confirmation' }),
        'x',
        '%00',
        'a'.repeat(1500),
      ];
      const before = await t.db.selectFrom('sailor_mail_opt_outs').selectAll().execute();
      for (const token of bad) {
        for (const method of ['GET', 'POST'] as const) {
          const response = await t.request({ method, url: url(token) });
          expectStatus(response, 400);
          expect(response.json()).toEqual({ token: [UNSUBSCRIBE_TOKEN_INVALID] });
        }
      }
      expect(await t.db.selectFrom('sailor_mail_opt_outs').selectAll().execute()).toEqual(before);
    });
  });
});
