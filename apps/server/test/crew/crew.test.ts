import { crewInvitationSchema, crewSchema, fieldErrorsSchema } from '@segla/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  bearer,
  createSailing,
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

/** Issue 31 (docs/product.md §18): an entry's crew, seen by the club, the skipper and the crew. */
describe.each(databaseKinds)('crew lists on %s', (kind) => {
  let t: TestApp;
  let club: ClubActor;
  let skipper: SailorActor;
  let mate: SailorActor;
  let stranger: SailorActor;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    club = await makeClubActor(t);
    skipper = await makeSailorActor(t);
    mate = await makeSailorActor(t);
    stranger = await makeSailorActor(t);
  });
  afterAll(() => t.close());

  const crewOf = (competitorId: number, actor: Actor | null) =>
    t.request({
      method: 'GET',
      url: `/api/competitors/${competitorId}/crew/`,
      headers: bearer(actor),
    });
  const add = (competitorId: number, actor: Actor | null, payload: unknown) =>
    t.request({
      method: 'POST',
      url: `/api/competitors/${competitorId}/crew/`,
      headers: bearer(actor),
      payload: payload as Record<string, unknown>,
    });
  const onBoard = (competitorId: number, actor: Actor | null, payload: unknown) =>
    t.request({
      method: 'PUT',
      url: `/api/competitors/${competitorId}/on-board/`,
      headers: bearer(actor),
      payload: payload as Record<string, unknown>,
    });
  const membersOf = async (competitorId: number) => {
    const response = await crewOf(competitorId, club);
    expectStatus(response, 200);
    return crewSchema.parse(response.json());
  };
  const rowCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('crew_members')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const invitationsTo = (actor: Actor) =>
    t.db
      .selectFrom('outbound_mail')
      .select(['subject', 'text_body'])
      .where('to_address', '=', actor.email)
      .where('subject', 'like', 'Inbjudan till besättningen%')
      .execute();
  const newEntry = async () => {
    const sailing = await createSailing(t, club, { status: 'upcoming', reg_status: 'open' });
    return enterSailing(t, skipper, sailing.id);
  };

  it('lets the skipper add a name and a sailor, who is mailed and confirms', async () => {
    const entry = await newEntry();
    expectStatus(await add(entry.id, skipper, { name: 'Kalle Ek' }), 201);
    const added = await add(entry.id, skipper, { sailor: mate.sailorId });
    expectStatus(added, 201);
    const crew = crewSchema.parse(added.json());
    expect(crew.members.map((member) => member.confirmed)).toEqual([true, false]);
    expect(crew.can_change).toBe(true);

    const mails = await invitationsTo(mate);
    expect(mails).toHaveLength(1);
    const memberId = crew.members[1]!.id;
    expect(mails[0]!.text_body).toContain(`/crew/${memberId}`);

    // The invitation page: hers to read and confirm, nobody else's to confirm.
    const read = await t.request({
      method: 'GET',
      url: `/api/crew-members/${memberId}/`,
      headers: bearer(mate),
    });
    expectStatus(read, 200);
    expect(crewInvitationSchema.parse(read.json()).confirmed).toBe(false);
    const confirm = (actor: Actor | null) =>
      t.request({
        method: 'POST',
        url: `/api/crew-members/${memberId}/confirm/`,
        headers: bearer(actor),
      });
    expectStatus(await confirm(null), 401);
    expectStatus(await confirm(stranger), 403);
    expectStatus(await confirm(skipper), 403);
    expect((await membersOf(entry.id)).members[1]!.confirmed).toBe(false);
    const confirmed = await confirm(mate);
    expectStatus(confirmed, 200);
    expect(crewInvitationSchema.parse(confirmed.json()).confirmed).toBe(true);
    expect((await membersOf(entry.id)).members[1]!.confirmed).toBe(true);

    // The crew sees the list but may not change it.
    const asMate = await crewOf(entry.id, mate);
    expectStatus(asMate, 200);
    expect(crewSchema.parse(asMate.json()).can_change).toBe(false);
  });

  it('shows the crew to the club, the skipper and the crew only', async () => {
    const entry = await newEntry();
    expectStatus(await add(entry.id, skipper, { name: 'Kalle Ek' }), 201);
    const official = await makeOfficialActor(t, club.clubId, 'race_officer');
    const other = await makeClubActor(t);
    expectStatus(await crewOf(entry.id, null), 401);
    expectStatus(await crewOf(entry.id, stranger), 403);
    expectStatus(await crewOf(entry.id, other), 403);
    expectStatus(await crewOf(entry.id, official), 200);
    expectStatus(await crewOf(entry.id, skipper), 200);
    expectStatus(await crewOf(999_999, club), 404);
  });

  it('refuses a crew member added to another sailor’s entry, unchanged', async () => {
    const entry = await newEntry();
    const before = await rowCount();
    expectStatus(await add(entry.id, null, { name: 'Kalle' }), 401);
    expectStatus(await add(entry.id, stranger, { name: 'Kalle' }), 403);
    expectStatus(await add(entry.id, mate, { sailor: stranger.sailorId }), 403);
    // The caller is answered before the body: a bad body from a stranger is still a 403.
    expectStatus(await add(entry.id, stranger, { name: 7 }), 403);
    expectStatus(await onBoard(entry.id, stranger, { persons_on_board: 3 }), 403);
    expect(await rowCount()).toBe(before);
    expect((await membersOf(entry.id)).persons_on_board).toBeNull();
    expect(await invitationsTo(stranger)).toEqual([]);
  });

  it('answers bad input with a field error and changes nothing', async () => {
    const entry = await newEntry();
    expectStatus(await add(entry.id, skipper, { sailor: mate.sailorId }), 201);
    const before = await rowCount();
    const mailed = (await invitationsTo(mate)).length;
    const cases: [unknown, string][] = [
      [{}, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: 'Kalle', sailor: mate.sailorId }, 'name'],
      [{ name: 'Kal\u0000le' }, 'name'],
      [{ sailor: 'abc' }, 'sailor'],
      [{ sailor: 999_999 }, 'sailor'],
      [{ sailor: skipper.sailorId }, 'sailor'],
      [{ sailor: mate.sailorId }, 'sailor'],
      [{ name: 'Kalle', extra: 1 }, 'extra'],
    ];
    for (const [payload, field] of cases) {
      const response = await add(entry.id, skipper, payload);
      expectStatus(response, 400);
      expect(Object.keys(fieldErrorsSchema.parse(response.json()))).toEqual([field]);
    }
    for (const bad of [0, -1, 100, 2.5, 'många', true]) {
      const response = await onBoard(entry.id, skipper, { persons_on_board: bad });
      expectStatus(response, 400);
      expect(Object.keys(fieldErrorsSchema.parse(response.json()))).toEqual(['persons_on_board']);
    }
    expect(await rowCount()).toBe(before);
    expect((await membersOf(entry.id)).persons_on_board).toBeNull();
    expect(await invitationsTo(mate)).toHaveLength(mailed);
  });

  it('keeps the number on board, and lets a member leave', async () => {
    const entry = await newEntry();
    const set = await onBoard(entry.id, skipper, { persons_on_board: '4' });
    expectStatus(set, 200);
    expect(crewSchema.parse(set.json()).persons_on_board).toBe(4);
    expectStatus(await onBoard(entry.id, club, { persons_on_board: '' }), 200);
    expect((await membersOf(entry.id)).persons_on_board).toBeNull();

    const added = crewSchema.parse((await add(entry.id, club, { sailor: mate.sailorId })).json());
    const memberId = added.members[0]!.id;
    const remove = (actor: Actor | null) =>
      t.request({
        method: 'DELETE',
        url: `/api/crew-members/${memberId}/`,
        headers: bearer(actor),
      });
    expectStatus(await remove(stranger), 403);
    expectStatus(await remove(mate), 204);
    expect((await membersOf(entry.id)).members).toEqual([]);
    expectStatus(await remove(mate), 404);
  });
});
