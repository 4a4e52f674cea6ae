/** The series input checked and gathered: races, entries per fleet, boats left out. */
import { ScoringValidationError } from './errors.ts';
import { checkOneOf } from './options.ts';
import type { DiscardPolicy, SeriesInput, SeriesRace } from './types.ts';

const DISCARD_POLICIES: readonly DiscardPolicy[] = ['normal', 'must_count', 'discard_first'];
/** Largest race weight accepted. */
export const MAX_RACE_WEIGHT = 100;

/** A race with its options checked and defaults filled in. */
export interface CheckedRace {
  race: SeriesRace;
  index: number;
  policy: DiscardPolicy;
  weight: number;
}

/**
 * Checks the races: unique ids, one start group per fleet, weights in (0, 100], known discard
 * policies.
 * @throws ScoringValidationError `duplicate_race`, `duplicate_fleet`, `invalid_weight`,
 * `invalid_option`.
 */
export function checkRaces(races: readonly SeriesRace[]): CheckedRace[] {
  const ids = new Set<string>();
  return races.map((race, index) => {
    if (typeof race.id !== 'string' || race.id === '' || ids.has(race.id)) {
      throw new ScoringValidationError('duplicate_race', `race id "${race.id}" is not unique`, {
        raceId: race.id,
        field: 'id',
      });
    }
    ids.add(race.id);
    const fleets = new Set<string>();
    for (const fleetRace of race.fleets) {
      if (fleets.has(fleetRace.fleet)) {
        throw new ScoringValidationError(
          'duplicate_fleet',
          `fleet "${fleetRace.fleet}" has two start groups in race "${race.id}"`,
          { raceId: race.id, fleet: fleetRace.fleet },
        );
      }
      fleets.add(fleetRace.fleet);
    }
    const weight = race.weight ?? 1;
    if (!Number.isFinite(weight) || weight <= 0 || weight > MAX_RACE_WEIGHT) {
      throw new ScoringValidationError(
        'invalid_weight',
        `race weight must be in (0, ${MAX_RACE_WEIGHT}], got ${weight}`,
        { raceId: race.id, field: 'weight' },
      );
    }
    const policy = checkOneOf(race.discardPolicy ?? 'normal', DISCARD_POLICIES, 'discardPolicy');
    return { race, index, policy, weight };
  });
}

/**
 * The boats entered per fleet, fleets in order of first appearance: the series entries, or every
 * boat seen in a start group of the fleet.
 * @throws ScoringValidationError `duplicate_boat` for a boat entered twice in a fleet.
 */
export function collectEntries(input: SeriesInput): {
  fleets: Map<string, string[]>;
  explicit: boolean;
} {
  const fleets = new Map<string, string[]>();
  // A set per fleet beside the list: a series sees each boat once per race, so `includes` on
  // the list would make this quadratic in the number of boats.
  const seen = new Map<string, Set<string>>();
  // A fleet's list and set, made when its first boat comes.
  const fleetOf = (fleet: string) => {
    let boats = fleets.get(fleet);
    let known = seen.get(fleet);
    if (!boats || !known) {
      boats = [];
      known = new Set<string>();
      fleets.set(fleet, boats);
      seen.set(fleet, known);
    }
    return { boats, known };
  };
  if (input.entries) {
    for (const { boat, fleet } of input.entries) {
      const { boats, known } = fleetOf(fleet);
      if (known.has(boat)) {
        throw new ScoringValidationError(
          'duplicate_boat',
          `boat "${boat}" is entered twice in fleet "${fleet}"`,
          { boat, fleet },
        );
      }
      boats.push(boat);
      known.add(boat);
    }
    return { fleets, explicit: true };
  }
  for (const race of input.races) {
    for (const fleetRace of race.fleets) {
      const { entries } = fleetRace;
      if (entries.length === 0) continue;
      // The fleet looked up once per race, not once per boat.
      const { boats, known } = fleetOf(fleetRace.fleet);
      for (let i = 0; i < entries.length; i += 1) {
        const { boat } = entries[i]!;
        if (known.has(boat)) continue;
        boats.push(boat);
        known.add(boat);
      }
    }
  }
  return { fleets, explicit: false };
}

/**
 * Boats left out of a fleet: in a handicap fleet with a common start, a boat without a rating in
 * any race cannot be scored on corrected time, so it is left out of the whole series and of
 * every count (it would otherwise change other boats' places and the DNF score).
 */
export function collectRejections(
  races: readonly SeriesRace[],
): Map<string, Map<string, string[]>> {
  const rejected = new Map<string, Map<string, string[]>>();
  for (const race of races) {
    for (const fleetRace of race.fleets) {
      if (fleetRace.handicap === 'scratch' || (fleetRace.startType ?? 'common') !== 'common') {
        continue;
      }
      const { entries } = fleetRace;
      for (let i = 0; i < entries.length; i += 1) {
        const entry = entries[i]!;
        if (entry.rating != null) continue;
        const boats = rejected.get(fleetRace.fleet) ?? new Map<string, string[]>();
        boats.set(entry.boat, [...(boats.get(entry.boat) ?? []), race.id]);
        rejected.set(fleetRace.fleet, boats);
      }
    }
  }
  return rejected;
}
