import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../build-test-app.ts';
import { bearer, type Actor, type SailorActor } from './accounts.ts';
import { insertBoat } from './boats.ts';

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

/**
 * A sailor's own entry through the API (issue 13): a new boat of hers (a model of SRS `srs`,
 * 1.0 unless given) entered with full crew and flying sails unless `payload` says otherwise.
 */
export async function enterSailing(
  t: TestApp,
  sailor: SailorActor,
  sailingId: number,
  options: { srs?: number; name?: string; payload?: Record<string, unknown> } = {},
) {
  const boat = await insertBoat(t.db, {
    ownerId: sailor.sailorId,
    name: options.name ?? 'Vindil',
    srs: options.srs ?? 1.0,
  });
  return post<{ id: number; start: string | null; start_group: number | null; rating: number }>(
    t,
    sailor,
    '/api/competitors/',
    { sailing: sailingId, boat: boat.id, sail_config: 'srs', ...options.payload },
  );
}
