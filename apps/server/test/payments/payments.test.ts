import {
  clubSchema,
  fieldErrorsSchema,
  paymentSchema,
  sailingDetailSchema,
  sailingPaymentsSchema,
  seriesSchema,
} from '@segla/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  bearer,
  createSailing,
  createSeries,
  enterSailing,
  expectStatus,
  makeClubActor,
  makeOfficialActor,
  makeSailorActor,
  type Actor,
  type ClubActor,
  type SailorActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

/** Issue 31 (docs/product.md §14): entry fees, Swish and the club's "Betald". */
describe.each(databaseKinds)('entry fees with Swish on %s', (kind) => {
  let t: TestApp;
  let club: ClubActor;
  let sailor: SailorActor;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    club = await makeClubActor(t);
    sailor = await makeSailorActor(t);
    const set = await patchClub({ swish_number: '123 123 45 67' });
    expectStatus(set, 200);
  });
  afterAll(() => t.close());

  const patchClub = (payload: Record<string, unknown>, actor: Actor = club) =>
    t.request({
      method: 'PATCH',
      url: `/api/clubs/${club.slug}/`,
      headers: bearer(actor),
      payload,
    });
  const payment = (competitorId: number, actor: Actor | null) =>
    t.request({
      method: 'GET',
      url: `/api/competitors/${competitorId}/payment/`,
      headers: bearer(actor),
    });
  const markPaid = (competitorId: number, actor: Actor | null, paid: unknown = true) =>
    t.request({
      method: 'POST',
      url: `/api/competitors/${competitorId}/paid/`,
      headers: bearer(actor),
      payload: { paid },
    });
  const paymentOf = async (competitorId: number, actor: Actor) => {
    const response = await payment(competitorId, actor);
    expectStatus(response, 200);
    return paymentSchema.parse(response.json());
  };
  /** An open upcoming sailing of the club with these fields (a fee, a series). */
  const openSailing = async (payload: Record<string, unknown> = {}) => {
    const response = await createSailing(t, club, {
      status: 'upcoming',
      reg_status: 'open',
      ...payload,
    });
    return response;
  };
  const fieldErrors = (body: string) => fieldErrorsSchema.parse(JSON.parse(body));

  it('stores the Swish number as digits and refuses one that is not 123…', async () => {
    const read = await t.request({ method: 'GET', url: `/api/clubs/${club.slug}/` });
    expect(clubSchema.parse(read.json()).swish_number).toBe('1231234567');
    for (const bad of ['0701234567', '123456789', '12312345678', '123-abc-4567', 123]) {
      const response = await patchClub({ swish_number: bad });
      expectStatus(response, 400);
      expect(Object.keys(fieldErrors(response.body))).toEqual(['swish_number']);
    }
    const after = await t.request({ method: 'GET', url: `/api/clubs/${club.slug}/` });
    expect(clubSchema.parse(after.json()).swish_number).toBe('1231234567');
  });

  it('gives the entry its fee, the Swish QR text and link, to her and the club only', async () => {
    const sailing = await openSailing({ name: 'Onsdagssegling 3', entry_fee: '150' });
    expect(sailingDetailSchema.parse(sailing)).toMatchObject({
      entry_fee: 150,
      has_entry_fee: true,
    });
    const entry = await enterSailing(t, sailor, sailing.id, {
      payload: { sail_number: undefined },
    });
    const own = await paymentOf(entry.id, sailor);
    expect(own).toMatchObject({
      competitor: entry.id,
      amount: 150,
      currency: 'SEK',
      late: false,
      of: 'sailing',
      swish_number: '1231234567',
      paid: false,
      paid_at: null,
    });
    expect(own.swish_qr_text).toBe(`C1231234567;150,00;${encodeURIComponent(own.message)};0`);
    expect(own.message.startsWith('Onsdagssegling 3')).toBe(true);
    expect(own.swish_link).toContain('sw=1231234567&amt=150.00&cur=SEK');
    expect(own.swish_qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(await paymentOf(entry.id, club)).toEqual(own);

    const other = await makeSailorActor(t);
    expectStatus(await payment(entry.id, other), 403);
    expectStatus(await payment(entry.id, null), 401);
    expectStatus(await payment(999_999, club), 404);
  });

  it('is marked paid by the club, not by the sailor, and she then sees "Betald"', async () => {
    const officer = await makeOfficialActor(t, club.clubId, 'race_officer');
    const sailing = await openSailing({ entry_fee: 150 });
    const entry = await enterSailing(t, sailor, sailing.id);

    expectStatus(await markPaid(entry.id, sailor), 403);
    expectStatus(await markPaid(entry.id, null), 401);
    const otherClub = await makeClubActor(t);
    expectStatus(await markPaid(entry.id, otherClub), 403);
    for (const bad of ['ja', null, 2]) {
      const response = await markPaid(entry.id, club, bad);
      expectStatus(response, 400);
      expect(Object.keys(fieldErrors(response.body))).toEqual(['paid']);
    }
    expect((await paymentOf(entry.id, sailor)).paid).toBe(false);

    const marked = await markPaid(entry.id, officer);
    expectStatus(marked, 200);
    const seen = await paymentOf(entry.id, sailor);
    expect(seen.paid).toBe(true);
    expect(Date.parse(seen.paid_at!)).toBeGreaterThan(Date.now() - 60_000);
    const list = await t.request({
      method: 'GET',
      url: `/api/sailings/${sailing.id}/payments/`,
      headers: club.headers,
    });
    expect(sailingPaymentsSchema.parse(list.json())).toEqual({
      entries: [
        {
          competitor: entry.id,
          amount: 150,
          late: false,
          of: 'sailing',
          paid: true,
          paid_at: seen.paid_at,
          paid_by: 'Lena Hägg, tävlingsledare',
        },
      ],
      received: 150,
      owed: 0,
    });

    expectStatus(await markPaid(entry.id, club, false), 200);
    expect((await paymentOf(entry.id, sailor)).paid).toBe(false);
  });

  it('owes the late fee for an entry made from "Efteranmälan från"', async () => {
    const sailing = await openSailing({
      entry_fee: 150,
      late_fee: 200,
      late_from: '2020-01-01T00:00',
    });
    const entry = await enterSailing(t, sailor, sailing.id);
    expect(await paymentOf(entry.id, sailor)).toMatchObject({ amount: 200, late: true });
  });

  it('answers 404 for an entry without a fee', async () => {
    const sailing = await openSailing();
    const entry = await enterSailing(t, sailor, sailing.id);
    const response = await payment(entry.id, sailor);
    expectStatus(response, 404);
    expect(response.json()).toEqual({ detail: 'Anmälan har ingen anmälningsavgift.' });
    expectStatus(await markPaid(entry.id, club), 404);
  });

  it('refuses a negative, huge or broken fee and a late fee without its start', async () => {
    const sailing = await openSailing({ entry_fee: 100 });
    const put = (payload: Record<string, unknown>) =>
      t.request({
        method: 'PUT',
        url: `/api/sailings/${sailing.id}/`,
        headers: club.headers,
        payload: { id: sailing.id, ...payload },
      });
    for (const bad of [-1, 100_001, 1.5, 'hundra', true]) {
      const response = await put({ entry_fee: bad });
      expectStatus(response, 400);
      expect(fieldErrors(response.body)).toEqual({
        entry_fee: ['Ange avgiften i hela kronor, 0–100 000.'],
      });
    }
    const noStart = await put({ late_fee: 150 });
    expectStatus(noStart, 400);
    expect(fieldErrors(noStart.body)).toEqual({
      late_from: ['Ange från när efteranmälningsavgiften gäller.'],
    });
    const badStart = await put({ late_fee: 150, late_from: 'i morgon' });
    expectStatus(badStart, 400);
    const read = await t.request({ method: 'GET', url: `/api/sailings/${sailing.id}/` });
    expect(sailingDetailSchema.parse(read.json())).toMatchObject({
      entry_fee: 100,
      late_fee: null,
      late_from: null,
    });
  });

  it('takes a series fee once for all its sailings', async () => {
    const series = seriesSchema.parse(
      await createSeries(t, club, { name: 'Onsdagsserien', entry_fee: 500 }),
    );
    expect(series.entry_fee).toBe(500);
    const first = await openSailing({ serie: series.id });
    expect(sailingDetailSchema.parse(first)).toMatchObject({
      entry_fee: null,
      has_entry_fee: true,
    });
    const second = await openSailing({ serie: series.id });
    const a = await enterSailing(t, sailor, first.id);
    const b = await enterSailing(t, sailor, second.id);
    expect(await paymentOf(b.id, sailor)).toMatchObject({ amount: 500, of: 'series' });
    expect((await paymentOf(b.id, sailor)).message.startsWith('Onsdagsserien')).toBe(true);

    expectStatus(await markPaid(a.id, club), 200);
    expect((await paymentOf(b.id, sailor)).paid).toBe(true);
    // Unmarking from either sailing makes both unpaid.
    expectStatus(await markPaid(b.id, club, false), 200);
    expect((await paymentOf(a.id, sailor)).paid).toBe(false);
    expect((await paymentOf(b.id, sailor)).paid).toBe(false);
  });

  it('marks several at once, and refuses an entry of another sailing unchanged', async () => {
    const sailing = await openSailing({ entry_fee: 150 });
    const other = await openSailing({ entry_fee: 150 });
    const second = await makeSailorActor(t);
    const a = await enterSailing(t, sailor, sailing.id);
    const b = await enterSailing(t, second, sailing.id);
    const elsewhere = await enterSailing(t, sailor, other.id);
    const many = (competitors: unknown, actor: Actor = club) =>
      t.request({
        method: 'POST',
        url: `/api/sailings/${sailing.id}/payments/`,
        headers: bearer(actor),
        payload: { competitors, paid: true },
      });

    for (const bad of [[a.id, elsewhere.id], [], 'alla', [0]]) {
      const response = await many(bad);
      expectStatus(response, 400);
      expect(Object.keys(fieldErrors(response.body))).toEqual(['competitors']);
    }
    expectStatus(await many([a.id], sailor), 403);
    expect((await paymentOf(a.id, club)).paid).toBe(false);

    const done = await many([a.id, b.id]);
    expectStatus(done, 200);
    expect(sailingPaymentsSchema.parse(done.json())).toMatchObject({ received: 300, owed: 0 });
    expect((await paymentOf(elsewhere.id, club)).paid).toBe(false);
  });
});
