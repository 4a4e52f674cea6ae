import type { CompetitorReport, FinishReportAnswer, SailingDetail } from '@segla/core';
import { reportAnswerText } from '@segla/core/sailing';
import type { Selectable } from 'kysely';
import type { CompetitorTable } from '../../db/schema.ts';

type ReportColumns = Pick<
  Selectable<CompetitorTable>,
  'finish_time' | 'reported_finish' | 'reported_note' | 'reported_at' | 'report_status'
>;

/**
 * Whether the finish a competitor counts with is her own report the club has not approved
 * ("rapporterad" in the results, docs/product.md §12): a pending report that set her finish
 * (a sailing that counts reports at once). A finish the club recorded over it is the club's.
 */
export function isCountedReport(row: ReportColumns): boolean {
  return (
    row.report_status === 'pending' &&
    row.finish_time !== null &&
    row.reported_finish !== null &&
    row.finish_time === row.reported_finish
  );
}

/** A competitor's report as her entry shows it, or null without one. */
export function toCompetitorReport(row: ReportColumns): CompetitorReport | null {
  if (row.reported_finish === null) return null;
  return {
    finish_time: row.reported_finish,
    note: row.reported_note,
    reported_at: row.reported_at,
    status: row.report_status,
    counted: isCountedReport(row),
  };
}

/** What a report answers (the sentence the sailor is shown, in `@segla/core/sailing`). */
export function toReportAnswer(
  competitorId: number,
  finishTime: string,
  counts: FinishReportAnswer['counts'],
): FinishReportAnswer {
  return {
    competitor_id: competitorId,
    finish_time: finishTime,
    counts,
    message: reportAnswerText(finishTime, counts),
  };
}

/**
 * A competitor as those outside the club see her: a report's note ("Kommentar") is for the
 * club that approves it, not for every visitor of the sailing.
 */
export function withoutReportNote<T extends { report?: CompetitorReport | null }>(
  competitor: T,
): T {
  return competitor.report
    ? { ...competitor, report: { ...competitor.report, note: '' } }
    : competitor;
}

/** A sailing's detail with every report's note left out (see `withoutReportNote`). */
export function withoutReportNotes(detail: SailingDetail): SailingDetail {
  return {
    ...detail,
    competitors: detail.competitors.map(withoutReportNote),
    start_groups: detail.start_groups.map((group) => ({
      ...group,
      competitors: group.competitors.map(withoutReportNote),
    })),
    ungrouped_competitors: detail.ungrouped_competitors.map(withoutReportNote),
  };
}
