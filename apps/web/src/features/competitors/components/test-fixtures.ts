import type { BoatModel, Competitor } from '@segla/core';

/** A competitor as the API answers one (tests only). */
export function competitorFixture(overrides: Partial<Competitor> = {}): Competitor {
  return {
    id: 9,
    sailing: 1,
    start_group: 2,
    sailor: null,
    boat: null,
    name: 'Anna Ek',
    boat_name: 'Vindil',
    boat_type: 'Folkbåt',
    sail_number: 'SWE 1',
    club_name: 'KSSS',
    rating: 0.9,
    start: '18:30:00',
    finish_time: null,
    elapsed_time: null,
    code: null,
    ...overrides,
  };
}

/** Two boat models: one with every SRS variant, one with the standard value only. */
export const boatModelsFixture: BoatModel[] = [
  {
    id: 1,
    name: 'Folkbåt',
    srs: 0.845,
    srs_no_flying: 0.81,
    srs_shorthanded: 0.83,
    srs_shorthanded_no_flying: 0.795,
  },
  {
    id: 2,
    name: 'J/70',
    srs: 1.052,
    srs_no_flying: null,
    srs_shorthanded: null,
    srs_shorthanded_no_flying: null,
  },
];

export const groupsFixture = [
  { id: 2, name: 'SRS kölbåt' },
  { id: 3, name: 'Jolle' },
];
