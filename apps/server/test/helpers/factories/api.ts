import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../build-test-app.ts';
import { bearer, type Actor } from './accounts.ts';

/** Series, sailings, start groups and competitors made through the write endpoints. */

/** Expects a status code, showing the body when it differs. */
export function expectStatus(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
}

async function post<T>(t: TestApp, actor: Actor, url: string, payload: Record<string, unknown>) {
  const response = await t.request({ method: 'POST', url, headers: bearer(actor), payload });
  expectStatus(response, 201);
  return response.json<T>();
}

/** Creates a series through the API. */
export function createSeries(t: TestApp, actor: Actor, payload: Record<string, unknown> = {}) {
  return post<{ id: number; name: string }>(t, actor, '/api/series/', {
    name: 'Onsdagsserien',
    ...payload,
  });
}

/** Creates a sailing through the API (unpublished unless `status` says otherwise). */
export function createSailing(t: TestApp, actor: Actor, payload: Record<string, unknown> = {}) {
  return post<{ id: number; name: string }>(t, actor, '/api/sailings/', {
    name: 'Onsdagssegling',
    start_date: '2026-05-13',
    start_time: '18:30',
    ...payload,
  });
}

/** Creates a start group through the API. */
export function createStartGroup(
  t: TestApp,
  actor: Actor,
  sailingId: number,
  payload: Record<string, unknown> = {},
) {
  return post<{ id: number; start_time: string | null }>(t, actor, '/api/start-groups/', {
    sailing: sailingId,
    name: 'SRS kölbåt',
    ...payload,
  });
}

/** Creates a competitor through the API. */
export function createCompetitor(
  t: TestApp,
  actor: Actor,
  sailingId: number,
  payload: Record<string, unknown> = {},
) {
  return post<{ id: number; start: string | null }>(t, actor, '/api/competitors/', {
    sailing: sailingId,
    name: 'Anna Ek',
    boat_name: 'Vindil',
    ...payload,
  });
}
