import type { Protest, ProtestBoat } from '@segla/core';
import type { PenaltyRow, ProtestedBoatRow, ProtestRow } from './protest-repository.ts';

/** A boat as a protest names it. */
function toBoat(row: { id: number; sail_number: string; boat_name: string; name: string }) {
  return { id: row.id, sail_number: row.sail_number, boat_name: row.boat_name, name: row.name };
}

/** Rows grouped by their protest's id. */
function byProtest<T extends { protest_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(row.protest_id) ?? [];
    list.push(row);
    groups.set(row.protest_id, list);
  }
  return groups;
}

/** The protests as the API answers them (docs/product.md §17), in the order of `rows`. */
export function toProtests(
  rows: readonly ProtestRow[],
  protested: readonly ProtestedBoatRow[],
  penalties: readonly PenaltyRow[],
): Protest[] {
  const boats = byProtest(protested);
  const given = byProtest(penalties);
  return rows.map((row) => toProtest(row, boats.get(row.id) ?? [], given.get(row.id) ?? []));
}

/** One protest, with the boats it is against and what its decision gave each boat. */
export function toProtest(
  row: ProtestRow,
  protested: readonly ProtestedBoatRow[],
  penalties: readonly PenaltyRow[],
): Protest {
  const protestor: ProtestBoat | null =
    row.protestor_id === null
      ? null
      : toBoat({
          id: row.protestor_id,
          sail_number: row.protestor_sail_number ?? '',
          boat_name: row.protestor_boat_name ?? '',
          name: row.protestor_name ?? '',
        });
  return {
    id: row.id,
    sailing: row.sailing_id,
    number: row.number,
    kind: row.kind,
    status: row.status,
    protestor,
    protested: protested.map(toBoat),
    incident_time: row.incident_time,
    incident_place: row.incident_place,
    rules: row.rules,
    description: row.description,
    informed: Boolean(row.informed),
    filed_at: row.filed_at,
    filed_by: row.filed_by,
    late_reason: row.late_reason,
    hearing:
      row.hearing_at === null || row.hearing_place === null
        ? null
        : { at: row.hearing_at, place: row.hearing_place },
    decision:
      row.outcome === null
        ? null
        : {
            outcome: row.outcome,
            facts: row.facts,
            conclusions: row.conclusions,
            rules: row.decision_rules,
            penalties: penalties.map((penalty) => ({
              competitor: toBoat({ ...penalty, id: penalty.competitor_id }),
              code: penalty.code,
              percent: penalty.percent,
              redress_method: penalty.redress_method,
              points: penalty.points,
            })),
            decided_at: row.decided_at ?? '',
            decided_by: row.decided_by ?? '',
            change: row.change_id,
          },
  };
}
