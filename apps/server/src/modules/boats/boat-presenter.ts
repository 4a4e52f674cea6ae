import { swedishCollator } from '@segla/core/search';
import type { Boat } from '@segla/core';
import type { BoatRow } from './boat-repository.ts';

/** A boat row as the API answers it. */
export function toBoat(row: BoatRow): Boat {
  return {
    id: row.id,
    name: row.name,
    sail_number: row.sail_number,
    boat_model: row.boat_model_id,
    owner: row.owner_id,
    own_srs: row.own_srs,
    certificate_year: row.certificate_year,
  };
}

/** By name in Swedish order, then sail number, then as created. */
export function compareBoats(a: BoatRow, b: BoatRow): number {
  return (
    swedishCollator.compare(a.name, b.name) ||
    swedishCollator.compare(a.sail_number, b.sail_number) ||
    a.id - b.id
  );
}
