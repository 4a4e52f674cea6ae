import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PostgresBus } from '../../src/live/live-bus.ts';
import {
  bearer,
  type ClubActor,
  createCompetitor,
  createSailing,
  createStartGroup,
  expectStatus,
  makeClubActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { LiveTestClient, eventually, startLiveApp, type LiveTestApp } from './live-helpers.ts';

/**
 * Two server instances on one PostgreSQL database, as behind a load balancer: a change made
 * through one reaches the subscribers of both, once each (docs/product.md §10, §13).
 */
describe.skipIf(!databaseKinds.includes('postgres'))('live updates across instances', () => {
  let a: LiveTestApp;
  let b: LiveTestApp;
  let club: ClubActor;
  const clients: LiveTestClient[] = [];
  const retry = { min: 50, max: 200 };

  beforeAll(async () => {
    a = await startLiveApp('postgres', { crossInstance: true, live: { listenRetryMs: retry } });
    b = await startLiveApp('postgres', {
      shared: a.testDatabase,
      crossInstance: true,
      live: { listenRetryMs: retry },
    });
    club = await makeClubActor(a);
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  async function subscribed(
    instance: LiveTestApp,
    topic: { club: string } | { sailing: number },
    token?: string,
  ) {
    const client = await LiveTestClient.connect(instance.wsUrl);
    clients.push(client);
    client.subscribe(topic, token);
    await client.barrier();
    return client;
  }

  async function rename(instance: LiveTestApp, id: number, name: string) {
    const response = await instance.request({
      method: 'PUT',
      url: `/api/sailings/${id}/`,
      headers: bearer(club),
      payload: { id, name },
    });
    expectStatus(response, 200);
  }

  function busOf(instance: LiveTestApp): PostgresBus {
    const bus = instance.app.live.bus;
    if (!(bus instanceof PostgresBus)) throw new Error('not a PostgreSQL bus');
    return bus;
  }

  it('delivers every message type written through one instance to the other', async () => {
    const onA = await subscribed(a, { club: club.slug });
    const onB = await subscribed(b, { club: club.slug });

    const { id } = await createSailing(a, club, { status: 'upcoming', name: 'Över gränsen' });
    const update = await onB.next('sailing_update', (m) => m.sailing.id === id);
    expect(update).toEqual(await onA.next('sailing_update', (m) => m.sailing.id === id));
    expect(update.sailing.name).toBe('Över gränsen');

    const group = await createStartGroup(a, club, id, { start_time: '18:00' });
    const competitor = await createCompetitor(a, club, id, { start_group: group.id, rating: 1 });
    const finish = await a.request({
      method: 'PATCH',
      url: `/api/competitors/${competitor.id}/update-elapsed-time/`,
      headers: bearer(club),
      payload: { finish_time: '18:30:00' },
    });
    expectStatus(finish, 200);
    const results = await onB.next(
      'results_update',
      (m) => m.results.groups[0]?.rows[0]?.elapsed_time === 1800,
    );
    const fromApi = await b.request({ method: 'GET', url: `/api/sailings/${id}/results/` });
    expect(results.results).toEqual(fromApi.json());

    const deleted = await a.request({
      method: 'DELETE',
      url: `/api/sailings/${id}/`,
      headers: bearer(club),
    });
    expectStatus(deleted, 204);
    expect(await onB.next('sailing_delete')).toEqual({
      type: 'sailing_delete',
      sailing_id: id,
      club: club.slug,
    });
  });

  it('delivers an instance’s own changes once, not again when its NOTIFY comes back', async () => {
    const { id } = await createSailing(a, club, { status: 'upcoming' });
    const onA = await subscribed(a, { sailing: id });
    const onB = await subscribed(b, { sailing: id });

    await rename(a, id, 'Ett');
    await onA.next('sailing_update', (m) => m.sailing.name === 'Ett');
    // B has it through NOTIFY, so A's listener has its own NOTIFY back by now or soon after;
    // a change made through B arrives at A behind it on the same connection.
    await onB.next('sailing_update', (m) => m.sailing.name === 'Ett');
    await rename(b, id, 'Två');
    await onA.next('sailing_update', (m) => m.sailing.name === 'Två');
    await onB.next('sailing_update', (m) => m.sailing.name === 'Två');
    await a.app.live.idle();
    await b.app.live.idle();
    await onA.barrier();
    await onB.barrier();

    const names = (client: LiveTestClient) =>
      client.ofType('sailing_update').map((m) => m.sailing.name);
    expect(names(onA)).toEqual(['Ett', 'Två']);
    expect(names(onB)).toEqual(['Ett', 'Två']);
  });

  it('keeps unpublished sailings from anonymous subscribers of the other instance', async () => {
    const anonymous = await subscribed(b, { club: club.slug });
    const own = await subscribed(b, { club: club.slug }, club.token);
    const { id } = await createSailing(a, club, { name: 'Opublicerad' });
    await own.next('sailing_update', (m) => m.sailing.id === id);
    await b.app.live.idle();
    await anonymous.barrier();
    expect(anonymous.ofType('sailing_update')).toEqual([]);
  });

  it('reconnects a lost LISTEN connection and makes its clients reconnect to refetch', async () => {
    const before = await subscribed(a, { club: club.slug });
    const admin = new pg.Client({ connectionString: a.testDatabase.url });
    await admin.connect();
    try {
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [busOf(a).applicationName],
      );
      expect(killed.rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    // Changes of that moment may be lost: A's clients are told to reconnect (and refetch).
    expect((await before.closed).code).toBe(1012);
    await eventually(() => busOf(a).listening);

    const after = await subscribed(a, { club: club.slug });
    const { id } = await createSailing(b, club, { status: 'upcoming', name: 'Efter avbrottet' });
    const update = await after.next('sailing_update', (m) => m.sailing.id === id);
    expect(update.sailing.name).toBe('Efter avbrottet');
  });
});
