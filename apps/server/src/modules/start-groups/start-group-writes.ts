import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { logChange, type ChangeMeta } from '../sailing-changes/change-log.ts';
import { syncSailingTimes, updateStartGroup } from './start-group-repository.ts';

/**
 * Sets a start group's start time, recomputes the sailing's starts and elapsed times, and logs
 * the change (issue 12), in the caller's transaction: "Start nu", a revert or an apply (whose
 * entry is its own record: `logWrite: false`).
 */
export async function writeGroupStartTime(
  trx: Kysely<DB>,
  group: { id: number; sailing_id: number; start_time: string | null },
  startTime: string | null,
  meta: ChangeMeta,
  options: { logWrite?: boolean } = {},
): Promise<void> {
  await updateStartGroup(trx, group.id, { start_time: startTime });
  await syncSailingTimes(trx, group.sailing_id);
  if (options.logWrite !== false) await logStartTime(trx, group, startTime, meta);
}

/** Logs a change of a group's start time made in the same transaction (none if unchanged). */
export async function logStartTime(
  trx: Kysely<DB>,
  group: { id: number; sailing_id: number; start_time: string | null },
  startTime: string | null,
  meta: ChangeMeta,
): Promise<void> {
  if (startTime === group.start_time) return;
  await logChange(
    trx,
    {
      sailingId: group.sailing_id,
      startGroupId: group.id,
      kind: 'start_time',
      before: group.start_time,
      after: startTime,
    },
    meta,
  );
}
