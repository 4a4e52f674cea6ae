import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, queryCounter, type TestApp } from '../helpers/build-test-app.ts';
import {
  type Actor,
  type ClubActor,
  insertBoatModel,
  insertCompetitor,
  insertSailing,
  insertSailor,
  makeClub,
  makeClubActor,
  makeSailorActor,
  makeStaffActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

/**
 * Lists and details run a fixed number of queries whatever the number of rows: each is asked
 * twice, with more rows behind it the second time, and must not run more queries.
 */
describe.each(databaseKinds)('catalogue query counts on %s', (kind) => {
  let t: TestApp;
  const counter = queryCounter();
  let club: ClubActor;
  let staff: Actor;
  beforeAll(async () => {
    t = await buildTestApp(kind, { onQuery: counter.onQuery });
    club = await makeClubActor(t);
    staff = await makeStaffActor(t);
  });
  afterAll(() => t.close());

  /** How many queries one request runs. */
  async function queriesOf(options: InjectOptions) {
    let response!: LightMyRequestResponse;
    const count = await counter.count(async () => {
      response = await t.request(options);
    });
    return { count, response };
  }

  async function expectFixed(url: string, grow: () => Promise<void>, headers = {}) {
    const first = await queriesOf({ method: 'GET', url, headers });
    expect(first.response.statusCode).toBe(200);
    const rowsBefore = first.response.json<unknown[]>().length;
    await grow();
    const second = await queriesOf({ method: 'GET', url, headers });
    expect(second.response.json<unknown[]>().length).toBeGreaterThan(rowsBefore);
    expect(second.count).toBe(first.count);
    return second.count;
  }
  const times = async (n: number, make: (i: number) => Promise<unknown>) => {
    for (let i = 0; i < n; i++) await make(i);
  };

  it('lists clubs in one query', async () => {
    const count = await expectFixed('/api/clubs/', () => times(4, () => makeClub(t)));
    expect(count).toBe(1);
  });

  it('lists a club’s courses and sailors in a fixed number of queries', async () => {
    await expectFixed(`/api/clubs/${club.slug}/courses/`, () =>
      times(4, (i) =>
        t.request({
          method: 'POST',
          url: '/api/courses/',
          payload: { name: `Bana ${i}` },
          headers: club.headers,
        }),
      ),
    );
    await expectFixed(`/api/clubs/${club.slug}/sailors/`, () =>
      times(4, () => insertSailor(t.db, { firstName: 'Sam', clubId: club.clubId })),
    );
  });

  it('lists sailors, with and without a name query, in a fixed number of queries', async () => {
    const named = async (i: number) => {
      const sailor = await makeSailorActor(t);
      await t.request({
        method: 'PATCH',
        url: `/api/sailors/${sailor.sailorId}/`,
        payload: { first_name: 'Räknad', last_name: `Nummer${i}` },
        headers: sailor.headers,
      });
    };
    await named(0);
    await expectFixed('/api/sailors/?query=rakn', () => times(3, (i) => named(i + 1)));
    // Named: a profile without a name is not listed (docs/product.md §2).
    await expectFixed('/api/sailors/', () =>
      times(3, () => insertSailor(t.db, { firstName: 'Listad' })),
    );
  });

  it('lists distinct competitors in a fixed number of queries', async () => {
    const { id: earlier } = await insertSailing(t.db, {
      clubId: club.clubId,
      startDate: '2026-05-06',
    });
    const { id: coming } = await insertSailing(t.db, {
      clubId: club.clubId,
      startDate: '2026-06-03',
    });
    await insertCompetitor(t.db, { sailingId: earlier, name: 'Först', sailNumber: '1' });
    await insertCompetitor(t.db, { sailingId: coming, name: 'Anmäld', sailNumber: '99' });
    await expectFixed(
      `/api/clubs/${club.slug}/distinct-competitors/?sailing_id=${coming}`,
      () =>
        times(4, (i) =>
          insertCompetitor(t.db, { sailingId: earlier, name: `Båt ${i}`, sailNumber: `${i + 2}` }),
        ),
      club.headers,
    );
  });

  it('lists boats, boat models and the feedback inbox in a fixed number of queries', async () => {
    const { id: model } = await insertBoatModel(t.db);
    const owner = await makeSailorActor(t);
    const addBoat = (i: number) =>
      t.request({
        method: 'POST',
        url: '/api/boats/',
        payload: { name: `Båt ${i}`, boat_model: model },
        headers: owner.headers,
      });
    await addBoat(0);
    await expectFixed(`/api/boats/?owner=${owner.sailorId}`, () => times(3, (i) => addBoat(i + 1)));
    await expectFixed('/api/boat-models/', () => times(3, () => insertBoatModel(t.db)));
    const sendFeedback = (i: number) =>
      t.request({
        method: 'POST',
        url: '/api/feedback/',
        payload: { subject: 'Övrigt', message: `Nummer ${i}` },
        remoteAddress: `10.88.0.${i + 1}`,
      });
    await sendFeedback(0);
    await expectFixed('/api/feedback/', () => times(3, (i) => sendFeedback(i + 1)), staff.headers);
  });
});
