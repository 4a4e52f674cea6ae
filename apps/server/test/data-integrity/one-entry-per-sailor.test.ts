import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as migration from '../../src/db/migrations/0005-one-entry-per-sailor.ts';
import {
  SAILOR_ALREADY_ENTERED,
  SELF_ALREADY_ENTERED,
} from '../../src/modules/competitors/competitor-service.ts';
import { SAILOR_ALREADY_ENTERED_BY_EMAIL } from '../../src/modules/competitors/competitor-account-service.ts';
import { isDuplicateEntry } from '../../src/modules/competitors/competitor-repository.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  createSailing,
  expectStatus,
  insertBoat,
  makeClubActor,
  makeSailorActor,
  type ClubActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { transactionGate } from '../helpers/transaction-gate.ts';

/** Lets concurrent entry requests all pass the service's check before any of them writes. */
const gate = transactionGate();

/**
 * One entry per sailor per sailing is kept by a partial unique index (migration 0005), so two
 * requests racing past the service's check cannot both enter her: the loser gets the same 400.
 */
describe.each(databaseKinds)('one entry per sailor per sailing on %s', (kind) => {
  let t: TestApp;
  let club: ClubActor;
  beforeAll(async () => {
    t = await buildTestApp(kind, { wrapDatabase: gate.wrap });
    club = await makeClubActor(t, { name: 'Kappaviks Segelsällskap' });
  });
  afterAll(() => t.close());

  async function openSailing() {
    return createSailing(t, club, {
      name: 'Onsdagssegling',
      start_date: '2026-06-10',
      start_time: '18:30',
      status: 'upcoming',
      reg_status: 'open',
    });
  }

  /** A signed-in sailor with a name of her own. */
  let sailors = 0;
  const sailorActor = () => makeSailorActor(t, { firstName: 'Anna', lastName: `Ek ${++sailors}` });

  /** A club entry (without a sailor) made through the API; returns its id. */
  async function clubEntry(payload: Record<string, unknown>) {
    const response = await t.request({
      method: 'POST',
      url: '/api/competitors/',
      headers: club.headers,
      payload,
    });
    expectStatus(response, 201);
    return response.json<{ id: number }>().id;
  }

  const entriesOf = async (sailingId: number, sailorId: number) =>
    t.db
      .selectFrom('competitors')
      .select('id')
      .where('sailing_id', '=', sailingId)
      .where('sailor_id', '=', sailorId)
      .execute();

  it('lets one of two concurrent self-entries through and answers the other 400', async () => {
    for (let round = 0; round < 3; round++) {
      const sailing = await openSailing();
      const sailor = await sailorActor();
      const boat = await insertBoat(t.db, { ownerId: sailor.sailorId, srs: 1.0 });
      const enter = () =>
        t.request({
          method: 'POST',
          url: '/api/competitors/',
          headers: sailor.headers,
          payload: { sailing: sailing.id, boat: boat.id, sail_config: 'srs' },
        });
      // All three pass the service's check before any of them writes.
      gate.arm(3);
      const responses = await Promise.all([enter(), enter(), enter()]);
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses, responses.map((response) => response.body).join('\n')).toEqual([
        201, 400, 400,
      ]);
      for (const response of responses.filter((r) => r.statusCode === 400)) {
        expect(response.json()).toEqual({ non_field_errors: [SELF_ALREADY_ENTERED] });
      }
      expect(await entriesOf(sailing.id, sailor.sailorId)).toHaveLength(1);
    }
  });

  it('lets one of two concurrent club entries of a sailor through, the other gets 400', async () => {
    const sailing = await openSailing();
    const sailor = await sailorActor();
    const enter = (boatName: string) =>
      t.request({
        method: 'POST',
        url: '/api/competitors/',
        headers: club.headers,
        payload: { sailing: sailing.id, sailor: sailor.sailorId, boat_name: boatName },
      });
    gate.arm(2);
    const responses = await Promise.all([enter('Vindil'), enter('Bris')]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    expect(responses.find((r) => r.statusCode === 400)?.json()).toEqual({
      sailor: [SAILOR_ALREADY_ENTERED],
    });
    expect(await entriesOf(sailing.id, sailor.sailorId)).toHaveLength(1);
  });

  it('answers 400, not 500, when two entries are moved to one sailor at once', async () => {
    const sailing = await openSailing();
    const sailor = await sailorActor();
    const ids = [];
    for (const boatName of ['Vindil', 'Bris']) {
      ids.push(await clubEntry({ sailing: sailing.id, boat_name: boatName }));
    }
    gate.arm(2);
    const responses = await Promise.all(
      ids.map((id) =>
        t.request({
          method: 'PATCH',
          url: `/api/competitors/${id}/`,
          headers: club.headers,
          payload: { sailor: sailor.sailorId },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    expect(responses.find((r) => r.statusCode === 400)?.json()).toEqual({
      sailor: [SAILOR_ALREADY_ENTERED],
    });
  });

  it('links one of two entries to a sailor account when both are asked at once', async () => {
    const sailing = await openSailing();
    const sailor = await sailorActor();
    const ids = [];
    for (const name of ['Anna Ek', 'A. Ek']) {
      ids.push(await clubEntry({ sailing: sailing.id, name }));
    }
    gate.arm(2);
    const responses = await Promise.all(
      ids.map((id) =>
        t.request({
          method: 'POST',
          url: `/api/competitors/${id}/create-account/`,
          headers: club.headers,
          payload: { email: sailor.email },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    expect(responses.find((r) => r.statusCode === 400)?.json()).toEqual({
      email: [SAILOR_ALREADY_ENTERED_BY_EMAIL],
    });
    expect(await entriesOf(sailing.id, sailor.sailorId)).toHaveLength(1);
  });

  it('is a database rule: a second row is refused, entries without a sailor are not', async () => {
    const sailing = await openSailing();
    const sailor = await sailorActor();
    const now = new Date().toISOString();
    const row = (sailorId: number | null, name: string) => ({
      sailing_id: sailing.id,
      start_group_id: null,
      sailor_id: sailorId,
      boat_id: null,
      name,
      created_at: now,
      updated_at: now,
    });
    await t.db.insertInto('competitors').values(row(sailor.sailorId, 'Anna')).execute();
    const error: unknown = await t.db
      .insertInto('competitors')
      .values(row(sailor.sailorId, 'Anna igen'))
      .execute()
      .catch((e: unknown) => e);
    expect(isDuplicateEntry(error)).toBe(true);
    await t.db
      .insertInto('competitors')
      .values([row(null, 'Gäst ett'), row(null, 'Gäst två')])
      .execute();
    // The same sailor in another sailing is another entry.
    const other = await openSailing();
    await t.db
      .insertInto('competitors')
      .values({ ...row(sailor.sailorId, 'Anna'), sailing_id: other.id })
      .execute();
  });

  it('migrates a database that already has a sailor entered twice: the first stays linked', async () => {
    const db = t.db;
    // Migrations are written against the schema of their time, not today's types.
    const schema = db as unknown as Kysely<unknown>;
    await migration.down(schema);
    try {
      const sailing = await openSailing();
      const sailor = await sailorActor();
      const now = new Date().toISOString();
      const ids = [];
      for (const name of ['Första', 'Andra', 'Tredje']) {
        const { id } = await db
          .insertInto('competitors')
          .values({
            sailing_id: sailing.id,
            sailor_id: sailor.sailorId,
            name,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(id);
      }
      await migration.up(schema);
      const rows = await db
        .selectFrom('competitors')
        .select(['id', 'sailor_id', 'name'])
        .where('sailing_id', '=', sailing.id)
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { id: ids[0], sailor_id: sailor.sailorId, name: 'Första' },
        { id: ids[1], sailor_id: null, name: 'Andra' },
        { id: ids[2], sailor_id: null, name: 'Tredje' },
      ]);
    } catch (error) {
      // Leave the schema as the other tests expect it even when this one fails.
      await migration.up(schema).catch(() => undefined);
      throw error;
    }
  });
});
