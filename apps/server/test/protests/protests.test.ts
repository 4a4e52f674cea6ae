import { fieldErrorsSchema, protestSchema } from '@segla/core';
import { protestDeadline, protestTimeOverMessage } from '@segla/core/board';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  type Actor,
  bearer,
  type ClubActor,
  expectStatus,
  makeClubActor,
  makeOfficialActor,
  makeSailorActor,
  makeStaffActor,
  type SailorActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import {
  countProtests,
  fileProtest,
  filed,
  finishedAgo,
  fleet,
  mailTo,
  protestCall,
  protestOf,
} from './protest-helpers.ts';

const fieldErrors = (response: { json: () => unknown }) =>
  fieldErrorsSchema.parse(response.json()) as Record<string, string[]>;

/** Issue 30 (docs/product.md §17): filing protests and scheduling their hearings. */
describe.each(databaseKinds)('protests on %s', (kind) => {
  let t: TestApp;
  let club: ClubActor;
  let otherClub: ClubActor;
  let staff: Actor;
  let officer: SailorActor;
  let committee: SailorActor;
  let anna: SailorActor;
  let bo: SailorActor;
  let outsider: SailorActor;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    club = await makeClubActor(t, { name: 'Segelsällskapet Tärnan' });
    otherClub = await makeClubActor(t);
    staff = await makeStaffActor(t);
    officer = await makeOfficialActor(t, club.clubId, 'race_officer', {
      firstName: 'Lena',
      lastName: 'Hägg',
    });
    committee = await makeOfficialActor(t, club.clubId, 'protest_committee', {
      firstName: 'Pia',
      lastName: 'Domare',
    });
    anna = await makeSailorActor(t, { firstName: 'Anna', lastName: 'Ek' });
    bo = await makeSailorActor(t, { firstName: 'Bo', lastName: 'Ask' });
    outsider = await makeSailorActor(t);
  });
  afterAll(() => t.close());

  /** An ongoing sailing: Anna's boat, Bo's boat and a third without an account. */
  const race = async (status: 'ongoing' | 'unpublished' | 'cancelled' | 'upcoming' = 'ongoing') => {
    const { sailing, ids } = await fleet(
      t,
      club.clubId,
      [
        { sailNumber: '4101', boatName: 'Vinga', finish: '19:30:00', sailorId: anna.sailorId },
        { sailNumber: '4102', boatName: 'Bris', finish: '19:35:00', sailorId: bo.sailorId },
        { sailNumber: '4103', boatName: 'Tärnan', finish: '19:40:00' },
      ],
      { status, name: 'Onsdagssegling 3' },
    );
    const [annas, bos, third] = ids as [number, number, number];
    return { sailing, annas, bos, third };
  };

  describe('filing', () => {
    it('lets a sailor file for her own boat, numbered within the sailing', async () => {
      const { sailing, annas, bos } = await race();
      const response = await fileProtest(
        t,
        sailing.id,
        {
          kind: 'protest',
          protestor: annas,
          protested: [bos],
          incident_time: '19:05',
          incident_place: 'Kryssmärket',
          rules: '10',
          description: 'Bo gick på styrbord utan att hålla undan.',
          informed: true,
        },
        anna,
      );
      expectStatus(response, 201);
      const protest = protestSchema.parse(response.json());
      expect(protest).toMatchObject({
        sailing: sailing.id,
        number: 1,
        kind: 'protest',
        status: 'filed',
        protestor: { id: annas, sail_number: '4101', boat_name: 'Vinga' },
        protested: [{ id: bos, sail_number: '4102', boat_name: 'Bris' }],
        incident_place: 'Kryssmärket',
        rules: '10',
        informed: true,
        filed_by: 'Anna Ek',
        late_reason: null,
        hearing: null,
        decision: null,
      });
      expect(Date.parse(protest.filed_at)).toBeGreaterThan(Date.now() - 60_000);

      // The race committee files without a boat; the next number.
      const second = await filed(t, sailing.id, { protested: [bos] }, officer);
      expect(second).toMatchObject({
        number: 2,
        protestor: null,
        filed_by: 'Lena Hägg, tävlingsledare',
      });
      const redress = await filed(t, sailing.id, { kind: 'redress', protestor: bos }, bo);
      expect(redress).toMatchObject({ number: 3, kind: 'redress', protested: [] });

      // Everybody who sees the sailing sees its protests, by number.
      const list = await t.request({ method: 'GET', url: `/api/sailings/${sailing.id}/protests/` });
      expectStatus(list, 200);
      const protests = z.array(protestSchema).parse(list.json());
      expect(protests.map((p) => p.number)).toEqual([1, 2, 3]);
      expect(await protestOf(t, protest.id)).toEqual(protest);
    });

    it("refuses another's boat as the protestor, and a sailor's protest without one", async () => {
      const { sailing, annas, bos } = await race();
      const before = await countProtests(t);
      const other = await fileProtest(
        t,
        sailing.id,
        { kind: 'protest', protestor: bos, protested: [annas], description: 'Fel båt.' },
        anna,
      );
      expectStatus(other, 400);
      expect(fieldErrors(other).protestor).toEqual(['Välj din egen båt.']);
      const none = await fileProtest(
        t,
        sailing.id,
        { kind: 'protest', protested: [bos], description: 'Ingen båt.' },
        anna,
      );
      expectStatus(none, 400);
      expect(fieldErrors(none)).toHaveProperty('protestor');
      expect(await countProtests(t)).toBe(before);
    });

    it('refuses callers without an entry or a role: 401 anonymous, 403 the others', async () => {
      const { sailing, annas, bos } = await race();
      const payload = { kind: 'protest', protestor: annas, protested: [bos], description: 'X' };
      expectStatus(await fileProtest(t, sailing.id, payload, null), 401);
      for (const actor of [outsider, otherClub, committee]) {
        expectStatus(await fileProtest(t, sailing.id, payload, actor), 403);
      }
      // Staff and the club account may, as the race committee or naming a boat.
      expectStatus(await fileProtest(t, sailing.id, payload, staff), 201);
      expectStatus(await fileProtest(t, sailing.id, { ...payload, protestor: null }, club), 201);
    });

    it('hides a draft (404 for a sailor) and refuses a draft or a cancelled sailing (400)', async () => {
      const draft = await race('unpublished');
      const payload = {
        kind: 'protest',
        protestor: draft.annas,
        protested: [draft.bos],
        description: 'På ett utkast.',
      };
      expectStatus(await fileProtest(t, draft.sailing.id, payload, anna), 404);
      expectStatus(
        await t.request({ method: 'GET', url: `/api/sailings/${draft.sailing.id}/protests/` }),
        404,
      );
      const byClub = await fileProtest(t, draft.sailing.id, payload, officer);
      expectStatus(byClub, 400);
      expect(fieldErrors(byClub).non_field_errors).toEqual([
        'En opublicerad segling kan inte ta emot protester.',
      ]);
      const cancelled = await race('cancelled');
      const refused = await fileProtest(
        t,
        cancelled.sailing.id,
        { ...payload, protestor: cancelled.annas, protested: [cancelled.bos] },
        anna,
      );
      expectStatus(refused, 400);
      expect(fieldErrors(refused).non_field_errors).toEqual([
        'En inställd segling kan inte ta emot protester.',
      ]);
    });

    it('takes protested boats of this sailing only, never the protestor herself', async () => {
      const { sailing, annas } = await race();
      const elsewhere = await race();
      const before = await countProtests(t);
      const other = await fileProtest(
        t,
        sailing.id,
        { kind: 'protest', protestor: annas, protested: [elsewhere.bos], description: 'X' },
        anna,
      );
      expectStatus(other, 400);
      expect(fieldErrors(other)).toHaveProperty('protested');
      const herself = await fileProtest(
        t,
        sailing.id,
        { kind: 'protest', protestor: annas, protested: [annas], description: 'X' },
        anna,
      );
      expectStatus(herself, 400);
      expect(fieldErrors(herself)).toHaveProperty('protested');
      const unknownProtestor = await fileProtest(
        t,
        sailing.id,
        { kind: 'protest', protestor: elsewhere.annas, protested: [annas], description: 'X' },
        officer,
      );
      expectStatus(unknownProtestor, 400);
      expect(fieldErrors(unknownProtestor)).toHaveProperty('protestor');
      expect(await countProtests(t)).toBe(before);
    });

    it('refuses a request for redress that names boats, and a protest that names none', async () => {
      const { sailing, annas, bos } = await race();
      const redress = await fileProtest(
        t,
        sailing.id,
        { kind: 'redress', protestor: annas, protested: [bos], description: 'X' },
        anna,
      );
      expectStatus(redress, 400);
      expect(fieldErrors(redress).protested).toEqual([
        'En begäran om gottgörelse gäller ingen annan båt.',
      ]);
      const protest = await fileProtest(
        t,
        sailing.id,
        { kind: 'protest', protestor: annas, description: 'X' },
        anna,
      );
      expectStatus(protest, 400);
      expect(fieldErrors(protest)).toHaveProperty('protested');
    });
  });

  describe('the time limit', () => {
    it('refuses a protest after it, naming the time in Stockholm', async () => {
      const { sailing, annas, bos } = await race();
      const finishedAt = await finishedAgo(t, sailing.id, 120);
      const deadline = protestDeadline(finishedAt, 60)!;
      const payload = { kind: 'protest', protestor: annas, protested: [bos], description: 'Sen.' };
      const before = await countProtests(t);
      const late = await fileProtest(t, sailing.id, payload, anna);
      expectStatus(late, 400);
      expect(fieldErrors(late).non_field_errors).toEqual([protestTimeOverMessage(deadline)]);
      expect(protestTimeOverMessage(deadline)).toMatch(/^Protesttiden gick ut \d\d:\d\d\.$/);
      // A sailor cannot excuse herself; an official without a reason is refused too.
      const excused = await fileProtest(t, sailing.id, { ...payload, late_reason: 'Sent' }, anna);
      expectStatus(excused, 400);
      expect(fieldErrors(excused)).toHaveProperty('late_reason');
      expectStatus(await fileProtest(t, sailing.id, { ...payload, protestor: null }, officer), 400);
      expect(await countProtests(t)).toBe(before);

      const accepted = await fileProtest(
        t,
        sailing.id,
        { ...payload, late_reason: 'Båten kom in sent efter en bärgning.' },
        officer,
      );
      expectStatus(accepted, 201);
      expect(protestSchema.parse(accepted.json())).toMatchObject({
        late_reason: 'Båten kom in sent efter en bärgning.',
        protestor: { id: annas },
      });
    });

    it('lets a protest in within the limit, and has none before the sailing is finished', async () => {
      const { sailing, annas, bos } = await race();
      const payload = { kind: 'protest', protestor: annas, protested: [bos], description: 'OK.' };
      expectStatus(await fileProtest(t, sailing.id, payload, anna), 201);
      await finishedAgo(t, sailing.id, 59);
      const within = await fileProtest(t, sailing.id, payload, anna);
      expectStatus(within, 201);
      expect(protestSchema.parse(within.json()).late_reason).toBeNull();
    });
  });

  describe('the hearing', () => {
    it('is set by the club and mailed to both parties and the filer', async () => {
      const { sailing, annas, bos } = await race();
      const protest = await filed(t, sailing.id, { protestor: annas, protested: [bos] }, anna);
      const response = await protestCall(
        t,
        protest.id,
        'hearing',
        { at: '2026-06-10T20:30', place: 'Klubbhuset' },
        officer,
      );
      expectStatus(response, 200);
      expect(protestSchema.parse(response.json())).toMatchObject({
        status: 'scheduled',
        hearing: { at: '2026-06-10T20:30', place: 'Klubbhuset' },
      });
      for (const party of [anna, bo]) {
        const mails = (await mailTo(t, party.email)).filter((mail) =>
          mail.subject.startsWith('Förhandling:'),
        );
        expect(mails.at(-1)?.subject).toBe(`Förhandling: Protest 1 – ${sailing.name}`);
        expect(mails.at(-1)?.text_body).toContain('Plats: Klubbhuset');
        expect(mails.at(-1)?.text_body).toContain('20:30');
        expect(mails.at(-1)?.text_body).toContain(
          `https://segla.example/clubs/${club.slug}/sailings/${sailing.id}/board`,
        );
      }
      // Moved: mailed again.
      const before = (await mailTo(t, bo.email)).length;
      expectStatus(
        await protestCall(
          t,
          protest.id,
          'hearing',
          { at: '2026-06-10T21:00', place: 'Klubbhuset' },
          club,
        ),
        200,
      );
      expect((await mailTo(t, bo.email)).length).toBe(before + 1);
    });

    it('is refused to the protest committee, sailors and others, and on bad input', async () => {
      const { sailing, annas, bos } = await race();
      const protest = await filed(t, sailing.id, { protestor: annas, protested: [bos] }, anna);
      const hearing = { at: '2026-06-10T20:30', place: 'Klubbhuset' };
      expectStatus(await protestCall(t, protest.id, 'hearing', hearing, null), 401);
      for (const actor of [committee, anna, otherClub]) {
        expectStatus(await protestCall(t, protest.id, 'hearing', hearing, actor), 403);
      }
      for (const bad of [
        { at: 'i kväll', place: 'Klubbhuset' },
        { at: '', place: 'Klubbhuset' },
        { at: '2026-06-10T20:30', place: '' },
        { at: 20, place: 'Klubbhuset' },
        { at: '2026-06-10T20:30' },
        { ...hearing, extra: 1 },
      ]) {
        expectStatus(await protestCall(t, protest.id, 'hearing', bad, officer), 400);
      }
      expect(await protestOf(t, protest.id)).toMatchObject({ status: 'filed', hearing: null });
      expectStatus(await protestCall(t, 999_999, 'hearing', hearing, officer), 404);
    });

    it('lets the protest committee decide, but neither schedule nor file', async () => {
      const { sailing, annas, bos } = await race();
      const protest = await filed(t, sailing.id, { protestor: annas, protested: [bos] }, anna);
      expectStatus(
        await protestCall(
          t,
          protest.id,
          'hearing',
          { at: '2026-06-10T20:30', place: 'X' },
          committee,
        ),
        403,
      );
      expectStatus(
        await fileProtest(
          t,
          sailing.id,
          { kind: 'protest', protested: [bos], description: 'X' },
          committee,
        ),
        403,
      );
      const response = await protestCall(
        t,
        protest.id,
        'decision',
        { outcome: 'dismissed', facts: 'Ingen kontakt.' },
        committee,
      );
      expectStatus(response, 200);
      expect(protestSchema.parse(response.json()).decision).toMatchObject({
        outcome: 'dismissed',
        facts: 'Ingen kontakt.',
        penalties: [],
        decided_by: 'Pia Domare, protestkommitté',
        change: null,
      });
      // A decided protest takes no hearing.
      const after = await protestCall(
        t,
        protest.id,
        'hearing',
        { at: '2026-06-10T20:30', place: 'X' },
        officer,
      );
      expectStatus(after, 400);
      expect(fieldErrors(after).non_field_errors).toEqual(['Protesten är redan avgjord.']);
    });
  });

  it('refuses wrong types everywhere and changes nothing', async () => {
    const { sailing, annas, bos } = await race();
    const before = await countProtests(t);
    for (const bad of [
      {},
      { kind: 'klagomål', protestor: annas, protested: [bos], description: 'X' },
      { kind: 'protest', protestor: 'Vinga', protested: [bos], description: 'X' },
      { kind: 'protest', protestor: annas, protested: bos, description: 'X' },
      { kind: 'protest', protestor: annas, protested: ['x'], description: 'X' },
      { kind: 'protest', protestor: annas, protested: [bos], description: 5 },
      { kind: 'protest', protestor: annas, protested: [bos], description: '' },
      { kind: 'protest', protestor: annas, protested: [bos], description: 'X', informed: 'kanske' },
      { kind: 'protest', protestor: annas, protested: [bos], description: 'X', late_reason: 3 },
      { kind: 'protest', protestor: annas, protested: [bos], description: 'X', number: 7 },
    ]) {
      const response = await fileProtest(t, sailing.id, bad, officer);
      expectStatus(response, 400);
      fieldErrorsSchema.parse(response.json());
    }
    expect(await countProtests(t)).toBe(before);
    expectStatus(
      await t.request({
        method: 'GET',
        url: `/api/protests/abc/`,
        headers: bearer(officer),
      }),
      404,
    );
  });
});
