import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { expectStatus, makeClubActor, recordEvents, type ClubActor } from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import {
  changesOf,
  clientId,
  parse,
  race,
  recordTiming,
  startGroup,
  storedCompetitor,
} from './finish-helpers.ts';

/** Issue 12: a write the Målgång page retries (same `client_id`) is applied exactly once. */
describe.each(databaseKinds)('retried writes on %s', (kind) => {
  let t: TestApp;
  let club: ClubActor;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    club = await makeClubActor(t);
  });
  afterAll(() => t.close());

  it('applies a retried finish once: the same answer, one change, one log entry', async () => {
    const { sailing, boat } = await race(t, club);
    const id = clientId();
    const body = { finish_time: '19:45:10', stamped: true, client_id: id, device: 'Telefon A' };
    const events = recordEvents(t);
    const first = await recordTiming(t, boat.id, body, club);
    expectStatus(first, 200);
    const afterFirst = await storedCompetitor(t, boat.id);
    const second = await recordTiming(t, boat.id, body, club);
    expectStatus(second, 200);
    expect(second.json()).toEqual(first.json());
    expect(parse.competitor(first.json())).toMatchObject({
      finish_time: '19:45:10',
      elapsed_time: 4510,
    });
    // The row changed once: the retry did not even touch updated_at.
    expect(await storedCompetitor(t, boat.id)).toEqual(afterFirst);
    const log = await changesOf(t, sailing.id, club);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      kind: 'finish',
      before: null,
      after: '19:45:10',
      status: 'applied',
      device: 'Telefon A',
      user: { email: club.email },
      competitor: { id: boat.id, boat_name: 'Vinga', sail_number: 'SWE 1234' },
    });
    expect(events.seen.filter((e) => e.type === 'results.changed')).toHaveLength(1);
    events.stop();
  });

  it('answers a retry the stored answer even after the state moved on', async () => {
    const { boat } = await race(t, club);
    const id = clientId();
    const first = await recordTiming(t, boat.id, { finish_time: '19:00', client_id: id }, club);
    expectStatus(first, 200);
    expectStatus(await recordTiming(t, boat.id, { finish_time: '19:05' }, club), 200);
    const retry = await recordTiming(t, boat.id, { finish_time: '19:00', client_id: id }, club);
    expect(retry.json()).toEqual(first.json());
    expect((await storedCompetitor(t, boat.id)).finish_time).toBe('19:05:00');
  });

  it('applies concurrent tries of one id once', async () => {
    const { sailing, boat } = await race(t, club);
    const body = { code: 'DNF', client_id: clientId() };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => recordTiming(t, boat.id, body, club)),
    );
    for (const answer of answers) {
      expectStatus(answer, 200);
      expect(answer.json()).toEqual(answers[0]!.json());
    }
    expect((await changesOf(t, sailing.id, club)).filter((c) => c.kind === 'code')).toHaveLength(1);
  });

  it('does not remember a refused write: the retry is judged anew', async () => {
    const { group, boat } = await race(t, club, { startTime: null });
    const body = { finish_time: '19:00', client_id: clientId() };
    expectStatus(await recordTiming(t, boat.id, body, club), 400);
    await t.request({
      method: 'PUT',
      url: `/api/start-groups/${group.id}/`,
      headers: club.headers,
      payload: { start_time: '18:30' },
    });
    const retry = await recordTiming(t, boat.id, body, club);
    expectStatus(retry, 200);
    expect(retry.json()).toMatchObject({ finish_time: '19:00:00', elapsed_time: 1800 });
  });

  it('refuses one id used for another write', async () => {
    const { boat, other } = await race(t, club);
    const id = clientId();
    expectStatus(
      await recordTiming(t, boat.id, { finish_time: '19:00', client_id: id }, club),
      200,
    );
    const reused = await recordTiming(t, other.id, { finish_time: '19:01', client_id: id }, club);
    expectStatus(reused, 400);
    expect(reused.json()).toEqual({
      client_id: ['Klient-id:t har redan använts för en annan ändring.'],
    });
    expect((await storedCompetitor(t, other.id)).finish_time).toBeNull();
  });

  it('takes an id in capitals as the same id', async () => {
    const { sailing, boat } = await race(t, club);
    const id = clientId();
    expectStatus(await recordTiming(t, boat.id, { code: 'DNS', client_id: id }, club), 200);
    const again = await recordTiming(
      t,
      boat.id,
      { code: 'DNS', client_id: id.toUpperCase() },
      club,
    );
    expectStatus(again, 200);
    expect(await changesOf(t, sailing.id, club)).toHaveLength(1);
  });

  it('applies a retried start once', async () => {
    const { sailing, group } = await race(t, club);
    const body = { start_time: '18:31:07', client_id: clientId(), device: 'Startbåten' };
    const first = await startGroup(t, group.id, body, club);
    expectStatus(first, 200);
    const second = await startGroup(t, group.id, body, club);
    expectStatus(second, 200);
    expect(second.json()).toEqual(first.json());
    const log = await changesOf(t, sailing.id, club);
    expect(log).toEqual([
      expect.objectContaining({ kind: 'start_time', before: '18:30:00', after: '18:31:07' }),
    ]);
  });

  it.each([
    ['not a UUID', { client_id: 'abc' }, 'client_id'],
    ['a number', { client_id: 12 }, 'client_id'],
    ['a long device name', { device: 'x'.repeat(101) }, 'device'],
    ['a device name with control characters', { device: 'a\u0007b' }, 'device'],
    ['stamped without a time', { finish_time: null, stamped: true }, 'stamped'],
    ['stamped as text', { stamped: 'yes' }, 'stamped'],
    ['a bad base', { base: '25:00' }, 'base'],
  ])('refuses %s with a 400 on its field', async (_name, extra, field) => {
    const { boat } = await race(t, club);
    const response = await recordTiming(t, boat.id, { finish_time: '19:00', ...extra }, club);
    expectStatus(response, 400);
    expect(Object.keys(response.json())).toEqual([field]);
    expect((await storedCompetitor(t, boat.id)).finish_time).toBeNull();
  });
});
