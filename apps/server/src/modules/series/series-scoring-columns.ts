import type { ScoringOptions } from '@segla/core';
import type { SeriesDnfScoring, SeriesPenaltyOnTie } from '@segla/core/series';

/** `series.dnf_scoring` as stored: the two bases its CHECK allows (migration 0024). */
type StoredDnfBase = 'series_entries' | 'starting_area';

/** The DNF scoring as the API and the core know it. */
export interface DnfScoringSetting {
  dnf_scoring: SeriesDnfScoring;
  dnf_points: number | null;
}

/**
 * The API's DNF scoring from the stored columns (migration 0024): a number beside the starting
 * area base is "Startande + N", beside the series base a fixed score for every code.
 */
export function dnfScoringOfColumns(row: {
  dnf_scoring: StoredDnfBase;
  dnf_points: number | null;
}): DnfScoringSetting {
  if (row.dnf_points === null) return { dnf_scoring: row.dnf_scoring, dnf_points: null };
  return {
    dnf_scoring: row.dnf_scoring === 'starting_area' ? 'starting_area_plus' : 'fixed',
    dnf_points: row.dnf_points,
  };
}

/** The stored columns of an API DNF scoring; the number is kept only where it means something. */
export function dnfScoringColumns(setting: DnfScoringSetting): {
  dnf_scoring: StoredDnfBase;
  dnf_points: number | null;
} {
  switch (setting.dnf_scoring) {
    case 'starting_area_plus':
      return { dnf_scoring: 'starting_area', dnf_points: setting.dnf_points ?? 1 };
    case 'fixed':
      return { dnf_scoring: 'series_entries', dnf_points: setting.dnf_points ?? 1 };
    default:
      return { dnf_scoring: setting.dnf_scoring, dnf_points: null };
  }
}

/** A series' scoring columns as read beside a sailing: all null for a sailing outside a series. */
export interface ScoringColumns {
  dnf_scoring: StoredDnfBase | null;
  dnf_points: number | null;
  rules_edition: '2025' | '2021' | null;
  round_corrected: 'none' | 'second' | null;
  scp_places: number | null;
  penalty_on_tie: SeriesPenaltyOnTie | null;
}

/** The core's scoring options of a series' columns; a sailing outside a series takes defaults. */
export function coreScoringOptions(row: ScoringColumns): ScoringOptions {
  const dnf =
    row.dnf_scoring === null
      ? null
      : dnfScoringOfColumns({ dnf_scoring: row.dnf_scoring, dnf_points: row.dnf_points });
  return {
    rulesEdition: row.rules_edition ?? undefined,
    dnfScoring: dnf?.dnf_scoring,
    dnfPoints: dnf?.dnf_points ?? null,
    roundCorrected: row.round_corrected ?? undefined,
    scpPlaces: row.scp_places,
    penaltyOnTie: row.penalty_on_tie ?? undefined,
  };
}
