import type { ResultList } from '@segla/core';
import {
  RESULT_LIST_DEFAULT_NAMES,
  RESULT_LIST_KINDS,
  listRatingProblem,
  type ResultListKind,
} from '@segla/core/sailing';

/**
 * The kind a new list of a start group starts as: the first whose default name the group does
 * not use yet ("Först i mål", then "PY", then "IRC"), else the first kind.
 */
export function firstFreeKind(lists: readonly Pick<ResultList, 'name'>[]): ResultListKind {
  const used = new Set(lists.map((list) => list.name.trim().toLocaleLowerCase('sv')));
  return (
    RESULT_LIST_KINDS.find(
      (kind) => !used.has(RESULT_LIST_DEFAULT_NAMES[kind].toLocaleLowerCase('sv')),
    ) ?? RESULT_LIST_KINDS[0]
  );
}

/**
 * The name field after the kind changes from `from` to `to`: a name still empty or still the
 * old kind's default follows the new kind's default; a name of one's own stays.
 */
export function nameAfterKindChange(
  name: string,
  from: ResultListKind,
  to: ResultListKind,
): string {
  const trimmed = name.trim();
  return trimmed === '' || trimmed === RESULT_LIST_DEFAULT_NAMES[from]
    ? RESULT_LIST_DEFAULT_NAMES[to]
    : name;
}

/** A rating as a text input shows it: 1050, 1,025 (a decimal comma); '' for none. */
export function ratingText(rating: number | null | undefined): string {
  return rating == null ? '' : String(rating).replace('.', ',');
}

/** The form field of a boat's rating (Mantine's form keys are strings). */
export const ratingField = (competitorId: number) => `boat-${competitorId}`;

/** A number as typed in Sweden: '1050', '1,025', '1.025'; null when it is not one. */
function typedNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^-?\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : null;
}

/**
 * The rule a typed rating breaks for the list's kind (the same rule the server keeps), or null
 * when it fits or the field is empty (no rating).
 */
export function typedRatingProblem(kind: ResultListKind, text: string): string | null {
  if (text.trim() === '') return null;
  const value = typedNumber(text);
  return value === null ? null : listRatingProblem(kind, value);
}
