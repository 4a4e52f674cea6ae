import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  expectStatus,
  makeClubActor,
  makeStaffActor,
  type Actor,
  type ClubActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { LiveTestClient, startLiveApp, type LiveTestApp } from '../live/live-helpers.ts';
import { clientId, race, recordTiming } from './finish-helpers.ts';

/**
 * Issue 12: a write that only grows the change log (a kept stamp, a conflict) changes no result,
 * so no `results_update` goes out; those who may read the log get `changes_update` instead, and
 * nobody else does.
 */
describe.each(databaseKinds)('changes_update on %s', (kind) => {
  let t: LiveTestApp;
  let club: ClubActor;
  let otherClub: ClubActor;
  let staff: Actor;
  const clients: LiveTestClient[] = [];
  const logged: number[] = [];
  let off: () => void;

  beforeAll(async () => {
    t = await startLiveApp(kind);
    club = await makeClubActor(t);
    otherClub = await makeClubActor(t);
    staff = await makeStaffActor(t);
    off = t.app.services.events.on('changes.logged', ({ sailingId }) => logged.push(sailingId));
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
    logged.splice(0);
  });
  afterAll(async () => {
    off();
    await t.close();
  });

  async function subscribed(
    topic: { club: string } | { sailing: number },
    token?: string,
  ): Promise<LiveTestClient> {
    const client = await LiveTestClient.connect(t.wsUrl);
    clients.push(client);
    client.subscribe(topic, token);
    await client.barrier();
    return client;
  }

  /** Every change announced so far has been sent, and has reached each client. */
  async function settle(): Promise<void> {
    await t.app.live.idle();
    for (const client of clients) await client.barrier();
  }

  /** A race and its subscribers: the club's account, staff, another club, and anonymous. */
  async function watchedRace(status = 'upcoming') {
    const { sailing, boat } = await race(t, club, { status });
    const own = await subscribed({ sailing: sailing.id }, club.token);
    const admin = await subscribed({ club: club.slug }, staff.token);
    const other = await subscribed({ sailing: sailing.id }, otherClub.token);
    const anonymous = await subscribed({ sailing: sailing.id });
    const nudges = (client: LiveTestClient) =>
      client.ofType('changes_update').filter((m) => m.sailing_id === sailing.id).length;
    return { sailing, boat, own, admin, other, anonymous, nudges };
  }

  const stamp = (id: number, time: string, client = clientId()) =>
    recordTiming(t, id, { finish_time: time, stamped: true, client_id: client }, club);

  it('tells the club and staff of a kept stamp, not anonymous viewers or another club', async () => {
    const { sailing, boat, own, admin, other, anonymous, nudges } = await watchedRace();
    expectStatus(await stamp(boat.id, '19:45:10'), 200);
    await settle();
    // The first stamp changed the results: everyone was told that, and nobody was nudged.
    expect(anonymous.ofType('results_update')).toHaveLength(1);
    expect(logged).toEqual([]);

    expectStatus(await stamp(boat.id, '19:45:12'), 200);
    await settle();
    expect(logged).toEqual([sailing.id]);
    expect(await own.next('changes_update')).toEqual({
      type: 'changes_update',
      sailing_id: sailing.id,
    });
    expect(nudges(own)).toBe(1);
    expect(nudges(admin)).toBe(1);
    expect(nudges(other)).toBe(0);
    expect(nudges(anonymous)).toBe(0);
    // The kept stamp changed no result.
    expect(anonymous.ofType('results_update')).toHaveLength(1);
  });

  it('tells the club of a conflict (409) in an unpublished sailing too', async () => {
    const { sailing, boat, own, admin, anonymous, nudges } = await watchedRace('unpublished');
    expectStatus(await recordTiming(t, boat.id, { finish_time: '19:45:10' }, club), 200);
    await settle();
    const conflict = await recordTiming(
      t,
      boat.id,
      { finish_time: '19:46:00', base: '19:40:00', client_id: clientId() },
      club,
    );
    expectStatus(conflict, 409);
    await settle();
    expect(logged).toEqual([sailing.id]);
    expect(nudges(own)).toBe(1);
    expect(nudges(admin)).toBe(1);
    expect(nudges(anonymous)).toBe(0);
  });

  it('sends nothing again for a retry of the same write', async () => {
    const { sailing, boat, own, nudges } = await watchedRace();
    expectStatus(await stamp(boat.id, '19:45:10'), 200);
    const id = clientId();
    expectStatus(await stamp(boat.id, '19:45:12', id), 200);
    await settle();
    expect(nudges(own)).toBe(1);
    const updates = own.updates.length;

    expectStatus(await stamp(boat.id, '19:45:12', id), 200);
    const base = { finish_time: '19:46:00', base: '19:40:00', client_id: clientId() };
    expectStatus(await recordTiming(t, boat.id, base, club), 409);
    expectStatus(await recordTiming(t, boat.id, base, club), 409);
    await settle();
    // One nudge for the conflict; none for either retry.
    expect(logged).toEqual([sailing.id, sailing.id]);
    expect(nudges(own)).toBe(2);
    expect(own.updates.length).toBe(updates + 1);
  });
});
