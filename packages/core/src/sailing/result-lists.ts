/**
 * A start group's further result lists (docs/product.md §12 "Fler resultatlistor", issue 32):
 * the kinds, their Swedish names and the ratings they take. Zod-free, for the forms and pages.
 */
import { MAX_PY, MAX_TIME_FACTOR, MIN_PY } from '../scoring/corrected-time.ts';

/**
 * - `scratch`: "Först i mål", ranked by elapsed time (line honours in a common start);
 * - `yardstick`: Portsmouth Yardstick, corrected = elapsed × 1000 / PY;
 * - `time_on_time`: a time correction factor per boat (IRC's or ORC's TCC, or another).
 */
export const RESULT_LIST_KINDS = ['scratch', 'yardstick', 'time_on_time'] as const;
export type ResultListKind = (typeof RESULT_LIST_KINDS)[number];

export const RESULT_LIST_KIND_LABELS: Record<ResultListKind, string> = {
  scratch: 'Först i mål',
  yardstick: 'Portsmouth Yardstick (PY)',
  time_on_time: 'Tidsfaktor (TCC: IRC, ORC m.fl.)',
};

/** What a list's rating is called in a form and a table ("PY", "TCC"); null: it takes none. */
export const RESULT_LIST_RATING_LABELS: Record<ResultListKind, string | null> = {
  scratch: null,
  yardstick: 'PY',
  time_on_time: 'TCC',
};

/**
 * What a result says of a boat that cannot be ranked for want of a rating ('PY saknas', 'SRS
 * saknas'; docs/product.md §12): the one wording of a sailing's `no_rating` rows and of a
 * series' boats without a rating. `label` is the rating's name (`RESULT_LIST_RATING_LABELS`,
 * 'SRS'); without one, 'Tal'.
 */
export function ratingMissingText(label: string | null): string {
  return `${label ?? 'Tal'} saknas`;
}

/** The name a new list of a kind starts with in the form. */
export const RESULT_LIST_DEFAULT_NAMES: Record<ResultListKind, string> = {
  scratch: 'Först i mål',
  yardstick: 'PY',
  time_on_time: 'IRC',
};

export const RESULT_LIST_NAME_MAX = 40;
/** A start group has at most this many further lists. */
export const MAX_RESULT_LISTS = 10;

/** The Swedish rule a list's rating breaks, or null when `rating` fits the kind. */
export function listRatingProblem(kind: ResultListKind, rating: number): string | null {
  if (kind === 'yardstick') {
    return Number.isFinite(rating) && rating >= MIN_PY && rating <= MAX_PY
      ? null
      : `Ange ett PY-tal mellan ${MIN_PY} och ${MAX_PY}.`;
  }
  if (kind === 'time_on_time') {
    return Number.isFinite(rating) && rating > 0 && rating <= MAX_TIME_FACTOR
      ? null
      : `Ange en tidsfaktor större än 0 och högst ${MAX_TIME_FACTOR}.`;
  }
  return 'Listan Först i mål tar inga tal.';
}
