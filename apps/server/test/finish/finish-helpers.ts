import { randomUUID } from 'node:crypto';
import {
  changeConflictSchema,
  competitorSchema,
  sailingChangeListSchema,
  sailingChangeSchema,
  startGroupSchema,
  type SailingChange,
} from '@segla/core';
import type { TestApp } from '../helpers/build-test-app.ts';
import {
  bearer,
  createCompetitor,
  createSailing,
  createStartGroup,
  expectStatus,
  type Actor,
  type ClubActor,
} from '../helpers/factories.ts';

/** Shared by the Målgång tests (issue 12): a race, the page's calls, and the change log. */

/** A published sailing with a group starting at `startTime` and two boats in it. */
export async function race(
  t: TestApp,
  club: ClubActor,
  options: { status?: string; startTime?: string | null } = {},
) {
  const sailing = await createSailing(t, club, { status: options.status ?? 'upcoming' });
  const group = await createStartGroup(t, club, sailing.id, {
    start_time: options.startTime === undefined ? '18:30' : options.startTime,
  });
  const boat = await createCompetitor(t, club, sailing.id, {
    start_group: group.id,
    boat_name: 'Vinga',
    sail_number: 'SWE 1234',
    rating: 0.9,
  });
  const other = await createCompetitor(t, club, sailing.id, {
    start_group: group.id,
    boat_name: 'Kajsa',
    sail_number: 'SWE 77',
    rating: 1.0,
  });
  return { sailing, group, boat, other };
}

/** A fresh device id. */
export const clientId = () => randomUUID();

/** `PATCH update-elapsed-time` as the Målgång page sends it. */
export function recordTiming(
  t: TestApp,
  competitorId: number,
  payload: Record<string, unknown>,
  actor: Actor | null,
) {
  return t.request({
    method: 'PATCH',
    url: `/api/competitors/${competitorId}/update-elapsed-time/`,
    headers: bearer(actor),
    payload,
  });
}

/** "Start nu". */
export function startGroup(
  t: TestApp,
  groupId: number,
  payload: Record<string, unknown>,
  actor: Actor | null,
) {
  return t.request({
    method: 'POST',
    url: `/api/start-groups/${groupId}/start/`,
    headers: bearer(actor),
    payload,
  });
}

/** The sailing's change log, checked against its schema. */
export async function changesOf(
  t: TestApp,
  sailingId: number,
  actor: Actor,
): Promise<SailingChange[]> {
  const response = await t.request({
    method: 'GET',
    url: `/api/sailings/${sailingId}/changes/`,
    headers: bearer(actor),
  });
  expectStatus(response, 200);
  return sailingChangeListSchema.parse(response.json());
}

/** Revert or apply an entry. */
export function changeAction(
  t: TestApp,
  entryId: number,
  action: 'revert' | 'apply' | 'dismiss',
  actor: Actor | null,
) {
  return t.request({
    method: 'POST',
    url: `/api/sailing-changes/${entryId}/${action}/`,
    headers: bearer(actor),
  });
}

/** The competitor's stored row. */
export function storedCompetitor(t: TestApp, id: number) {
  return t.db.selectFrom('competitors').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export const parse = {
  competitor: (body: unknown) => competitorSchema.parse(body),
  group: (body: unknown) => startGroupSchema.parse(body),
  change: (body: unknown) => sailingChangeSchema.parse(body),
  conflict: (body: unknown) => changeConflictSchema.parse(body),
};
