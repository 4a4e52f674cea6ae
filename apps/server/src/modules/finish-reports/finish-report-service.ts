import type {
  Competitor,
  FinishApproval,
  FinishApprovalsAnswer,
  FinishReport,
  FinishReportAnswer,
} from '@segla/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ApiError, notFound, permissionDenied, validationError } from '../../http/api-error.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import { toCompetitor } from '../competitors/competitor-presenter.ts';
import {
  findCompetitor,
  findSailorOfUser,
  lockCompetitor,
  type CompetitorWithSailing,
} from '../competitors/competitor-repository.ts';
import { loadCompetitorForClubWrite, sailingOf } from '../competitors/competitor-access.ts';
import { startOf, writeTiming } from '../competitors/competitor-writes.ts';
import { applyTiming } from '../competitors/finish-recording.ts';
import { assertCanWriteClub, requireSignedIn } from '../permissions/permissions.ts';
import { changeMeta, logChange, type ChangeMeta } from '../sailing-changes/change-log.ts';
import { answerOf, runRetryable } from '../sailing-changes/retryable-write.ts';
import { findSailing } from '../sailings/sailing-repository.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { canSeeSailing, viewerOf } from '../visibility/visibility.ts';
import { isCountedReport, toReportAnswer } from './finish-report-presenter.ts';
import {
  findReportedFinishesSetting,
  selectPendingReportIds,
  updateReport,
} from './finish-report-repository.ts';

export const NOT_OWN_ENTRY = 'Du kan bara rapportera måltid för din egen anmälan.';
export const REPORT_NOT_ONGOING = 'Du kan rapportera din måltid bara medan seglingen pågår.';
export const NO_REPORT = 'Deltagaren har ingen rapporterad måltid att godkänna.';

/**
 * Sailors report their own finish (issue 13, item 7; docs/product.md §11 "Rapporterade
 * måltider"): the sailor of an entry reports while the sailing is on; the club approves one
 * report (or a corrected time) or all waiting ones. Every report and approval is in the
 * change log; the finish a report or an approval sets is logged as a `finish` entry too, so it
 * can be reverted like any finish.
 */
export class FinishReportService {
  constructor(private readonly deps: ServiceDeps) {}

  /**
   * Records the sailor's report. In a sailing that counts reports at once it also becomes her
   * finish (marked "rapporterad" until approved); otherwise it waits for the club. A report
   * after the club recorded her finish (or a code) is kept for the record and changes nothing.
   * With `client_id` a retry answers what the first try answered.
   * @throws ApiError 401, 404 (a sailing she cannot see), 403 (not her entry, or not ongoing),
   * 400 (a time before the start by more than a night).
   */
  async report(
    id: number,
    input: FinishReport,
    user: AuthUser | null,
  ): Promise<FinishReportAnswer> {
    const { db, events } = this.deps;
    const signedIn = requireSignedIn(user);
    const competitor = await findCompetitor(db, id);
    if (!competitor || !canSeeSailing(viewerOf(signedIn), sailingOf(competitor))) {
      throw notFound();
    }
    const profile =
      signedIn.accountType === 'sailor' ? await findSailorOfUser(db, signedIn.id) : undefined;
    if (!profile || competitor.sailor_id !== profile.id) throw permissionDenied(NOT_OWN_ENTRY);
    if (competitor.sailing_status !== 'ongoing') throw permissionDenied(REPORT_NOT_ONGOING);

    const meta = changeMeta(signedIn, competitor.sailing_club_id, input.device);
    const result = await runRetryable<FinishReportAnswer>(
      db,
      input.client_id,
      `finish-report:${id}`,
      (trx) => lockCompetitor(trx, id),
      async (trx) => {
        const current = await loadCompetitor(trx, id);
        const setting = await findReportedFinishesSetting(trx, current.sailing_id);
        const counts = hasClubRecord(current) ? 'kept' : (setting ?? 'after_approval');
        // A time the club could never approve is refused now, while she can still fix it.
        const start = startOf(current);
        if (start !== null) applyTiming(current, { finish_time: input.finish_time }, start);
        await updateReport(trx, id, {
          reported_finish: input.finish_time,
          reported_note: input.note ?? '',
          reported_at: new Date().toISOString(),
          report_status: counts === 'kept' ? null : 'pending',
        });
        await logChange(
          trx,
          {
            sailingId: current.sailing_id,
            competitorId: id,
            startGroupId: current.start_group_id,
            kind: 'report',
            before: current.reported_finish,
            after: input.finish_time,
            status: counts === 'kept' ? 'kept' : 'applied',
          },
          meta,
        );
        // Without a start her report cannot be timed: it waits for the club like any other.
        const counted = counts === 'immediately' && start !== null;
        if (counted) {
          const fresh = await loadCompetitor(trx, id);
          await writeTiming(trx, fresh, { finish_time: input.finish_time }, meta);
        }
        const answered = counts === 'immediately' && !counted ? 'after_approval' : counts;
        return {
          status: 200,
          body: toReportAnswer(id, input.finish_time, answered),
          changed: true,
        };
      },
    );
    // Even a report that waits changes her entry, which the club's pages show (results_update
    // makes them fetch the sailing again, docs/product.md §13).
    if (!result.replayed) events.emit('results.changed', { sailingId: competitor.sailing_id });
    return answerOf(result);
  }

  /**
   * Approves a competitor's report, or the corrected `finish_time`: it becomes her finish
   * (recomputing elapsed time as any finish recording does) and the report `approved`.
   * @throws ApiError 401, 404, 403 (not the sailing's club or staff), 400 (no report; a time
   * `applyTiming` refuses).
   */
  async approve(id: number, input: FinishApproval, user: AuthUser | null): Promise<Competitor> {
    const { db, events } = this.deps;
    const competitor = await loadCompetitorForClubWrite(this.deps.db, id, user);
    const meta = changeMeta(user, competitor.sailing_club_id);
    const finishTime = input.finish_time;
    await db.transaction().execute(async (trx) => {
      await lockCompetitor(trx, id);
      const current = await loadCompetitor(trx, id);
      if (current.reported_finish === null) {
        throw validationError({ non_field_errors: [NO_REPORT] });
      }
      await approveOne(trx, current, finishTime ?? current.reported_finish, meta);
    });
    events.emit('results.changed', { sailingId: competitor.sailing_id });
    const fresh = await loadCompetitor(db, id);
    return toCompetitor(fresh, fresh.group_start_time);
  }

  /**
   * "Godkänn alla": approves every waiting report of the sailing as reported. A report the
   * club has since recorded another finish over, or one that cannot be timed (no start), is
   * left waiting for a decision of its own.
   */
  async approveAll(sailingId: number, user: AuthUser | null): Promise<FinishApprovalsAnswer> {
    const { db, events } = this.deps;
    const signedIn = requireSignedIn(user);
    const sailing = await findSailing(db, sailingId);
    if (!sailing || !canSeeSailing(viewerOf(signedIn), sailing)) throw notFound();
    assertCanWriteClub(signedIn, sailing.club_id, 'racing');
    const meta = changeMeta(signedIn, sailing.club_id);
    const approved = await db.transaction().execute(async (trx) => {
      let count = 0;
      for (const id of await selectPendingReportIds(trx, sailingId)) {
        await lockCompetitor(trx, id);
        const current = await findCompetitor(trx, id);
        if (current?.report_status !== 'pending' || current.reported_finish === null) continue;
        if (hasClubRecord(current) || !timeable(current, current.reported_finish)) continue;
        await approveOne(trx, current, current.reported_finish, meta);
        count += 1;
      }
      return count;
    });
    if (approved > 0) events.emit('results.changed', { sailingId });
    return { approved };
  }
}

/** Sets `finishTime` as her finish (logged as a finish when it changes it) and approves. */
async function approveOne(
  trx: Kysely<DB>,
  current: CompetitorWithSailing,
  finishTime: string,
  meta: ChangeMeta,
): Promise<void> {
  if (current.report_status === 'approved' && current.finish_time === finishTime) return;
  if (current.finish_time !== finishTime || current.code !== null) {
    await writeTiming(trx, current, { finish_time: finishTime }, meta);
  }
  await updateReport(trx, current.id, { report_status: 'approved' });
  await logChange(
    trx,
    {
      sailingId: current.sailing_id,
      competitorId: current.id,
      startGroupId: current.start_group_id,
      kind: 'approval',
      before: current.reported_finish,
      after: finishTime,
    },
    meta,
  );
}

/**
 * Whether the club has recorded her result itself: a finish, an elapsed time or a code that
 * is not her own report counted at once. A report never overwrites it.
 */
function hasClubRecord(competitor: CompetitorWithSailing): boolean {
  const recorded =
    competitor.finish_time !== null || competitor.elapsed_time !== null || competitor.code !== null;
  return recorded && !isCountedReport(competitor);
}

/** Whether a finish at `finishTime` can be recorded for her (a start, a plausible time). */
function timeable(competitor: CompetitorWithSailing, finishTime: string): boolean {
  const start = startOf(competitor);
  if (start === null) return false;
  try {
    applyTiming(competitor, { finish_time: finishTime }, start);
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

async function loadCompetitor(db: Kysely<DB>, id: number): Promise<CompetitorWithSailing> {
  const competitor = await findCompetitor(db, id);
  if (!competitor) throw notFound();
  return competitor;
}
