import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  type Actor,
  countRows,
  makeClubActor,
  makeSailorActor,
  makeStaffActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

const SUBJECT_CHOICES =
  'Välj ett av ämnena: Förbättringsförslag, Felrapport, Allmän feedback, Tekniska problem, Övrigt.';

describe.each(databaseKinds)('feedback on %s', (kind) => {
  let t: TestApp;
  let staff: Actor;
  let address = 0;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: { FEEDBACK_EMAIL: 'feedback@segla.example' } });
    staff = await makeStaffActor(t);
  });
  afterAll(() => t.close());

  const nextAddress = () => `10.77.${Math.floor(++address / 250)}.${address % 250}`;
  const send = (
    payload: unknown,
    headers: Record<string, string> = {},
    remoteAddress = nextAddress(),
  ) =>
    t.request({
      method: 'POST',
      url: '/api/feedback/',
      payload: payload as Record<string, unknown>,
      headers,
      remoteAddress,
    });
  const stored = (id: number) =>
    t.db.selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('takes feedback from a visitor, stores it with the address and mails a copy', async () => {
    const from = nextAddress();
    const response = await send(
      { subject: 'Felrapport', message: '  Resultatlistan visar fel tid.  ' },
      {},
      from,
    );
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: number; subject: string; message: string }>();
    expect(body).toEqual({
      id: expect.any(Number) as number,
      subject: 'Felrapport',
      message: 'Resultatlistan visar fel tid.',
    });
    expect(await stored(body.id)).toMatchObject({ user_id: null, ip: from });
    await t.app.services.mailer.idle();
    const mail = t.mail.sent.find((sent) => sent.text.includes(`Nummer: ${body.id}`));
    expect(mail).toMatchObject({
      to: 'feedback@segla.example',
      subject: 'Feedback till Segla: Felrapport',
    });
    expect(mail?.text).toContain('Resultatlistan visar fel tid.');
    expect(mail?.text).toContain('Från: en besökare som inte var inloggad');
  });

  it('links the feedback to a signed-in user and names them in the mail', async () => {
    const me = await makeSailorActor(t);
    const response = await send({ subject: 'Övrigt', message: 'Tack för appen!' }, me.headers);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    expect((await stored(id)).user_id).toBe(me.userId);
    await t.app.services.mailer.idle();
    const mail = t.mail.sent.find((sent) => sent.text.includes(`Nummer: ${id}`));
    expect(mail?.text).toContain(`Från: ${me.email}`);
  });

  it.each([
    ['an unknown subject', { subject: 'Beröm', message: 'Hej' }, { subject: [SUBJECT_CHOICES] }],
    [
      'a subject in other case',
      { subject: 'felrapport', message: 'Hej' },
      { subject: [SUBJECT_CHOICES] },
    ],
    ['a missing subject', { message: 'Hej' }, { subject: ['Detta fält är obligatoriskt.'] }],
    [
      'an empty subject',
      { subject: '', message: 'Hej' },
      { subject: ['Detta fält får inte vara tomt.'] },
    ],
    ['a missing message', { subject: 'Övrigt' }, { message: ['Detta fält är obligatoriskt.'] }],
    [
      'a blank message',
      { subject: 'Övrigt', message: ' \n ' },
      { message: ['Detta fält får inte vara tomt.'] },
    ],
    [
      'a message of 10 000 characters',
      { subject: 'Övrigt', message: 'x'.repeat(10_000) },
      { message: ['Se till att detta fält inte har fler än 5000 tecken.'] },
    ],
    [
      'a message that is no text',
      { subject: 'Övrigt', message: ['a'] },
      { message: ['Fel typ: förväntade en text, fick en lista.'] },
    ],
    [
      'a NUL character',
      { subject: 'Övrigt', message: 'a\u0000' },
      { message: ['Texten innehåller otillåtna tecken.'] },
    ],
    [
      'an unknown field',
      { subject: 'Övrigt', message: 'Hej', email: 'a@b.se' },
      { email: ['Okänt fält.'] },
    ],
  ])('refuses %s and stores nothing', async (_label, payload, errors) => {
    const before = await countRows(t, 'feedback');
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
    expect(await countRows(t, 'feedback')).toBe(before);
  });

  it('takes a message of exactly 5 000 characters', async () => {
    const response = await send({ subject: 'Allmän feedback', message: 'å'.repeat(5000) });
    expect(response.statusCode).toBe(201);
  });

  it('takes at most 10 feedbacks an hour from one address', async () => {
    const from = nextAddress();
    const payload = { subject: 'Tekniska problem', message: 'Igen' };
    for (let i = 0; i < 10; i++) expect((await send(payload, {}, from)).statusCode).toBe(201);
    const before = await countRows(t, 'feedback');
    const refused = await send(payload, {}, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ detail: string }>().detail).toMatch(/^För många försök\. Försök igen om/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await countRows(t, 'feedback')).toBe(before);
    expect((await send(payload, {}, nextAddress())).statusCode).toBe(201);
  });

  it('shows the inbox, newest first, to staff only', async () => {
    const me = await makeSailorActor(t);
    const club = await makeClubActor(t);
    const first = (await send({ subject: 'Övrigt', message: 'Först' })).json<{ id: number }>();
    const second = (await send({ subject: 'Felrapport', message: 'Sedan' }, me.headers)).json<{
      id: number;
    }>();
    const anonymous = await t.request({ method: 'GET', url: '/api/feedback/' });
    expect(anonymous.statusCode).toBe(401);
    for (const who of [me, club]) {
      const refused = await t.request({
        method: 'GET',
        url: '/api/feedback/',
        headers: who.headers,
      });
      expect(refused.statusCode).toBe(403);
    }
    const response = await t.request({
      method: 'GET',
      url: '/api/feedback/',
      headers: staff.headers,
    });
    expect(response.statusCode).toBe(200);
    const inbox = response.json<{ id: number }[]>();
    const ids = inbox.map((item) => item.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(inbox.find((item) => item.id === second.id)).toEqual({
      id: second.id,
      subject: 'Felrapport',
      message: 'Sedan',
      user: me.userId,
      user_email: me.email,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as string,
      handled_at: null,
    });
    expect(inbox.find((item) => item.id === first.id)).toMatchObject({
      user: null,
      user_email: null,
    });
  });
});

describe.each(databaseKinds)('feedback without FEEDBACK_EMAIL on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('stores the feedback and queues no mail', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/feedback/',
      payload: { subject: 'Förbättringsförslag', message: 'Mörkt läge, tack.' },
    });
    expect(response.statusCode).toBe(201);
    expect(await countRows(t, 'feedback')).toBe(1);
    const mails = await t.db.selectFrom('outbound_mail').select('id').execute();
    expect(mails).toEqual([]);
  });
});
