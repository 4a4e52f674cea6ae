import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertSailing, login, makeClub } from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

describe.each(databaseKinds)('the sailing lifecycle on %s', (kind) => {
  let t: TestApp;
  let club: Awaited<ReturnType<typeof makeClub>>;
  let other: Awaited<ReturnType<typeof makeClub>>;
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    club = await makeClub(t);
    other = await makeClub(t);
    token = (await login(t, club.email, club.password)).access;
    otherToken = (await login(t, other.email, other.password)).access;
  });
  afterAll(() => t.close());

  const step = (id: number, action: string, bearer = token) =>
    t.request({
      method: 'POST',
      url: `/api/sailings/${id}/${action}/`,
      headers: { authorization: `Bearer ${bearer}` },
    });

  it('publishes, starts, finishes and verifies a sailing, with the Swedish labels', async () => {
    const sailing = await insertSailing(t.db, {
      clubId: club.clubId,
      status: 'unpublished',
    });
    const expected = [
      ['publish', { status: 'upcoming', status_label: 'Kommande', is_finished: false }],
      ['start', { status: 'ongoing', status_label: 'Pågående', is_finished: false }],
      [
        'finish',
        { status: 'finished', status_label: 'Avslutad', is_finished: true, verified_result: false },
      ],
      ['verify', { status: 'finished', verified_result: true }],
      ['reopen', { status: 'ongoing', is_finished: false, verified_result: false }],
      ['cancel', { status: 'cancelled', status_label: 'Inställd' }],
    ] as const;
    for (const [action, fields] of expected) {
      const response = await step(sailing.id, action);
      expect(response.statusCode, action).toBe(200);
      expect(response.json()).toMatchObject(fields);
    }
  });

  it('refuses a step that does not fit the status and changes nothing', async () => {
    const sailing = await insertSailing(t.db, {
      clubId: club.clubId,
      status: 'upcoming',
    });
    const response = await step(sailing.id, 'verify');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      non_field_errors: ['En segling som är kommande kan inte få verifierat resultat.'],
    });
    const row = await t.db
      .selectFrom('sailings')
      .select(['status', 'verified_result'])
      .where('id', '=', sailing.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('upcoming');
    expect(Boolean(row.verified_result)).toBe(false);
  });

  it('is only for the club and staff', async () => {
    const sailing = await insertSailing(t.db, {
      clubId: club.clubId,
      status: 'upcoming',
    });
    expect((await step(sailing.id, 'start', otherToken)).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'POST', url: `/api/sailings/${sailing.id}/start/` })).statusCode,
    ).toBe(401);
    expect((await step(999_999, 'start')).statusCode).toBe(404);
    expect((await step(sailing.id, 'launch')).statusCode).toBe(404);
  });

  it('announces the change for live updates', async () => {
    const sailing = await insertSailing(t.db, {
      clubId: club.clubId,
      status: 'upcoming',
    });
    const seen: string[] = [];
    const offSailing = t.app.services.events.on('sailing.changed', (e) =>
      seen.push(`sailing:${e.sailingId}`),
    );
    const offResults = t.app.services.events.on('results.changed', (e) =>
      seen.push(`results:${e.sailingId}`),
    );
    await step(sailing.id, 'start');
    offSailing();
    offResults();
    expect(seen).toEqual([`sailing:${sailing.id}`, `results:${sailing.id}`]);
  });
});
