/**
 * The official notice board, protests and redress (docs/product.md §17, issue 30): the one home
 * of their kinds, statuses and Swedish labels, read by the server and the web app alike.
 */

/** What a board posting is: an uploaded document or a notice ("Meddelande"). */
export const NOTICE_KINDS = ['document', 'message'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The kinds of document a club posts, in the order the form offers them. */
export const DOCUMENT_KINDS = ['invitation', 'instructions', 'amendment', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_KIND_LABELS: Readonly<Record<DocumentKind, string>> = {
  invitation: 'Inbjudan',
  instructions: 'Seglingsföreskrifter',
  amendment: 'Ändring',
  other: 'Övrigt',
};

/** RRS 60–66: a protest, a request for redress, a request to reopen a hearing. */
export const PROTEST_KINDS = ['protest', 'redress', 'reopening'] as const;
export type ProtestKind = (typeof PROTEST_KINDS)[number];

export const PROTEST_KIND_LABELS: Readonly<Record<ProtestKind, string>> = {
  protest: 'Protest',
  redress: 'Begäran om gottgörelse',
  reopening: 'Begäran om återupptagande',
};

/** Where a protest stands: filed, its hearing scheduled, decided. */
export const PROTEST_STATUSES = ['filed', 'scheduled', 'decided'] as const;
export type ProtestStatus = (typeof PROTEST_STATUSES)[number];

export const PROTEST_STATUS_LABELS: Readonly<Record<ProtestStatus, string>> = {
  filed: 'Inlämnad',
  scheduled: 'Förhandling utlyst',
  decided: 'Avgjord',
};

/** The protest committee's decision. */
export const DECISION_OUTCOMES = ['dismissed', 'upheld', 'withdrawn'] as const;
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[number];

export const DECISION_OUTCOME_LABELS: Readonly<Record<DecisionOutcome, string>> = {
  dismissed: 'Ogillad',
  upheld: 'Bifallen',
  withdrawn: 'Återkallad',
};

/** What a decision may give a boat (RRS 64, A5, A10): the codes the core scores. */
export const DECISION_CODES = ['DSQ', 'DNE', 'SCP', 'RDG'] as const;
export type DecisionCode = (typeof DECISION_CODES)[number];

export const DECISION_CODE_LABELS: Readonly<Record<DecisionCode, string>> = {
  DSQ: 'DSQ – diskvalificerad',
  DNE: 'DNE – diskvalificering som inte får räknas bort',
  SCP: 'SCP – poängstraff',
  RDG: 'RDG – gottgörelse',
};

/**
 * How redress is scored (RRS A9), as the core scores it and competitors store it
 * (`redress_method`): stated points, the average of all races (A9(a)) or of the races before
 * (A9(b)).
 */
export const REDRESS_METHODS = ['stated', 'all_races', 'earlier_races'] as const;
export type RedressMethod = (typeof REDRESS_METHODS)[number];

export const REDRESS_METHOD_LABELS: Readonly<Record<RedressMethod, string>> = {
  stated: 'Angivna poäng',
  all_races: 'Medel av alla seglingar',
  earlier_races: 'Medel av seglingarna före',
};

/** "Jag informerade den andra båten": the label of the protest form's yes/no. */
export const INFORMED_LABEL = 'Jag informerade den andra båten';
/** The label of a late protest an official let in. */
export const LATE_ACCEPTED_LABEL = 'Godkänd trots sen inlämning';
/** A withdrawn notice's mark. */
export const WITHDRAWN_LABEL = 'Återkallat';
