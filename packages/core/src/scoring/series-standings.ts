import { isNonDiscardable } from './code-scores.ts';
import {
  DEFAULT_DISCARD_RULE,
  discardCount,
  selectDiscards,
  validateDiscardRule,
} from './discards.ts';
import { ScoringValidationError } from './errors.ts';
import { fromTenths, multiplyTenths } from './exact.ts';
import { resolveScoringOptions, type ResolvedScoringOptions } from './options.ts';
import { averagedRedressTenths, type RedressPoolScore } from './redress.ts';
import {
  scoreFleetRace,
  toRaceResult,
  type FleetRaceEntry,
  type FleetRaceScore,
  type ScoredBoat,
} from './score-race.ts';
import { checkRaces, collectEntries, collectRejections, type CheckedRace } from './series-input.ts';
import { rankSeries } from './tie-breaks.ts';
import type {
  DiscardRule,
  FleetStanding,
  RejectedSeriesBoat,
  SeriesFleetRaceResult,
  SeriesInput,
  SeriesRaceScore,
  SeriesResult,
  SeriesStandingRow,
} from './types.ts';

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
