/**
 * Sailors' own finish reports (issue 13, item 7) in words: whether a sailing counts them at
 * once, and the texts the sailor and the club see. Zod-free (`@segla/core/sailing`).
 */

/** When a reported finish counts: at once (marked "rapporterad"), or once the club approves. */
export const REPORTED_FINISHES = ['immediately', 'after_approval'] as const;
export type ReportedFinishes = (typeof REPORTED_FINISHES)[number];

/** The sailing form's field and its choices. */
export const REPORTED_FINISHES_LABEL = 'Rapporterade måltider räknas';
export const REPORTED_FINISHES_LABELS: Record<ReportedFinishes, string> = {
  immediately: 'Direkt',
  after_approval: 'När klubben godkänt dem',
};

/** A competitor's report: waiting for the club, or approved (null: none, or kept for the record). */
export const REPORT_STATUSES = ['pending', 'approved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The mark on a finish (or result row) that is a report the club has not approved. */
export const REPORTED_MARK = 'rapporterad';

/**
 * What the sailor is told once her report is in: that it is reported, and what happens next.
 * `counts`: 'immediately' (in the results at once), 'after_approval' (waits for the club),
 * 'kept' (the club had already recorded her finish, which stands).
 */
export function reportAnswerText(
  finishTime: string,
  counts: ReportedFinishes | 'kept' | 'approved',
): string {
  const head = `Din måltid ${finishTime} är rapporterad.`;
  if (counts === 'immediately') {
    return `${head} Den räknas i resultatet direkt, markerad som rapporterad tills klubben godkänt den.`;
  }
  if (counts === 'after_approval') return `${head} Den räknas när klubben har godkänt den.`;
  if (counts === 'approved') return `${head} Klubben har godkänt den.`;
  return `${head} Klubben hade redan registrerat din målgång; klubbens tid gäller och din rapport sparas.`;
}
