import type { DecisionCode, DecisionOutcome, ProtestKind, RedressMethod } from '@segla/core/board';

/** One row of "Straff och gottgörelse" as the form holds it (texts, '' for none). */
export interface PenaltyRow {
  /** React's key: rows come and go. */
  key: string;
  competitor: string;
  code: DecisionCode;
  percent: string;
  redress_method: RedressMethod | '';
  points: string;
}

export type DecisionValues = {
  outcome: DecisionOutcome | '';
  facts: string;
  conclusions: string;
  rules: string;
  penalties: PenaltyRow[];
};

let nextKey = 1;

/**
 * A new row: for a request for redress, RDG for the boat asking; for a protest, DSQ for the
 * (first) protested boat. The committee changes what does not fit.
 */
export function newPenaltyRow(kind: ProtestKind, competitor: number | null): PenaltyRow {
  return {
    key: `row-${nextKey++}`,
    competitor: competitor === null ? '' : String(competitor),
    code: kind === 'redress' ? 'RDG' : 'DSQ',
    percent: '',
    redress_method: '',
    points: '',
  };
}

/** A row as the API takes it: the % only for SCP, how redress is scored only for RDG. */
function penaltyPayload(row: PenaltyRow) {
  return {
    competitor: row.competitor,
    code: row.code,
    ...(row.code === 'SCP' ? { percent: row.percent } : {}),
    ...(row.code === 'RDG' && row.redress_method !== ''
      ? { redress_method: row.redress_method }
      : {}),
    ...(row.code === 'RDG' && row.redress_method === 'stated' ? { points: row.points } : {}),
  };
}

/**
 * The decision as `decisionSchema` checks it and the API takes it: the penalties only when
 * upheld. No outcome chosen is left out, so the schema says it is required.
 */
export function decisionPayload(values: DecisionValues) {
  return {
    ...(values.outcome !== '' ? { outcome: values.outcome } : {}),
    facts: values.facts,
    conclusions: values.conclusions,
    rules: values.rules,
    ...(values.outcome === 'upheld' ? { penalties: values.penalties.map(penaltyPayload) } : {}),
  };
}

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The schema's messages about the rows, by `<index>.<field>` ('0.percent'), and the first one
 * about the list as a whole ('Ange varje båt en gång.').
 */
export function penaltyErrors(issues: readonly Issue[]): {
  rows: Record<string, string>;
  list: string | null;
} {
  const rows: Record<string, string> = {};
  let list: string | null = null;
  for (const issue of issues) {
    if (issue.path[0] !== 'penalties') continue;
    const [, index, field] = issue.path;
    if (typeof index === 'number' && typeof field === 'string') {
      rows[`${index}.${field}`] ??= issue.message;
    } else if (typeof index === 'number') {
      rows[`${index}.competitor`] ??= issue.message;
    } else {
      list ??= issue.message;
    }
  }
  return { rows, list };
}
