/**
 * A series scored under RRS Appendix A, each fleet on its own: its races, then its standing
 * (standing-rows.ts).
 */
import { DEFAULT_DISCARD_RULE, discardCount, validateDiscardRule } from './discards.ts';
import { ScoringValidationError } from './errors.ts';
import { resolveScoringOptions, type ResolvedScoringOptions } from './options.ts';
import { scoreFleetRace, toRaceResult, type FleetRaceScore } from './score-race.ts';
import { checkRaces, collectEntries, collectRejections, type CheckedRace } from './series-input.ts';
import { standingRows } from './standing-rows.ts';
import type {
  DiscardRule,
  FleetStanding,
  RejectedSeriesBoat,
  SeriesFleetRaceResult,
  SeriesInput,
  SeriesResult,
} from './types.ts';

/** A fleet's standing, and its races scored, by race index. */
interface ScoredFleet {
  standing: FleetStanding;
  races: Map<number, FleetRaceScore>;
}

/**
 * Scores one fleet of a series: each race it sailed, with the boats entered but absent scored
 * DNC (RRS A5.2, A10) and the boats without a rating left out (`collectRejections`), then its
 * standing.
 * @throws ScoringValidationError `unknown_boat` for a boat not entered in the fleet, or an error
 * of a race.
 */
function scoreFleet(
  fleet: string,
  entered: readonly string[],
  explicit: boolean,
  rejectedBoats: ReadonlyMap<string, string[]>,
  races: readonly CheckedRace[],
  rule: DiscardRule,
  options: ResolvedScoringOptions,
): ScoredFleet {
  const boats = entered.filter((boat) => !rejectedBoats.has(boat));
  const enteredBoats = new Set(entered);
  const scored = new Map<number, FleetRaceScore>();
  for (const checked of races) {
    const fleetRace = checked.race.fleets.find((f) => f.fleet === fleet);
    if (!fleetRace) continue;
    const context = { raceId: checked.race.id, fleet };
    for (const { boat } of fleetRace.entries) {
      if (explicit && !enteredBoats.has(boat)) {
        throw new ScoringValidationError(
          'unknown_boat',
          `boat "${boat}" is not entered in fleet "${fleet}"`,
          { ...context, boat },
        );
      }
    }
    const records = fleetRace.entries.filter((entry) => !rejectedBoats.has(entry.boat));
    const present = new Set(records.map((entry) => entry.boat));
    const score = scoreFleetRace({
      handicap: fleetRace.handicap,
      startType: fleetRace.startType ?? 'common',
      startTime: fleetRace.startTime ?? null,
      entries: records,
      absent: boats.filter((boat) => !present.has(boat)),
      entrantCount: boats.length,
      options,
      context,
    });
    for (const { boat } of fleetRace.entries) {
      if (rejectedBoats.has(boat) && !score.rejected.some((r) => r.boat === boat)) {
        score.rejected.push({ boat, reason: 'no_rating' });
      }
    }
    scored.set(checked.index, score);
  }

  const racesSailed = [...scored.values()].filter((score) => score.sailed).length;
  const discards = discardCount(rule, racesSailed);
  const rows = standingRows(boats, races, scored, discards);
  const rejected: RejectedSeriesBoat[] = [...rejectedBoats].map(([boat, raceIds]) => ({
    boat,
    reason: 'no_rating',
    raceIds,
  }));
  return { standing: { fleet, racesSailed, discards, rows, rejected }, races: scored };
}

/**
 * Scores a series (RRS Appendix A, low point), each fleet on its own: every race scored as in
 * `scoreRace`, a boat absent from a race scored DNC, redress averages (A9), weighted races,
 * exclusions by the discard rule (A2.1; DNE and must-count races never, discard-first races
 * first), races no boat finished left out, then ranks by net points with ties broken by A8.1
 * and A8.2; ties that survive share the rank.
 * @throws ScoringValidationError for bad input (see `ScoringErrorCode`).
 */
export function scoreSeries(input: SeriesInput): SeriesResult {
  const options = resolveScoringOptions(input);
  const rule = input.discards ?? DEFAULT_DISCARD_RULE;
  validateDiscardRule(rule);
  const races = checkRaces(input.races);
  const { fleets: entries, explicit } = collectEntries(input);
  const rejections = collectRejections(input.races);

  const fleets = new Map<string, ScoredFleet>();
  for (const [fleet, boats] of entries) {
    const rejected = rejections.get(fleet) ?? new Map<string, string[]>();
    fleets.set(fleet, scoreFleet(fleet, boats, explicit, rejected, races, rule, options));
  }

  const raceResults: SeriesFleetRaceResult[] = [];
  for (const checked of races) {
    for (const fleetRace of checked.race.fleets) {
      const score = fleets.get(fleetRace.fleet)?.races.get(checked.index);
      if (score) {
        raceResults.push({
          raceId: checked.race.id,
          fleet: fleetRace.fleet,
          result: toRaceResult(score),
        });
      } else if (fleetRace.entries.length > 0) {
        throw new ScoringValidationError(
          'unknown_boat',
          `fleet "${fleetRace.fleet}" has no entries in the series`,
          { raceId: checked.race.id, fleet: fleetRace.fleet, boat: fleetRace.entries[0]!.boat },
        );
      }
    }
  }
  return { fleets: [...fleets.values()].map((fleet) => fleet.standing), raceResults };
}
