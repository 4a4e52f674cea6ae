import type { SailingResultGroup, SailingResultRow } from '@segla/core';
import { formatNumber, formatRating } from '@segla/core/format';
import {
  RESULT_LIST_RATING_LABELS,
  rankWithinCategory,
  type ResultListKind,
} from '@segla/core/sailing';

export const HANDICAP_LABELS = { srs: 'SRS', scratch: 'Scratch' } as const;

/** A row as a table shows it: `place` is her rank, or her rank within the category shown. */
export type ShownRow = SailingResultRow & { place: number | null };

/**
 * One way a start group's finishes are ranked (docs/product.md §12): its own scoring (`main`)
 * or one of its further lists ("Först i mål", PY, TCC).
 */
export interface ResultView {
  /** 'main', or 'list-<id>'. */
  key: string;
  /** What the switch and the printed heading call it: 'SRS', or the list's name. */
  label: string;
  main: boolean;
  rows: SailingResultRow[];
  /** The rating column's head ('SRS', 'PY', 'TCC'); null: no rating column. */
  ratingLabel: string | null;
  /** The rating as the column writes it. */
  ratingText: (rating: number | null) => string;
  /** Whether the table has a corrected time (not when ranked on elapsed time). */
  corrected: boolean;
}

/** A list's rating as written: a PY number as given (1050), a time factor with three decimals. */
export function formatListRating(kind: ResultListKind, rating: number | null): string {
  if (rating === null) return '–';
  return kind === 'yardstick' ? formatNumber(rating, { useGrouping: false }) : formatRating(rating);
}

/** The group's own scoring first, then each of its further lists in their order. */
export function groupViews(group: SailingResultGroup): ResultView[] {
  const srs = group.handicap === 'srs';
  return [
    {
      key: 'main',
      label: HANDICAP_LABELS[group.handicap],
      main: true,
      rows: group.rows,
      ratingLabel: srs ? HANDICAP_LABELS.srs : null,
      ratingText: formatRating,
      corrected: srs,
    },
    ...group.lists.map((list) => ({
      key: `list-${list.id}`,
      label: list.name,
      main: false,
      rows: list.rows,
      ratingLabel: RESULT_LIST_RATING_LABELS[list.kind],
      ratingText: (rating: number | null) => formatListRating(list.kind, rating),
      corrected: list.kind !== 'scratch',
    })),
  ];
}

/**
 * The rows a table shows: all of them placed by their rank, or, for a prize category, only its
 * boats in the fleet's order, placed among themselves, with the fleet's points.
 */
export function shownRows(rows: readonly SailingResultRow[], category: number | null): ShownRow[] {
  if (category === null) return rows.map((row) => ({ ...row, place: row.rank }));
  return rankWithinCategory(rows, category).map((row) => ({ ...row, place: row.category_rank }));
}
