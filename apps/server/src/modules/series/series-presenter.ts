import { dnfScoringOfColumns } from './series-scoring-columns.ts';
import { swedishCollator } from '@segla/core/search';
import { DEFAULT_DISCARD_THRESHOLDS, type SailingListItem, type Series } from '@segla/core';
import { compareSailings } from '@segla/core/sailing';
import type { SeriesRow } from './series-repository.ts';
import { deriveSeries } from './series-status.ts';

/** The stored discard rule (JSON text); the default should the text ever be unreadable. */
export function parseThresholds(stored: string): number[] {
  try {
    const value: unknown = JSON.parse(stored);
    if (Array.isArray(value) && value.every((item) => Number.isInteger(item))) {
      return value as number[];
    }
  } catch {
    // Fall through to the default.
  }
  return [...DEFAULT_DISCARD_THRESHOLDS];
}

/** A series with its (visible) sailings, in date order, and what they make of it. */
export function toSeries(row: SeriesRow, sailings: readonly SailingListItem[]): Series {
  const ordered = [...sailings].sort(compareSailings);
  return {
    id: row.id,
    club: { id: row.club_id, slug: row.club_slug, name: row.club_name },
    name: row.name,
    description: row.description,
    ...deriveSeries(ordered),
    sailings: ordered,
    discard_thresholds: parseThresholds(row.discard_thresholds),
    ...dnfScoringOfColumns(row),
    rules_edition: row.rules_edition,
    round_corrected: row.round_corrected,
    scp_places: row.scp_places,
    penalty_on_tie: row.penalty_on_tie,
    entry_fee: row.entry_fee,
    late_fee: row.late_fee,
    late_from: row.late_from,
  };
}

/**
 * Newest first by first date (a series without sailings yet, being planned, comes first), then
 * by name in Swedish order, then by id.
 */
export function compareSeries(a: Series, b: Series): number {
  if (a.first_date !== b.first_date) {
    if (a.first_date === null) return -1;
    if (b.first_date === null) return 1;
    return a.first_date < b.first_date ? 1 : -1;
  }
  return swedishCollator.compare(a.name, b.name) || a.id - b.id;
}
