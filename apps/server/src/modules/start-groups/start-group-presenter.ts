import type { Competitor, StartGroup } from '@segla/core';
import type { Selectable } from 'kysely';
import type { StartGroupTable } from '../../db/schema.ts';
import {
  compareCompetitors,
  toCompetitor,
  type CompetitorRow,
} from '../competitors/competitor-presenter.ts';

export type StartGroupRow = Selectable<StartGroupTable>;

/** A start group with its competitors (given as rows of any sailing; its own are picked). */
export function toStartGroup(row: StartGroupRow, competitors: readonly Competitor[]): StartGroup {
  return {
    id: row.id,
    sailing: row.sailing_id,
    name: row.name,
    start_time: row.start_time,
    handicap: row.handicap,
    start_type: row.start_type,
    pursuit_minutes: row.pursuit_minutes,
    pursuit_rounding: row.pursuit_rounding,
    min_rating: row.min_rating,
    max_rating: row.max_rating,
    boat_types: row.boat_types,
    is_default: Boolean(row.is_default),
    competitors: competitors.filter((competitor) => competitor.start_group === row.id),
  };
}

/** Start groups in their set order, then as created. */
export function compareStartGroups(a: StartGroupRow, b: StartGroupRow): number {
  return a.position - b.position || a.id - b.id;
}

/**
 * The competitors of a sailing as the API shows them, sorted, each with the start that applies
 * to her (her own, or her group's).
 */
export function presentCompetitors(
  groups: readonly StartGroupRow[],
  rows: readonly CompetitorRow[],
): Competitor[] {
  const groupStart = new Map(groups.map((group) => [group.id, group.start_time]));
  return rows
    .map((row) =>
      toCompetitor(
        row,
        row.start_group_id === null ? null : (groupStart.get(row.start_group_id) ?? null),
      ),
    )
    .sort(compareCompetitors);
}
