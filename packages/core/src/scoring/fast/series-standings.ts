import { DEFAULT_DISCARD_RULE, discardCount, validateDiscardRule } from '../discards.ts';
import { ScoringValidationError } from '../errors.ts';
import { resolveScoringOptions, type ResolvedScoringOptions } from '../options.ts';
import { scoreFleetRace, toRaceResult, type FleetRaceScore } from './score-race.ts';
import {
  checkRaces,
  collectEntries,
  collectRejections,
  type CheckedRace,
} from '../series-input.ts';
import { addRaceScores, newRaceTable, standingRows } from './series-rows.ts';
import type {
  DiscardRule,
  FleetStanding,
  RaceEntry,
  RejectedSeriesBoat,
  SeriesFleetRaceResult,
  SeriesInput,
  SeriesResult,
} from '../types.ts';

/** The slot of a boat entered but left out of the fleet (no rating, `collectRejections`). */
const LEFT_OUT = -1;

interface FleetWork {
  standing: FleetStanding;
  scores: Map<number, FleetRaceScore>;
}

/**
 * Scores one fleet of a series: each of its races (boats entered but absent scored DNC, boats
 * without a rating left out), then its standing.
 */
function scoreFleet(
  fleet: string,
  entered: readonly string[],
  explicit: boolean,
  rejectedBoats: Map<string, string[]>,
  races: readonly CheckedRace[],
  rule: DiscardRule,
  options: ResolvedScoringOptions,
): FleetWork {
  const boats = entered.filter((boat) => !rejectedBoats.has(boat));
  // Every boat entered: her row, or LEFT_OUT. One look-up per record of every race.
  const slots = new Map<string, number>(entered.map((boat) => [boat, LEFT_OUT]));
  boats.forEach((boat, row) => slots.set(boat, row));
  const scores = new Map<number, FleetRaceScore>();
  const table = newRaceTable(boats.length, races.length);

  for (const checked of races) {
    const fleetRace = checked.race.fleets.find((f) => f.fleet === fleet);
    if (!fleetRace) continue;
    const context = { raceId: checked.race.id, fleet };
    // Index loops over a race's boats here and in the race: a loop over an iterator makes an
    // object per step where the engine does not optimize it away, tens of thousands in a series.
    const { entries } = fleetRace;
    // Sized up front (and cut to length): grown by pushing, they would be copied as they grow.
    const records = new Array<RaceEntry>(entries.length);
    let recordCount = 0;
    // The row of each record's boat, then of each absent boat: the race's rows in order.
    const rowOf = new Int32Array(entries.length + boats.length);
    let rowCount = 0;
    const leftOut: string[] = [];
    const present = new Array<boolean>(boats.length).fill(false);
    // Whether every boat scored has one record: then the race need not check it again.
    let distinctBoats = true;
    for (let i = 0; i < entries.length; i += 1) {
      const entry = entries[i]!;
      const { boat } = entry;
      const row = slots.get(boat);
      if (explicit && row === undefined) {
        throw new ScoringValidationError(
          'unknown_boat',
          `boat "${boat}" is not entered in fleet "${fleet}"`,
          { ...context, boat },
        );
      }
      if (row === LEFT_OUT) {
        leftOut.push(boat);
      } else {
        records[recordCount++] = entry;
        rowOf[rowCount++] = row ?? LEFT_OUT;
        if (row === undefined || present[row]) distinctBoats = false;
        else present[row] = true;
      }
    }
    // A boat entered in the series but absent from this race did not come: DNC (RRS A5.2, A10).
    records.length = recordCount;
    const absent: string[] = [];
    present.forEach((came, row) => {
      if (came) return;
      absent.push(boats[row]!);
      rowOf[rowCount++] = row;
    });
    const score = scoreFleetRace({
      handicap: fleetRace.handicap,
      startType: fleetRace.startType ?? 'common',
      startTime: fleetRace.startTime ?? null,
      entries: records,
      absent,
      entrantCount: boats.length,
      distinctBoats,
      options,
      context,
    });
    // The race's rows are its records, then its absent boats, unless it left out a boat of its
    // own (never in a series: a boat without a rating is left out of every race) or a boat came
    // twice (an error): then each row's boat is looked up by name.
    const rowsInOrder = score.rejected.length === 0 && distinctBoats;
    addRaceScores(
      table,
      checked.index,
      score,
      rowsInOrder ? rowOf : score.rows.map((row) => slots.get(row.boat)!),
    );
    for (const boat of leftOut) {
      if (!score.rejected.some((r) => r.boat === boat)) {
        score.rejected.push({ boat, reason: 'no_rating' });
      }
    }
    scores.set(checked.index, score);
  }

  const racesSailed = [...scores.values()].filter((score) => score.sailed).length;
  const discards = discardCount(rule, racesSailed);
  const rows = standingRows(boats, races, scores, table, discards);
  const rejected: RejectedSeriesBoat[] = [...rejectedBoats].map(([boat, raceIds]) => ({
    boat,
    reason: 'no_rating',
    raceIds,
  }));
  return {
    standing: { fleet, racesSailed, discards, rows, rejected },
    scores,
  };
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

  const works = new Map<string, FleetWork>();
  for (const [fleet, boats] of entries) {
    works.set(
      fleet,
      scoreFleet(
        fleet,
        boats,
        explicit,
        rejections.get(fleet) ?? new Map<string, string[]>(),
        races,
        rule,
        options,
      ),
    );
  }

  const raceResults: SeriesFleetRaceResult[] = [];
  for (const checked of races) {
    for (const fleetRace of checked.race.fleets) {
      const score = works.get(fleetRace.fleet)?.scores.get(checked.index);
      if (!score) {
        if (fleetRace.entries.length > 0) {
          throw new ScoringValidationError(
            'unknown_boat',
            `fleet "${fleetRace.fleet}" has no entries in the series`,
            { raceId: checked.race.id, fleet: fleetRace.fleet, boat: fleetRace.entries[0]!.boat },
          );
        }
        continue;
      }
      raceResults.push({
        raceId: checked.race.id,
        fleet: fleetRace.fleet,
        result: toRaceResult(score),
      });
    }
  }
  return { fleets: [...works.values()].map((work) => work.standing), raceResults };
}
