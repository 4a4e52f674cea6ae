import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type Actor,
  bearer,
  type ClubActor,
  createCompetitor,
  createSailing,
  createStartGroup,
  expectStatus,
  makeClubActor,
  makeStaffActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { LiveTestClient, startLiveApp, type LiveTestApp } from './live-helpers.ts';

describe.each(databaseKinds)('live updates on %s', (kind) => {
  let t: LiveTestApp;
  let club: ClubActor;
  let otherClub: ClubActor;
  let staff: Actor;
  const clients: LiveTestClient[] = [];

  beforeAll(async () => {
    t = await startLiveApp(kind);
    club = await makeClubActor(t);
    otherClub = await makeClubActor(t);
    staff = await makeStaffActor(t);
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(() => t.close());

  async function connect(): Promise<LiveTestClient> {
    const client = await LiveTestClient.connect(t.wsUrl);
    clients.push(client);
    return client;
  }

  /** Subscribed and confirmed: the server has read the subscription when the pong arrives. */
  async function subscribed(
    topic: { club: string } | { sailing: number },
    token?: string | null,
  ): Promise<LiveTestClient> {
    const client = await connect();
    client.subscribe(topic, token);
    await client.barrier();
    return client;
  }

  /** Every change announced so far has been sent, and has reached each client. */
  async function settle(...list: LiveTestClient[]): Promise<void> {
    await t.app.live.idle();
    for (const client of list) await client.barrier();
  }

  async function listItem(id: number, session: Actor | null = club) {
    const response = await t.request({
      method: 'GET',
      url: `/api/sailings/?club=${club.slug}`,
      headers: bearer(session),
    });
    expectStatus(response, 200);
    return response.json<{ id: number }[]>().find((item) => item.id === id);
  }

  async function results(id: number) {
    const response = await t.request({
      method: 'GET',
      url: `/api/sailings/${id}/results/`,
      headers: bearer(club),
    });
    expectStatus(response, 200);
    return response.json<unknown>();
  }

  async function recordFinish(competitorId: number, finishTime: string) {
    const response = await t.request({
      method: 'PATCH',
      url: `/api/competitors/${competitorId}/update-elapsed-time/`,
      headers: bearer(club),
      payload: { finish_time: finishTime },
    });
    expectStatus(response, 200);
  }

  async function updateSailing(id: number, payload: Record<string, unknown>) {
    const response = await t.request({
      method: 'PUT',
      url: `/api/sailings/${id}/`,
      headers: bearer(club),
      payload: { id, ...payload },
    });
    expectStatus(response, 200);
  }

  async function raceWithOneBoat() {
    const sailing = await createSailing(t, club, { status: 'upcoming' });
    const group = await createStartGroup(t, club, sailing.id, { start_time: '18:00' });
    const competitor = await createCompetitor(t, club, sailing.id, {
      start_group: group.id,
      rating: 0.9,
    });
    return { sailingId: sailing.id, competitorId: competitor.id };
  }

  it('answers ping with pong', async () => {
    const client = await connect();
    client.send({ type: 'ping' });
    expect(await client.next('pong')).toEqual({ type: 'pong' });
  });

  it('sends sailing_update with the list fields when a sailing is created and changed', async () => {
    const client = await subscribed({ club: club.slug });
    const { id } = await createSailing(t, club, { status: 'upcoming', name: 'Tisdagsrace' });
    const created = await client.next('sailing_update', (m) => m.sailing.id === id);
    expect(created.sailing).toEqual(await listItem(id));
    expect(created.sailing).toMatchObject({ name: 'Tisdagsrace', status: 'upcoming' });

    await updateSailing(id, { status: 'ongoing' });
    const changed = await client.next(
      'sailing_update',
      (m) => m.sailing.id === id && m.sailing.status === 'ongoing',
    );
    expect(changed.sailing).toEqual(await listItem(id));
    expect(changed.sailing.status_label).toBe('Pågående');
  });

  it('sends results_update as GET results answers, and sailing_update for a new competitor count', async () => {
    const { sailingId, competitorId } = await raceWithOneBoat();
    const client = await subscribed({ club: club.slug });
    await createCompetitor(t, club, sailingId, { name: 'Bo Ek', boat_name: 'Tärnan' });
    const counted = await client.next(
      'sailing_update',
      (m) => m.sailing.id === sailingId && m.sailing.competitor_count === 2,
    );
    expect(counted.sailing.competitor_count).toBe(2);

    client.clear();
    await recordFinish(competitorId, '19:00:00');
    const update = await client.next(
      'results_update',
      (m) => m.results.groups[0]?.rows[0]?.finish_time === '19:00:00',
    );
    expect(update.sailing_id).toBe(sailingId);
    expect(update.results).toEqual(await results(sailingId));
    expect(update.results.groups[0]?.rows[0]).toMatchObject({ rank: 1, elapsed_time: 3600 });
  });

  it('sends sailing_delete with the club when a sailing is deleted', async () => {
    const { id } = await createSailing(t, club, { status: 'upcoming' });
    const byClub = await subscribed({ club: club.slug });
    const bySailing = await subscribed({ sailing: id });
    const response = await t.request({
      method: 'DELETE',
      url: `/api/sailings/${id}/`,
      headers: bearer(club),
    });
    expectStatus(response, 204);
    const expected = { type: 'sailing_delete', sailing_id: id, club: club.slug };
    expect(await byClub.next('sailing_delete')).toEqual(expected);
    expect(await bySailing.next('sailing_delete')).toEqual(expected);
  });

  it('gives sailing subscribers only their sailing, and club subscribers only their club', async () => {
    const watched = await createSailing(t, club, { status: 'upcoming' });
    const other = await createSailing(t, club, { status: 'upcoming' });
    const bySailing = await subscribed({ sailing: watched.id });
    const byOtherClub = await subscribed({ club: otherClub.slug });
    const byClub = await subscribed({ club: club.slug });

    await updateSailing(other.id, { name: 'Inte den här' });
    await updateSailing(watched.id, { name: 'Den här' });
    await settle(bySailing, byOtherClub, byClub);

    expect(bySailing.updates.map((m) => m.type === 'sailing_update' && m.sailing.id)).toEqual([
      watched.id,
    ]);
    expect(byOtherClub.updates).toEqual([]);
    expect(byClub.ofType('sailing_update').map((m) => m.sailing.id)).toEqual([
      other.id,
      watched.id,
    ]);
  });

  it('sends a message once to a connection subscribed to both the club and the sailing', async () => {
    const { id } = await createSailing(t, club, { status: 'upcoming' });
    const client = await connect();
    client.subscribe({ club: club.slug });
    client.subscribe({ sailing: id });
    client.subscribe({ sailing: id });
    await client.barrier();
    await updateSailing(id, { name: 'En gång' });
    await settle(client);
    expect(client.updates).toHaveLength(1);
  });

  it('stops sending after unsubscribe', async () => {
    const { id } = await createSailing(t, club, { status: 'upcoming' });
    const client = await subscribed({ club: club.slug });
    client.subscribe({ sailing: id });
    await updateSailing(id, { name: 'Före' });
    await client.next('sailing_update', (m) => m.sailing.name === 'Före');

    client.unsubscribe({ club: club.slug });
    client.unsubscribe({ sailing: id });
    await client.barrier();
    client.clear();
    await updateSailing(id, { name: 'Efter' });
    await settle(client);
    expect(client.updates).toEqual([]);
  });

  describe('unpublished sailings', () => {
    it('are never sent to anonymous subscribers, to another club, or with a bad token', async () => {
      const anonymous = await subscribed({ club: club.slug });
      const otherAccount = await subscribed({ club: club.slug }, otherClub.token);
      const badToken = await subscribed({ club: club.slug }, 'not.a.token');
      expect(badToken.ofType('error').map((m) => m.code)).toEqual(['invalid_token']);
      const own = await subscribed({ club: club.slug }, club.token);
      const admin = await subscribed({ club: club.slug }, staff.token);

      const { id } = await createSailing(t, club, { name: 'Hemlig' });
      const bySailing = await subscribed({ sailing: id });
      await updateSailing(id, { name: 'Fortfarande hemlig' });
      await settle(anonymous, otherAccount, badToken, own, admin, bySailing);

      for (const client of [anonymous, otherAccount, bySailing]) {
        expect(client.updates).toEqual([]);
      }
      expect(badToken.ofType('sailing_update')).toEqual([]);
      for (const client of [own, admin]) {
        expect(client.ofType('sailing_update').map((m) => m.sailing.name)).toEqual([
          'Hemlig',
          'Fortfarande hemlig',
        ]);
      }
    });

    it('become visible when published, and are withdrawn from anonymous viewers when unpublished', async () => {
      const { id } = await createSailing(t, club, { name: 'Snart' });
      const anonymous = await subscribed({ club: club.slug });
      const own = await subscribed({ club: club.slug }, club.token);

      await updateSailing(id, { status: 'upcoming' });
      await anonymous.next('sailing_update', (m) => m.sailing.id === id);
      await own.next('sailing_update', (m) => m.sailing.status === 'upcoming');

      await updateSailing(id, { status: 'unpublished' });
      expect(await anonymous.next('sailing_delete')).toEqual({
        type: 'sailing_delete',
        sailing_id: id,
        club: club.slug,
      });
      await own.next('sailing_update', (m) => m.sailing.status === 'unpublished');
      await settle(anonymous, own);
      expect(anonymous.ofType('sailing_update').map((m) => m.sailing.status)).toEqual(['upcoming']);
      expect(own.ofType('sailing_delete')).toEqual([]);
    });

    it('sends the results of an unpublished sailing to its club only', async () => {
      const sailing = await createSailing(t, club);
      const group = await createStartGroup(t, club, sailing.id, { start_time: '18:00' });
      const competitor = await createCompetitor(t, club, sailing.id, {
        start_group: group.id,
        rating: 1,
      });
      const anonymous = await subscribed({ sailing: sailing.id });
      const own = await subscribed({ sailing: sailing.id }, club.token);
      await recordFinish(competitor.id, '18:45:00');
      const update = await own.next('results_update');
      expect(update.results.groups[0]?.rows[0]?.elapsed_time).toBe(2700);
      await settle(anonymous);
      expect(anonymous.updates).toEqual([]);
    });

    it('signs a connection out with a null token', async () => {
      const client = await subscribed({ club: club.slug }, club.token);
      client.subscribe({ club: club.slug }, null);
      await client.barrier();
      await createSailing(t, club, { name: 'Efter utloggning' });
      await settle(client);
      expect(client.updates).toEqual([]);
    });
  });
});
