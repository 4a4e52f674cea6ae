import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_WRITE_RETENTION_DAYS,
  pruneOldClientWrites,
} from '../../src/modules/sailing-changes/retryable-write.ts';
import { insertClientWrite } from '../../src/modules/sailing-changes/sailing-change-repository.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { expectStatus, makeClubActor, type ClubActor } from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { clientId, race, recordTiming } from './finish-helpers.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Issue 12: the client ids of retried writes are remembered for 90 days, then forgotten, so
 * `client_writes` does not grow forever.
 */
describe.each(databaseKinds)('forgetting old client ids on %s', (kind) => {
  let t: TestApp;
  let club: ClubActor;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    club = await makeClubActor(t);
  });
  afterAll(() => t.close());

  const stored = async (ids: string[]) =>
    (
      await t.db
        .selectFrom('client_writes')
        .select('client_id')
        .where('client_id', 'in', ids)
        .execute()
    ).map((row) => row.client_id);

  async function remembered(id: string, daysAgo: number, now: Date) {
    await insertClientWrite(t.db, {
      client_id: id,
      operation: 'competitor-timing:1',
      status_code: 200,
      body: '{}',
      created_at: new Date(now.getTime() - daysAgo * DAY_MS).toISOString(),
    });
  }

  it('forgets ids older than 90 days and keeps the newer ones', async () => {
    expect(CLIENT_WRITE_RETENTION_DAYS).toBe(90);
    const now = new Date();
    const [old, older, recent, fresh] = [clientId(), clientId(), clientId(), clientId()];
    await remembered(old, 90.01, now);
    await remembered(older, 400, now);
    await remembered(recent, 89.99, now);
    await remembered(fresh, 0, now);

    expect(await pruneOldClientWrites(t.db, now)).toBe(2);
    expect((await stored([old, older, recent, fresh])).sort()).toEqual([recent, fresh].sort());
    expect(await pruneOldClientWrites(t.db, now)).toBe(0);
  });

  it('still answers a retry of a write made within the 90 days', async () => {
    const { boat } = await race(t, club);
    const id = clientId();
    const body = { finish_time: '19:00', client_id: id };
    const first = await recordTiming(t, boat.id, body, club);
    expectStatus(first, 200);
    await pruneOldClientWrites(t.db);
    expect(await stored([id])).toEqual([id]);
    expectStatus(await recordTiming(t, boat.id, { finish_time: '19:05' }, club), 200);
    // Answered from what was remembered, not applied again over the later finish.
    expect((await recordTiming(t, boat.id, body, club)).json()).toEqual(first.json());
  });
});
