import { isNonDiscardable } from './code-scores.ts';
import {
  DEFAULT_DISCARD_RULE,
  discardCount,
  selectDiscards,
  validateDiscardRule,
} from './discards.ts';
import { ScoringValidationError } from './errors.ts';
import { fromTenths, multiplyTenths } from './exact.ts';
import { checkOneOf, resolveScoringOptions, type ResolvedScoringOptions } from './options.ts';
import { averagedRedressTenths, type RedressPoolScore } from './redress.ts';
import {
  scoreFleetRace,
  toRaceResult,
  type FleetRaceEntry,
  type FleetRaceScore,
  type ScoredBoat,
} from './score-race.ts';
import { rankSeries } from './tie-breaks.ts';
import type {
  DiscardPolicy,
  DiscardRule,
  FleetStanding,
  RejectedSeriesBoat,
  SeriesFleetRaceResult,
  SeriesInput,
  SeriesRace,
  SeriesRaceScore,
  SeriesResult,
  SeriesStandingRow,
} from './types.ts';

const DISCARD_POLICIES: readonly DiscardPolicy[] = ['normal', 'must_count', 'discard_first'];
/** Largest race weight accepted. */
export const MAX_RACE_WEIGHT = 100;

/** A race with its options checked and defaults filled in. */
interface CheckedRace {
  race: SeriesRace;
  index: number;
  policy: DiscardPolicy;
  weight: number;
}

function checkRaces(races: readonly SeriesRace[]): CheckedRace[] {
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

/** The boats entered per fleet, fleets in order of first appearance. */
function collectEntries(input: SeriesInput): { fleets: Map<string, string[]>; explicit: boolean } {
  const fleets = new Map<string, string[]>();
  const add = (fleet: string, boat: string, strict: boolean) => {
    const boats = fleets.get(fleet) ?? [];
    if (boats.includes(boat)) {
      if (strict) {
        throw new ScoringValidationError(
          'duplicate_boat',
          `boat "${boat}" is entered twice in fleet "${fleet}"`,
          { boat, fleet },
        );
      }
      return;
    }
    boats.push(boat);
    fleets.set(fleet, boats);
  };
  if (input.entries) {
    for (const { boat, fleet } of input.entries) add(fleet, boat, true);
    return { fleets, explicit: true };
  }
  for (const race of input.races) {
    for (const fleetRace of race.fleets) {
      for (const entry of fleetRace.entries) add(fleetRace.fleet, entry.boat, false);
    }
  }
  return { fleets, explicit: false };
}

/**
 * Boats left out of a fleet: in a handicap fleet with a common start, a boat without a rating in
 * any race cannot be scored on corrected time, so it is left out of the whole series and of
 * every count (it would otherwise change other boats' places and the DNF score).
 */
function collectRejections(races: readonly SeriesRace[]): Map<string, Map<string, string[]>> {
  const rejected = new Map<string, Map<string, string[]>>();
  for (const race of races) {
    for (const fleetRace of race.fleets) {
      if (fleetRace.handicap === 'scratch' || (fleetRace.startType ?? 'common') !== 'common') {
        continue;
      }
      for (const entry of fleetRace.entries) {
        if (entry.rating != null) continue;
        const boats = rejected.get(fleetRace.fleet) ?? new Map<string, string[]>();
        boats.set(entry.boat, [...(boats.get(entry.boat) ?? []), race.id]);
        rejected.set(fleetRace.fleet, boats);
      }
    }
  }
  return rejected;
}

/** One boat's score in one race while the standing is worked out. */
interface Cell {
  race: CheckedRace;
  /** Null when the fleet had no start group in the race. */
  scored: ScoredBoat | null;
  sailed: boolean;
  weightedTenths: number;
  discarded: boolean;
}

interface FleetWork {
  standing: FleetStanding;
  scores: Map<number, FleetRaceScore>;
}

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
  const known = new Set(entered);
  const scores = new Map<number, FleetRaceScore>();

  for (const checked of races) {
    const fleetRace = checked.race.fleets.find((f) => f.fleet === fleet);
    if (!fleetRace) continue;
    const context = { raceId: checked.race.id, fleet };
    const records: FleetRaceEntry[] = [];
    const leftOut: string[] = [];
    for (const entry of fleetRace.entries) {
      if (explicit && !known.has(entry.boat)) {
        throw new ScoringValidationError(
          'unknown_boat',
          `boat "${entry.boat}" is not entered in fleet "${fleet}"`,
          { ...context, boat: entry.boat },
        );
      }
      if (rejectedBoats.has(entry.boat)) leftOut.push(entry.boat);
      else records.push(entry);
    }
    const present = new Set(records.map((entry) => entry.boat));
    // A boat entered in the series but absent from this race did not come: DNC (RRS A5.2, A10).
    const absent: FleetRaceEntry[] = boats
      .filter((boat) => !present.has(boat))
      .map((boat) => ({ boat, code: 'DNC', implicit: true }));
    const score = scoreFleetRace({
      handicap: fleetRace.handicap,
      startType: fleetRace.startType ?? 'common',
      startTime: fleetRace.startTime ?? null,
      entries: [...records, ...absent],
      entrantCount: boats.length,
      options,
      context,
    });
    for (const boat of leftOut) {
      if (!score.rejected.some((r) => r.boat === boat)) {
        score.rejected.push({ boat, reason: 'no_rating' });
      }
    }
    scores.set(checked.index, score);
  }

  const racesSailed = [...scores.values()].filter((score) => score.sailed).length;
  const discards = discardCount(rule, racesSailed);

  const rows = boats.map((boat) => {
    const cells: Cell[] = races.map((race) => {
      const score = scores.get(race.index);
      return {
        race,
        scored: score?.boats.find((b) => b.boat === boat) ?? null,
        sailed: score?.sailed ?? false,
        weightedTenths: 0,
        discarded: false,
      };
    });
    resolveRedress(cells, scores, discards, races);
    for (const cell of cells) {
      // A weighted race counts its points times the weight, rounded to tenths.
      cell.weightedTenths =
        cell.sailed && cell.scored ? multiplyTenths(cell.scored.tenths ?? 0, cell.race.weight) : 0;
    }
    // RRS A2.1: exclude the worst scores; never a DNE, never a race that must count.
    const excluded = selectDiscards(
      cells
        .filter(
          (cell) =>
            cell.sailed &&
            !isNonDiscardable(cell.scored?.code ?? null) &&
            cell.race.policy !== 'must_count',
        )
        .map((cell) => ({
          raceIndex: cell.race.index,
          tenths: cell.weightedTenths,
          discardFirst: cell.race.policy === 'discard_first',
        })),
      discards,
    );
    for (const cell of cells) cell.discarded = excluded.has(cell.race.index);
    const totalTenths = cells.reduce((sum, cell) => sum + cell.weightedTenths, 0);
    const netTenths = cells.reduce(
      (sum, cell) => sum + (cell.discarded ? 0 : cell.weightedTenths),
      0,
    );
    return { boat, cells, totalTenths, netTenths };
  });

  const ranked = rankSeries(rows, (row) => {
    const sailed = row.cells.filter((cell) => cell.sailed);
    return {
      netTenths: row.netTenths,
      keptTenths: sailed.filter((cell) => !cell.discarded).map((cell) => cell.weightedTenths),
      raceTenths: sailed.map((cell) => cell.weightedTenths),
    };
  });

  const standingRows = ranked.map(({ item, rank }): SeriesStandingRow => ({
    boat: item.boat,
    rank,
    races: item.cells.map((cell): SeriesRaceScore => ({
      raceId: cell.race.race.id,
      points: fromTenths(cell.weightedTenths),
      code: cell.scored?.code ?? null,
      penalties: [...(cell.scored?.penalties ?? [])],
      place: cell.scored?.place ?? null,
      discarded: cell.discarded,
      notSailed: !cell.sailed,
      nonDiscardable: isNonDiscardable(cell.scored?.code ?? null),
      redress: cell.scored?.code === 'RDG',
    })),
    total: fromTenths(item.totalTenths),
    net: fromTenths(item.netTenths),
  }));
  const rejected: RejectedSeriesBoat[] = [...rejectedBoats].map(([boat, raceIds]) => ({
    boat,
    reason: 'no_rating',
    raceIds,
  }));
  return {
    standing: { fleet, racesSailed, discards, rows: standingRows, rejected },
    scores,
  };
}

/**
 * Scores averaged redress for one boat (RRS A9) from her other races, in place. When nothing is
 * left to average (e.g. redress in the first race, averaged over races before it), she keeps the
 * points of her finishing place, or gets the DNF score if she has none, until races are sailed
 * that give an average.
 */
function resolveRedress(
  cells: readonly Cell[],
  scores: Map<number, FleetRaceScore>,
  discards: number,
  races: readonly CheckedRace[],
): void {
  const raceIds = new Set(races.map((race) => race.race.id));
  const pool: RedressPoolScore[] = cells
    .filter((cell) => cell.scored?.tenths != null)
    .map((cell) => ({
      raceIndex: cell.race.index,
      raceId: cell.race.race.id,
      tenths: cell.scored!.tenths!,
      code: cell.scored!.code,
      sailed: cell.sailed,
    }));
  for (const cell of cells) {
    const scored = cell.scored;
    const redress = scored?.redress;
    if (!scored || !redress || redress.method === 'stated') continue;
    for (const id of redress.excludeRaces ?? []) {
      if (!raceIds.has(id)) {
        throw new ScoringValidationError(
          'invalid_redress',
          `redress leaves out race "${id}", which is not in the series`,
          { raceId: cell.race.race.id, boat: scored.boat, field: 'redress' },
        );
      }
    }
    const average = averagedRedressTenths(redress, cell.race.index, pool, discards);
    scored.tenths = average ?? scored.placeTenths ?? scores.get(cell.race.index)!.dnfScore * 10;
  }
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
