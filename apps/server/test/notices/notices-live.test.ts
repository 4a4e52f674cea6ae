import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClubActor,
  createSailing,
  createSeries,
  expectStatus,
  makeClubActor,
  makeSailorActor,
} from '../helpers/factories.ts';
import { postMessage, type BoardRef } from '../helpers/factories/notices.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { LiveTestClient, startLiveApp, type LiveTestApp } from '../live/live-helpers.ts';

/** `board_update` (docs/product.md §13): a board's change reaches open boards, as they may see it. */
describe.each(databaseKinds)('board_update on %s', (kind) => {
  let t: LiveTestApp;
  let club: ClubActor;
  const clients: LiveTestClient[] = [];

  beforeAll(async () => {
    t = await startLiveApp(kind);
    club = await makeClubActor(t);
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(() => t.close());

  async function subscribed(
    topics: ({ club: string } | { sailing: number })[],
    token?: string,
  ): Promise<LiveTestClient> {
    const client = await LiveTestClient.connect(t.wsUrl);
    clients.push(client);
    for (const topic of topics) client.subscribe(topic, token);
    await client.barrier();
    return client;
  }

  async function settle(...list: LiveTestClient[]) {
    await t.app.live.idle();
    for (const client of list) await client.barrier();
  }

  const post = async (board: BoardRef) =>
    expectStatus(await postMessage(t, club, board, { text: 'Nytt anslag.' }), 201);

  it('tells a published sailing’s board to its sailing’s and its club’s subscribers, once each', async () => {
    const sailing = await createSailing(t, club, { status: 'upcoming' });
    const bySailing = await subscribed([{ sailing: sailing.id }]);
    const byClub = await subscribed([{ club: club.slug }]);
    const byBoth = await subscribed([{ club: club.slug }, { sailing: sailing.id }]);
    const other = await subscribed([{ club: 'annan-klubb' }, { sailing: sailing.id + 1000 }]);
    await post({ sailing: sailing.id });
    await settle(bySailing, byClub, byBoth, other);
    const message = { type: 'board_update', sailing_id: sailing.id, series_id: null };
    for (const client of [bySailing, byClub, byBoth]) {
      expect(client.ofType('board_update')).toEqual([message]);
    }
    expect(other.ofType('board_update')).toEqual([]);
  });

  it('tells a draft’s board only to connections signed in as its club (or staff)', async () => {
    const draft = await createSailing(t, club);
    const sailor = await makeSailorActor(t);
    const anonymous = await subscribed([{ sailing: draft.id }, { club: club.slug }]);
    const outsider = await subscribed([{ sailing: draft.id }], sailor.token);
    const own = await subscribed([{ sailing: draft.id }], club.token);
    await post({ sailing: draft.id });
    await settle(anonymous, outsider, own);
    expect(anonymous.ofType('board_update')).toEqual([]);
    expect(outsider.ofType('board_update')).toEqual([]);
    expect(own.ofType('board_update')).toEqual([
      { type: 'board_update', sailing_id: draft.id, series_id: null },
    ]);
  });

  it('tells a series’ board to its club’s subscribers who may see the series', async () => {
    const series = await createSeries(t, club);
    const anonymous = await subscribed([{ club: club.slug }]);
    const own = await subscribed([{ club: club.slug }], club.token);
    // No published sailing yet: only the club sees the series.
    await post({ series: series.id });
    await settle(anonymous, own);
    const message = { type: 'board_update', sailing_id: null, series_id: series.id };
    expect(anonymous.ofType('board_update')).toEqual([]);
    expect(own.ofType('board_update')).toEqual([message]);
    const sailing = await createSailing(t, club, { status: 'upcoming', serie: series.id });
    const bySailing = await subscribed([{ sailing: sailing.id }]);
    await post({ series: series.id });
    await settle(anonymous, own, bySailing);
    expect(anonymous.ofType('board_update')).toEqual([message]);
    expect(own.ofType('board_update')).toEqual([message, message]);
    // A series board is the club's topic's: a sailing's subscribers are not told.
    expect(bySailing.ofType('board_update')).toEqual([]);
  });
});

describe.skipIf(!databaseKinds.includes('postgres'))('board_update across instances', () => {
  let a: LiveTestApp;
  let b: LiveTestApp;
  let club: ClubActor;
  const clients: LiveTestClient[] = [];

  beforeAll(async () => {
    a = await startLiveApp('postgres', { crossInstance: true });
    b = await startLiveApp('postgres', { shared: a.testDatabase, crossInstance: true });
    club = await makeClubActor(a);
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('reaches the other instance’s subscribers, once, for a sailing’s and a series’ board', async () => {
    const series = await createSeries(a, club);
    const sailing = await createSailing(a, club, { status: 'upcoming', serie: series.id });
    const onB = await LiveTestClient.connect(b.wsUrl);
    clients.push(onB);
    onB.subscribe({ club: club.slug });
    onB.subscribe({ sailing: sailing.id });
    await onB.barrier();
    expectStatus(await postMessage(a, club, { sailing: sailing.id }, { text: 'Hej' }), 201);
    expectStatus(await postMessage(a, club, { series: series.id }, { text: 'Hej' }), 201);
    await onB.next('board_update', (m) => m.series_id === series.id);
    await onB.next('board_update', (m) => m.sailing_id === sailing.id);
    await b.app.live.idle();
    await onB.barrier();
    expect(onB.ofType('board_update')).toHaveLength(2);
  });
});
