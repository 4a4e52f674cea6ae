import {
  protestSchema,
  sailingChangeListSchema,
  sailingResultsSchema,
  seriesResultsSchema,
  type Protest,
  type SailingChange,
  type SailingResultRow,
  type SailingResults,
  type SeriesResults,
} from '@segla/core';
import type { SailingStatus } from '../../src/db/schema.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import {
  bearer,
  expectStatus,
  insertCompetitor,
  insertSailing,
  insertStartGroup,
  type Actor,
} from '../helpers/factories.ts';

/** Shared by the protest tests (issue 30): a fleet, the protest calls, results and the log. */

export interface BoatInput {
  sailNumber: string;
  boatName: string;
  /** Finish clock time of a start at 18:30 (rating 1.0: elapsed = corrected); null: none. */
  finish: string | null;
  sailorId?: number;
  code?: string;
}

/** A sailing (one SRS group starting 18:30) of the club with these boats, in this order. */
export async function fleet(
  t: TestApp,
  clubId: number,
  boats: readonly BoatInput[],
  options: { status?: SailingStatus; serieId?: number; startDate?: string; name?: string } = {},
) {
  const sailing = await insertSailing(t.db, {
    clubId,
    status: options.status ?? 'ongoing',
    serieId: options.serieId ?? null,
    startDate: options.startDate ?? '2026-06-10',
    name: options.name,
  });
  const group = await insertStartGroup(t.db, { sailingId: sailing.id, startTime: '18:30:00' });
  const ids: number[] = [];
  for (const boat of boats) {
    const { id } = await insertCompetitor(t.db, {
      sailingId: sailing.id,
      startGroupId: group.id,
      sailNumber: boat.sailNumber,
      boatName: boat.boatName,
      rating: 1,
      finishTime: boat.finish,
      sailorId: boat.sailorId ?? null,
      code: boat.code ?? null,
    });
    ids.push(id);
  }
  return { sailing, group, ids };
}

/** Marks a sailing finished `minutesAgo` minutes ago, as "Avsluta" would have then. */
export async function finishedAgo(t: TestApp, sailingId: number, minutesAgo: number) {
  const finishedAt = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  await t.db
    .updateTable('sailings')
    .set({ status: 'finished', is_finished: true, finished_at: finishedAt })
    .where('id', '=', sailingId)
    .execute();
  return finishedAt;
}

export function fileProtest(t: TestApp, sailingId: number, payload: unknown, actor: Actor | null) {
  return t.request({
    method: 'POST',
    url: `/api/sailings/${sailingId}/protests/`,
    headers: bearer(actor),
    payload: payload as Record<string, unknown>,
  });
}

/** Files a protest that must succeed; returns it parsed. */
export async function filed(
  t: TestApp,
  sailingId: number,
  payload: Record<string, unknown>,
  actor: Actor,
): Promise<Protest> {
  const response = await fileProtest(
    t,
    sailingId,
    { kind: 'protest', description: 'Babord–styrbord vid kryssmärket.', ...payload },
    actor,
  );
  expectStatus(response, 201);
  return protestSchema.parse(response.json());
}

export function protestCall(
  t: TestApp,
  protestId: number,
  action: 'hearing' | 'decision',
  payload: unknown,
  actor: Actor | null,
) {
  return t.request({
    method: 'POST',
    url: `/api/protests/${protestId}/${action}/`,
    headers: bearer(actor),
    payload: payload as Record<string, unknown>,
  });
}

/** Decides a protest, which must succeed; returns it parsed. */
export async function decided(
  t: TestApp,
  protestId: number,
  payload: Record<string, unknown>,
  actor: Actor,
): Promise<Protest> {
  const response = await protestCall(t, protestId, 'decision', payload, actor);
  expectStatus(response, 200);
  return protestSchema.parse(response.json());
}

export async function protestOf(t: TestApp, protestId: number, actor: Actor | null = null) {
  const response = await t.request({
    method: 'GET',
    url: `/api/protests/${protestId}/`,
    headers: bearer(actor),
  });
  expectStatus(response, 200);
  return protestSchema.parse(response.json());
}

export async function sailingResults(t: TestApp, sailingId: number): Promise<SailingResults> {
  const response = await t.request({ method: 'GET', url: `/api/sailings/${sailingId}/results/` });
  expectStatus(response, 200);
  return sailingResultsSchema.parse(response.json());
}

/** The result row of a competitor in a sailing's results. */
export async function resultRow(
  t: TestApp,
  sailingId: number,
  competitorId: number,
): Promise<SailingResultRow> {
  const results = await sailingResults(t, sailingId);
  const row = results.groups
    .flatMap((group) => group.rows)
    .find((r) => r.competitor_id === competitorId);
  if (!row) throw new Error(`no result row for competitor ${competitorId}`);
  return row;
}

export async function seriesResults(t: TestApp, seriesId: number): Promise<SeriesResults> {
  const response = await t.request({ method: 'GET', url: `/api/series/${seriesId}/results/` });
  expectStatus(response, 200);
  return seriesResultsSchema.parse(response.json());
}

/** A boat's race in a series' standings, by sail number and sailing. */
export function seriesRace(results: SeriesResults, sailNumber: string, sailingId: number) {
  const row = results.groups
    .flatMap((group) => group.rows)
    .find((r) => r.sail_number === sailNumber);
  const race = row?.races.find((r) => r.sailing_id === sailingId);
  if (!row || !race) throw new Error(`no race ${sailingId} for ${sailNumber}`);
  return { row, race };
}

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

export function revert(t: TestApp, entryId: number, actor: Actor) {
  return t.request({
    method: 'POST',
    url: `/api/sailing-changes/${entryId}/revert/`,
    headers: bearer(actor),
  });
}

/** The stored fields a decision sets on a competitor. */
export function storedCode(t: TestApp, competitorId: number) {
  return t.db
    .selectFrom('competitors')
    .select(['code', 'code_points', 'redress_method', 'protest_id', 'finish_time'])
    .where('id', '=', competitorId)
    .executeTakeFirstOrThrow();
}

/** The mails queued to an address, oldest first. */
export function mailTo(t: TestApp, address: string) {
  return t.db
    .selectFrom('outbound_mail')
    .select(['subject', 'text_body'])
    .where('to_address', '=', address)
    .orderBy('id')
    .execute();
}

export async function countProtests(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom('protests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
