import { elapsedSeconds, isResultCode, type CompetitorTiming } from '@segla/core';
import type { Kysely, Updateable } from 'kysely';
import type { CompetitorTable, DB } from '../../db/schema.ts';
import { logChange, type ChangeMeta } from '../sailing-changes/change-log.ts';
import { syncSailingTimes } from '../start-groups/start-group-repository.ts';
import { updateCompetitor, type CompetitorWithSailing } from './competitor-repository.ts';
import { applyTiming, type TimingFields } from './finish-recording.ts';

/**
 * The writes of a competitor that the change log records (issue 12), each in the caller's
 * transaction with its entries: the Målgång page's timing writes, the PATCH of a rating or a
 * start group, and the revert or apply of an entry all go through here.
 */

export type TimingKind = 'finish' | 'elapsed' | 'code';

/** Which field a timing write sets. */
export function timingKindOf(input: CompetitorTiming): TimingKind {
  if (input.finish_time !== undefined) return 'finish';
  if (input.elapsed_time !== undefined) return 'elapsed';
  return 'code';
}

/** A timing field as the change log shows it. */
export function timingText(kind: TimingKind, fields: TimingFields): string | null {
  if (kind === 'finish') return fields.finish_time;
  if (kind === 'elapsed') return fields.elapsed_time === null ? null : String(fields.elapsed_time);
  return fields.code;
}

/** The value a timing write sends, as the change log shows it. */
export function requestedText(input: CompetitorTiming): string | null {
  return timingText(timingKindOf(input), {
    finish_time: input.finish_time ?? null,
    elapsed_time: input.elapsed_time ?? null,
    code: input.code ?? null,
  });
}

/** The timing write that sets a logged value (`after` or `before` of an entry) again. */
export function timingInput(kind: TimingKind, value: string | null): CompetitorTiming {
  if (kind === 'finish') return { finish_time: value };
  if (kind === 'elapsed') return { elapsed_time: value === null ? null : Number(value) };
  // Logged codes came through the timing schema: always one it accepts.
  return { code: value !== null && isResultCode(value) ? value : null };
}

/** The start that applies to a competitor: her own in a pursuit start, else her group's. */
export function startOf(competitor: CompetitorWithSailing): string | null {
  return competitor.start ?? competitor.group_start_time;
}

/** Whether finish `a` comes before finish `b` for a boat that started at `start`. */
export function finishesBefore(a: string, b: string, start: string | null): boolean {
  if (start === null) return a < b;
  return elapsedSeconds(start, a) < elapsedSeconds(start, b);
}

/**
 * Applies one timing write (see `applyTiming`) and logs it: an entry for the field written, and
 * one for what it changed besides (a finish lifting a code; a code clearing a finish or an
 * elapsed time), so every change can be reverted. Returns the id of the first entry (null when
 * `logWrite` is false: the write is an entry being applied, which records it).
 * @throws ApiError 400 as `applyTiming`.
 */
export async function writeTiming(
  trx: Kysely<DB>,
  competitor: CompetitorWithSailing,
  input: CompetitorTiming,
  meta: ChangeMeta,
  options: { stamped?: boolean; logWrite?: boolean } = {},
): Promise<number | null> {
  const timing = applyTiming(competitor, input, startOf(competitor));
  const changes: Updateable<CompetitorTable> = { ...timing, updated_at: new Date().toISOString() };
  if (timing.code !== competitor.code) {
    // Points and redress method belong to the code they were given with, and so does the
    // protest decision it came from (issue 30): the result line no longer links to it.
    changes.code_points = null;
    changes.redress_method = null;
    changes.protest_id = null;
  }
  await updateCompetitor(trx, competitor.id, changes);
  const kind = timingKindOf(input);
  const entry = (entryKind: TimingKind, stamped = false) =>
    logChange(
      trx,
      {
        sailingId: competitor.sailing_id,
        competitorId: competitor.id,
        startGroupId: competitor.start_group_id,
        kind: entryKind,
        before: timingText(entryKind, competitor),
        after: timingText(entryKind, timing),
        stamped,
      },
      meta,
    );
  // An applied entry of the log is its own record (`logWrite: false`); what it changes besides is not.
  const first = options.logWrite === false ? null : await entry(kind, options.stamped === true);
  const differs = (other: TimingKind) =>
    timingText(other, competitor) !== timingText(other, timing);
  if (kind !== 'code' && differs('code')) await entry('code');
  if (kind === 'code') {
    if (differs('finish')) await entry('finish');
    else if (differs('elapsed')) await entry('elapsed');
  }
  return first;
}

/** The fields of a competitor the change log records beside timing. */
export interface EntryFields {
  rating?: number | null;
  start_group_id?: number | null;
}

const numberText = (value: number | null) => (value === null ? null : String(value));

/**
 * Logs a change of a competitor's rating or start group, made in the same transaction (the
 * write itself and the recomputed starts are the caller's): one entry per field that changed.
 */
export async function logEntryFields(
  trx: Kysely<DB>,
  before: Pick<CompetitorWithSailing, 'id' | 'sailing_id' | 'start_group_id' | 'rating'>,
  after: EntryFields,
  meta: ChangeMeta,
): Promise<number[]> {
  const ids: number[] = [];
  const fields = [
    {
      kind: 'rating',
      from: before.rating,
      to: after.rating,
      group: after.start_group_id ?? before.start_group_id,
    },
    {
      kind: 'start_group',
      from: before.start_group_id,
      to: after.start_group_id,
      group: after.start_group_id ?? null,
    },
  ] as const;
  for (const { kind, from, to, group } of fields) {
    if (to === undefined || to === from) continue;
    const record = {
      sailingId: before.sailing_id,
      competitorId: before.id,
      startGroupId: group,
      kind,
    };
    ids.push(
      await logChange(trx, { ...record, before: numberText(from), after: numberText(to) }, meta),
    );
  }
  return ids;
}

/**
 * Writes a competitor's rating or start group, recomputes the sailing's starts, and logs it
 * (unless `logWrite` is false: an entry being applied records it).
 */
export async function writeEntryFields(
  trx: Kysely<DB>,
  competitor: CompetitorWithSailing,
  fields: EntryFields,
  meta: ChangeMeta,
  options: { logWrite?: boolean } = {},
): Promise<void> {
  await updateCompetitor(trx, competitor.id, { ...fields, updated_at: new Date().toISOString() });
  await syncSailingTimes(trx, competitor.sailing_id);
  if (options.logWrite !== false) await logEntryFields(trx, competitor, fields, meta);
}
