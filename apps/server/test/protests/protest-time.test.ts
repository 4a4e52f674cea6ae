import { fieldErrorsSchema, sailingDetailSchema, type SailingDetail } from '@segla/core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  type ClubActor,
  createSailing,
  expectStatus,
  makeClubActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

/**
 * Issue 30 (docs/product.md §17): a sailing's "Protesttid (minuter)", counted from the moment it
 * was finished ("Avsluta", or a PUT of the status), cleared when it is reopened.
 */
describe.each(databaseKinds)("a sailing's protest time on %s", (kind) => {
  let t: TestApp;
  let club: ClubActor;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    club = await makeClubActor(t);
  });
  afterAll(() => t.close());

  const detail = async (pending: Promise<LightMyRequestResponse>) => {
    const response = await pending;
    expectStatus(response, 200);
    return sailingDetailSchema.parse(response.json());
  };
  const step = (id: number, action: string) =>
    t.request({ method: 'POST', url: `/api/sailings/${id}/${action}/`, headers: club.headers });
  const put = (id: number, payload: Record<string, unknown>) =>
    t.request({
      method: 'PUT',
      url: `/api/sailings/${id}/`,
      headers: club.headers,
      payload: { id, ...payload },
    });
  const minutesBetween = (sailing: SailingDetail) =>
    (Date.parse(sailing.protest_deadline!) - Date.parse(sailing.finished_at!)) / 60_000;

  it('is 60 minutes unless stated, and runs from "Avsluta" until "Öppna igen"', async () => {
    const sailing = await createSailing(t, club, { status: 'upcoming' });
    const created = await detail(t.request({ method: 'GET', url: `/api/sailings/${sailing.id}/` }));
    expect(created).toMatchObject({
      protest_minutes: 60,
      finished_at: null,
      protest_deadline: null,
    });

    const before = Date.now();
    const finished = await detail(step(sailing.id, 'finish'));
    expect(Date.parse(finished.finished_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(minutesBetween(finished)).toBe(60);
    // Verifying keeps the moment it was finished.
    expect(await detail(step(sailing.id, 'verify'))).toMatchObject({
      finished_at: finished.finished_at,
    });

    const reopened = await detail(step(sailing.id, 'reopen'));
    expect(reopened).toMatchObject({ finished_at: null, protest_deadline: null });
  });

  it('is stated on create and update, and a PUT of the status finishes it too', async () => {
    const sailing = await createSailing(t, club, { status: 'upcoming', protest_minutes: 30 });
    const updated = await detail(put(sailing.id, { protest_minutes: '45' }));
    expect(updated.protest_minutes).toBe(45);

    const finished = await detail(put(sailing.id, { status: 'finished' }));
    expect(minutesBetween(finished)).toBe(45);
    // Saving it again as finished does not restart the limit.
    const again = await detail(put(sailing.id, { status: 'finished', name: 'Ny' }));
    expect(again.finished_at).toBe(finished.finished_at);
    const longer = await detail(put(sailing.id, { protest_minutes: 90 }));
    expect(minutesBetween(longer)).toBe(90);

    const reopened = await detail(put(sailing.id, { status: 'ongoing' }));
    expect(reopened.finished_at).toBeNull();
  });

  it('refuses a limit that is not whole minutes from 0 to 1440', async () => {
    const sailing = await createSailing(t, club);
    for (const bad of [-1, 1441, 2.5, 'en timme', null]) {
      const response = await put(sailing.id, { protest_minutes: bad });
      expectStatus(response, 400);
      expect(fieldErrorsSchema.parse(response.json())).toHaveProperty('protest_minutes');
    }
    const create = await t.request({
      method: 'POST',
      url: '/api/sailings/',
      headers: club.headers,
      payload: { name: 'X', start_date: '2026-06-10', protest_minutes: 1441 },
    });
    expectStatus(create, 400);
    expect(await detail(put(sailing.id, { protest_minutes: 0 }))).toMatchObject({
      protest_minutes: 0,
    });
  });
});
