/**
 * A sailing's change log in words (issue 12, docs/product.md §11 "Ändringar"): what an entry
 * changed, what became of it, and the Swedish the club's pages show for both. Zod-free, so the
 * server's schema and the web app's page share the one copy.
 */

/** What a change-log entry changed. */
export const SAILING_CHANGE_KINDS = [
  'finish',
  'elapsed',
  'code',
  'start_time',
  'rating',
  'start_group',
  // A sailor's own finish report and the club's approval of one (issue 13): records only.
  'report',
  'approval',
  // A protest decision applied to the results (issue 30): the codes of every boat it names,
  // in one entry that reverts as one.
  'decision',
] as const;
export type SailingChangeKind = (typeof SAILING_CHANGE_KINDS)[number];

export const SAILING_CHANGE_KIND_LABELS: Record<SailingChangeKind, string> = {
  finish: 'Måltid',
  elapsed: 'Seglad tid',
  code: 'Kod',
  start_time: 'Starttid',
  rating: 'SRS-tal',
  start_group: 'Startgrupp',
  report: 'Rapporterad måltid',
  approval: 'Godkänd måltid',
  decision: 'Protestbeslut',
};

/**
 * Kinds that record what happened without being the value itself: a report and an approval
 * (the finish they set is logged as its own `finish` entry, which can be reverted).
 */
export function isRecordOnlyChange(kind: SailingChangeKind): boolean {
  return kind === 'report' || kind === 'approval';
}

/**
 * What became of it: `applied` (it is, or was, the state), `kept` (recorded but not in effect:
 * a later stamp where an earlier one stands, or a conflict the race officer decided against),
 * `conflict` (an edit made over someone else's change, waiting for the race officer),
 * `reverted` (undone).
 */
export const SAILING_CHANGE_STATUSES = ['applied', 'kept', 'conflict', 'reverted'] as const;
export type SailingChangeStatus = (typeof SAILING_CHANGE_STATUSES)[number];

export const SAILING_CHANGE_STATUS_LABELS: Record<SailingChangeStatus, string> = {
  applied: 'Genomförd',
  kept: 'Sparad, gäller inte',
  conflict: 'Konflikt',
  reverted: 'Ångrad',
};

/** Whether the race officer may revert the entry (put its `before` back). */
export function canRevertChange(status: SailingChangeStatus, kind?: SailingChangeKind): boolean {
  if (kind !== undefined && isRecordOnlyChange(kind)) return false;
  return status === 'applied';
}

/** Whether the race officer may apply the entry's `after` now (the one-tap resolution). */
export function canApplyChange(status: SailingChangeStatus, kind?: SailingChangeKind): boolean {
  if (kind !== undefined && isRecordOnlyChange(kind)) return false;
  return status === 'kept' || status === 'conflict';
}
