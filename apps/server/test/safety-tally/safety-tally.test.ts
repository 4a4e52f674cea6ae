import {
  competitorTallySchema,
  detailErrorSchema,
  fieldErrorsSchema,
  sailingTallySchema,
  sailorContactSchema,
  sailorSchema,
} from '@segla/core';
import { TALLY_CLOSED_MESSAGE } from '@segla/core/tally';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLY_ASHORE } from '../../src/modules/safety-tally/safety-tally-service.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  bearer,
  createCompetitor,
  createSailing,
  enterSailing,
  expectStatus,
  makeClubActor,
  makeOfficialActor,
  makeSailorActor,
  makeStaffActor,
  type Actor,
  type ClubActor,
  type SailorActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

/** Issue 31, part 3 (docs/product.md "Säkerhet"): the safety tally and the mobile number. */
describe.each(databaseKinds)('the safety tally on %s', (kind) => {
  let t: TestApp;
  let club: ClubActor;
  let otherClub: ClubActor;
  let sailor: SailorActor;
  let stranger: SailorActor;
  let staff: Actor;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    club = await makeClubActor(t);
    otherClub = await makeClubActor(t);
    sailor = await makeSailorActor(t, { firstName: 'Stina', lastName: 'Ek' });
    stranger = await makeSailorActor(t, { firstName: 'Olle', lastName: 'Berg' });
    staff = await makeStaffActor(t);
  });
  afterAll(() => t.close());

  const tap = (competitorId: number, actor: Actor | null, payload: unknown) =>
    t.request({
      method: 'POST',
      url: `/api/competitors/${competitorId}/tally/`,
      headers: bearer(actor),
      payload: payload as Record<string, unknown>,
    });
  const tally = (sailingId: number, actor: Actor | null) =>
    t.request({ method: 'GET', url: `/api/sailings/${sailingId}/tally/`, headers: bearer(actor) });
  const tallyOf = async (sailingId: number, actor: Actor = club) => {
    const response = await tally(sailingId, actor);
    expectStatus(response, 200);
    return sailingTallySchema.parse(response.json());
  };
  const setStatus = (sailingId: number, status: 'upcoming' | 'ongoing' | 'finished') =>
    t.db.updateTable('sailings').set({ status }).where('id', '=', sailingId).execute();
  const putContact = (sailorId: number, actor: Actor | null, payload: unknown) =>
    t.request({
      method: 'PUT',
      url: `/api/sailors/${sailorId}/contact/`,
      headers: bearer(actor),
      payload: payload as Record<string, unknown>,
    });

  /** An upcoming sailing of the club with the sailor's own entry and a club entry. */
  async function sailingWithBoats() {
    const sailing = await createSailing(t, club, { status: 'upcoming', reg_status: 'open' });
    const own = await enterSailing(t, sailor, sailing.id);
    const other = await createCompetitor(t, club, sailing.id, {
      name: 'Anna Ek',
      boat_name: 'Vindil',
      sail_number: 'SWE 9',
    });
    return { sailingId: sailing.id, ownId: own.id, otherId: other.id };
  }

  it('refuses taps until the sailing is on, then lets the officials tally', async () => {
    const { sailingId, otherId } = await sailingWithBoats();
    const early = await tap(otherId, club, { state: 'out' });
    expectStatus(early, 400);
    expect(fieldErrorsSchema.parse(early.json()).non_field_errors).toEqual([TALLY_CLOSED_MESSAGE]);

    await setStatus(sailingId, 'ongoing');
    const officer = await makeOfficialActor(t, club.clubId, 'race_officer');
    const out = await tap(otherId, officer, { state: 'out' });
    expectStatus(out, 200);
    expect(competitorTallySchema.parse(out.json())).toMatchObject({
      competitor: otherId,
      state: 'out',
      applied: true,
    });
    const list = await tallyOf(sailingId, officer);
    const boat = list.boats.find((b) => b.competitor === otherId)!;
    expect(boat).toMatchObject({ state: 'out', changed_by: 'Lena Hägg, tävlingsledare' });
    expect(list.counts).toEqual({ not_out: 1, out: 1, ashore: 0 });
  });

  it('lets the sailor set only her own boat ashore', async () => {
    const { sailingId, ownId, otherId } = await sailingWithBoats();
    await setStatus(sailingId, 'ongoing');
    const out = await tap(ownId, sailor, { state: 'out' });
    expectStatus(out, 403);
    expect(detailErrorSchema.parse(out.json()).detail).toBe(ONLY_ASHORE);
    expectStatus(await tap(otherId, sailor, { state: 'ashore' }), 403);
    expectStatus(await tap(ownId, stranger, { state: 'ashore' }), 403);

    const ashore = await tap(ownId, sailor, { state: 'ashore' });
    expectStatus(ashore, 200);
    const read = await t.request({
      method: 'GET',
      url: `/api/competitors/${ownId}/tally/`,
      headers: bearer(sailor),
    });
    expectStatus(read, 200);
    expect(competitorTallySchema.parse(read.json()).state).toBe('ashore');
    // The tally itself is the officials'.
    expectStatus(await tally(sailingId, sailor), 403);
    expectStatus(await tally(sailingId, null), 401);
  });

  it('refuses another club’s official and a protest committee', async () => {
    const { sailingId, otherId } = await sailingWithBoats();
    await setStatus(sailingId, 'ongoing');
    expectStatus(await tap(otherId, otherClub, { state: 'out' }), 403);
    expectStatus(await tally(sailingId, otherClub), 403);
    const committee = await makeOfficialActor(t, club.clubId, 'protest_committee');
    expectStatus(await tap(otherId, committee, { state: 'out' }), 403);
    expectStatus(await tap(otherId, null, { state: 'out' }), 401);
    // A draft of the club is not there for others at all.
    const draft = await createSailing(t, club);
    const entry = await createCompetitor(t, club, draft.id);
    expectStatus(await tap(entry.id, otherClub, { state: 'out' }), 404);
    expectStatus(await tally(draft.id, otherClub), 404);
    expectStatus(await tap(999_999_999, club, { state: 'out' }), 404);
  });

  it('answers a bad body 400 in Swedish, after the caller, and changes nothing', async () => {
    const { sailingId, otherId } = await sailingWithBoats();
    await setStatus(sailingId, 'ongoing');
    for (const payload of [
      { state: 'sunk' },
      { state: 'not_out' },
      {},
      { state: 'out', extra: 1 },
      { state: 'out', client_id: 'x' },
      { state: 'out', tapped_at: 'igår' },
    ]) {
      const response = await tap(otherId, club, payload);
      expectStatus(response, 400);
      fieldErrorsSchema.parse(response.json());
    }
    // Someone else's bad body is her 403, not a 400.
    expectStatus(await tap(otherId, otherClub, { state: 'sunk' }), 403);
    const list = await tallyOf(sailingId);
    expect(list.boats.every((boat) => boat.state === 'not_out')).toBe(true);
  });

  it('applies a replayed client id once, and keeps a late older tap out', async () => {
    const { sailingId, ownId, otherId } = await sailingWithBoats();
    await setStatus(sailingId, 'ongoing');
    const seen: number[] = [];
    const off = t.app.services.events.on('tally.changed', (event) => seen.push(event.sailingId));
    const clientId = randomUUID();
    const first = await tap(otherId, club, { state: 'out', client_id: clientId, device: 'A' });
    const again = await tap(otherId, club, { state: 'out', client_id: clientId, device: 'A' });
    expectStatus(first, 200);
    expectStatus(again, 200);
    expect(again.json()).toEqual(first.json());
    expect(seen).toEqual([sailingId]);

    const ashore = await tap(otherId, club, { state: 'ashore', client_id: randomUUID() });
    expectStatus(ashore, 200);
    // A phone's "Ute" tapped an hour ago arrives now: the later "I land" stands.
    const late = await tap(otherId, club, {
      state: 'out',
      client_id: randomUUID(),
      tapped_at: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expectStatus(late, 200);
    expect(competitorTallySchema.parse(late.json())).toMatchObject({
      state: 'ashore',
      applied: false,
    });
    // A client id used for another boat's write is refused, and changes nothing.
    const reused = await tap(ownId, club, { state: 'out', client_id: clientId });
    expectStatus(reused, 400);
    expect(fieldErrorsSchema.parse(reused.json()).client_id).toBeDefined();
    off();
    expect(seen).toEqual([sailingId, sailingId]);
  });

  it('lists the people on board, the crew, and the missing first with a phone', async () => {
    const { sailingId, ownId, otherId } = await sailingWithBoats();
    expectStatus(
      await putContact(sailor.sailorId, sailor, { mobile_number: '070-123 45 67' }),
      200,
    );
    const now = new Date().toISOString();
    await t.db
      .insertInto('crew_members')
      .values([
        {
          competitor_id: ownId,
          name: 'Kalle',
          sailor_id: null,
          confirmed_at: null,
          created_at: now,
        },
        {
          competitor_id: ownId,
          name: '',
          sailor_id: stranger.sailorId,
          confirmed_at: now,
          created_at: now,
        },
      ])
      .execute();
    await t.db
      .updateTable('competitors')
      .set({ persons_on_board: 5 })
      .where('id', '=', otherId)
      .execute();
    await setStatus(sailingId, 'ongoing');
    let list = await tallyOf(sailingId);
    const own = list.boats.find((boat) => boat.competitor === ownId)!;
    expect(own).toMatchObject({ persons_on_board: 3, crew: ['Kalle', 'Olle Berg'] });
    expect(own.mobile_number).toBe('+46701234567');
    expect(list.boats.find((boat) => boat.competitor === otherId)!.persons_on_board).toBe(5);
    expect(list.persons_not_ashore).toBe(8);

    expectStatus(await tap(otherId, club, { state: 'out' }), 200);
    expectStatus(await tap(otherId, club, { state: 'ashore' }), 200);
    await setStatus(sailingId, 'finished');
    list = await tallyOf(sailingId);
    expect(list.boats.map((boat) => [boat.competitor, boat.missing])).toEqual([
      [ownId, true],
      [otherId, false],
    ]);
    // Staff see it too; a boat ashore carries no phone number.
    const staffList = await tallyOf(sailingId, staff);
    expect(staffList.boats.find((boat) => boat.competitor === otherId)!.mobile_number).toBeNull();
  });

  it('keeps the mobile number private to the sailor and staff, normalized', async () => {
    const read = (actor: Actor | null) =>
      t.request({
        method: 'GET',
        url: `/api/sailors/${sailor.sailorId}/contact/`,
        headers: bearer(actor),
      });
    const set = await putContact(sailor.sailorId, sailor, { mobile_number: '+46 70 765 43 21' });
    expectStatus(set, 200);
    expect(sailorContactSchema.parse(set.json()).mobile_number).toBe('+46707654321');
    expectStatus(await read(sailor), 200);
    expectStatus(await read(staff), 200);
    expectStatus(await read(stranger), 404);
    expectStatus(await read(club), 404);
    expectStatus(await read(null), 401);
    expectStatus(await putContact(sailor.sailorId, stranger, { mobile_number: 'x' }), 404);
    expectStatus(await putContact(sailor.sailorId, null, { mobile_number: '' }), 401);

    for (const bad of ['08-123 456 78', '070123', 12, null, 'a'.repeat(40)]) {
      const response = await putContact(sailor.sailorId, sailor, { mobile_number: bad });
      expectStatus(response, 400);
      expect(fieldErrorsSchema.parse(response.json()).mobile_number?.[0]).toMatch(/070-123 45 67/);
    }
    expectStatus(await putContact(sailor.sailorId, sailor, { mobile: '0701234567' }), 400);

    const publicProfile = await t.request({
      method: 'GET',
      url: `/api/sailors/${sailor.sailorId}/`,
    });
    expect(sailorSchema.parse(publicProfile.json())).not.toHaveProperty('mobile_number');
    expect(publicProfile.body).not.toContain('707654321');
    const cleared = await putContact(sailor.sailorId, staff, { mobile_number: '' });
    expectStatus(cleared, 200);
    expect(sailorContactSchema.parse(cleared.json()).mobile_number).toBe('');
  });
});

describe('the safety tally across instances', () => {
  it('travels LISTEN/NOTIFY as its sailing id', async () => {
    const { decodeNotification, encodeNotification } = await import('../../src/live/live-bus.ts');
    const payload = encodeNotification('a', { kind: 'tally', sailingId: 12 });
    expect(decodeNotification('b', payload)).toEqual({ kind: 'tally', sailingId: 12 });
  });
});
