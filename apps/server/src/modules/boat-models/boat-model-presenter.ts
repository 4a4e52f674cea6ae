import { swedishCollator } from '@segla/core/search';
import type { BoatModel } from '@segla/core';
import type { BoatModelRow } from './boat-model-repository.ts';

/** A boat model row as the API answers it. */
export function toBoatModel(row: BoatModelRow): BoatModel {
  return {
    id: row.id,
    name: row.name,
    srs: row.srs,
    srs_no_flying: row.srs_no_flying,
    srs_shorthanded: row.srs_shorthanded,
    srs_shorthanded_no_flying: row.srs_shorthanded_no_flying,
  };
}

/** By name, in Swedish order. */
export function compareBoatModels(a: BoatModelRow, b: BoatModelRow): number {
  return swedishCollator.compare(a.name, b.name);
}
