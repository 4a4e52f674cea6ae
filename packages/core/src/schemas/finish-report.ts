import { z } from 'zod';
import { REPORTED_FINISHES, REPORT_STATUSES } from '../sailing/finish-reports.ts';
import { retryableWriteFields } from './finish.ts';
import { clockTimeSchema, text } from './common.ts';

/**
 * Sailors report their own finish (issue 13, item 7): the report, the club's approval of one or
 * of all, and how a competitor and a result row show a report.
 */

export const REPORT_NOTE_MAX = 500;

export const reportedFinishesSchema = z.enum(REPORTED_FINISHES);
export const reportStatusSchema = z.enum(REPORT_STATUSES);

/**
 * `POST /api/competitors/{id}/report-finish/`: the finish clock time the sailor stamped (and
 * perhaps corrected to the second), an optional note ("Kommentar"), and, from a phone's queue,
 * `client_id` and `device` (a retry is applied once).
 */
export const finishReportSchema = z.strictObject({
  finish_time: clockTimeSchema,
  note: text(REPORT_NOTE_MAX).optional(),
  ...retryableWriteFields,
});
export type FinishReportInput = z.input<typeof finishReportSchema>;
export type FinishReport = z.output<typeof finishReportSchema>;

/** `POST /api/competitors/{id}/approve-finish/`: the reported time, or a corrected one. */
export const finishApprovalSchema = z.strictObject({
  finish_time: clockTimeSchema.optional(),
});
export type FinishApprovalInput = z.input<typeof finishApprovalSchema>;
export type FinishApproval = z.output<typeof finishApprovalSchema>;

/** A competitor's report as her entry shows it; null when she reported none. */
export const competitorReportSchema = z.object({
  finish_time: z.string(),
  note: z.string(),
  reported_at: z.string().nullable(),
  /** 'pending' (waiting for the club), 'approved', or null (kept for the record only). */
  status: reportStatusSchema.nullable(),
  /** Whether the finish counted now is this report, not yet approved ("rapporterad"). */
  counted: z.boolean(),
});
export type CompetitorReport = z.infer<typeof competitorReportSchema>;

/**
 * What a report answers: what became of it (`counts`: 'immediately' in the results at once,
 * 'after_approval' waiting for the club, 'kept' the club's own finish stands) and the sentence
 * the sailor is shown.
 */
export const finishReportAnswerSchema = z.object({
  competitor_id: z.number(),
  finish_time: z.string(),
  counts: z.enum(['immediately', 'after_approval', 'kept']),
  message: z.string(),
});
export type FinishReportAnswer = z.infer<typeof finishReportAnswerSchema>;

/** `POST /api/sailings/{id}/approve-finishes/`: how many reports it approved. */
export const finishApprovalsAnswerSchema = z.object({ approved: z.number() });
export type FinishApprovalsAnswer = z.infer<typeof finishApprovalsAnswerSchema>;
