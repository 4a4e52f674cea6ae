/**
 * A fleet's series standing, boat by boat: averaged redress scored (RRS A9), races weighted,
 * the worst scores excluded (A2.1), totals, then the boats ranked with ties broken (A8).
 */
import { isNonDiscardable } from './code-scores.ts';
import { selectDiscards } from './discards.ts';
import { ScoringValidationError } from './errors.ts';
import { fromTenths, multiplyTenths } from './exact.ts';
import { averagedRedressTenths, type AveragedRedress } from './redress.ts';
import type { FleetRaceScore, ScoredBoat } from './score-race.ts';
import type { CheckedRace } from './series-input.ts';
import { rankSeries } from './tie-breaks.ts';
import type { SeriesRaceScore, SeriesStandingRow } from './types.ts';

/** One boat's score in one race of the series, while her standing is worked out. */
interface BoatRace {
  race: CheckedRace;
  /** Whether the fleet sailed the race (some boat finished). */
  sailed: boolean;
  /** The race as scored, if the fleet had a start group in it. */
  fleetRace: FleetRaceScore | undefined;
  /** Her score in it, if the fleet had a start group in it. */
  scored: ScoredBoat | undefined;
  /** The points that count (weighted) in tenths; 0 in a race not sailed. */
  tenths: number;
  /** Excluded by the discard rule (A2.1). */
  excluded: boolean;
}

/** One boat's line before ranking. */
interface BoatSeries {
  boat: string;
  races: BoatRace[];
  totalTenths: number;
  netTenths: number;
}

/**
 * The fleet's standing rows, ranked: every boat's score in every race of the series (`scored` by
 * race index), with `discards` scores excluded. Averaged redress is written into the races'
 * scores, so the race results show it too.
 * @throws ScoringValidationError `invalid_redress` for redress leaving out an unknown race.
 */
export function standingRows(
  boats: readonly string[],
  races: readonly CheckedRace[],
  scored: ReadonlyMap<number, FleetRaceScore>,
  discards: number,
): SeriesStandingRow[] {
  const raceIds = new Set(races.map((race) => race.race.id));
  const byBoat = new Map(
    [...scored].map(([index, score]) => [
      index,
      new Map(score.boats.map((boat) => [boat.row.boat, boat])),
    ]),
  );
  const series = boats.map((boat) => {
    const boatRaces = races.map((race): BoatRace => {
      const fleetRace = scored.get(race.index);
      return {
        race,
        sailed: fleetRace?.sailed ?? false,
        fleetRace,
        scored: byBoat.get(race.index)?.get(boat),
        tenths: 0,
        excluded: false,
      };
    });
    scoreAveragedRedress(boat, boatRaces, discards, raceIds);
    return boatSeries(boat, boatRaces, discards);
  });
  // RRS A8: races sailed only; excluded scores are left out of A8.1 and kept in A8.2.
  const ranked = rankSeries(series, ({ netTenths, races: boatRaces }) => {
    const sailed = boatRaces.filter((race) => race.sailed);
    return {
      netTenths,
      keptTenths: sailed.filter((race) => !race.excluded).map((race) => race.tenths),
      raceTenths: sailed.map((race) => race.tenths),
    };
  });
  return ranked.map(({ item, rank }) => ({
    boat: item.boat,
    rank,
    races: item.races.map(seriesRaceScore),
    total: fromTenths(item.totalTenths),
    net: fromTenths(item.netTenths),
  }));
}

/** A boat's races weighted, her worst scores excluded (A2.1), and her totals. */
function boatSeries(boat: string, races: BoatRace[], discards: number): BoatSeries {
  for (const race of races) {
    // A weighted race counts its points times the weight, rounded to tenths.
    if (race.sailed && race.scored) {
      race.tenths = multiplyTenths(race.scored.tenths ?? 0, race.race.weight);
    }
  }
  // RRS A2.1: exclude the worst scores; never a DNE, never a race that must count.
  const discardable = races
    .filter(
      (race) =>
        race.sailed &&
        !isNonDiscardable(race.scored?.row.code ?? null) &&
        race.race.policy !== 'must_count',
    )
    .map((race) => race.race.index);
  const excluded = selectDiscards(
    discardable,
    races.map((race) => race.tenths),
    races.map((race) => race.race.policy === 'discard_first'),
    discards,
  );
  let totalTenths = 0;
  let netTenths = 0;
  for (const race of races) {
    race.excluded = excluded.has(race.race.index);
    totalTenths += race.tenths;
    if (!race.excluded) netTenths += race.tenths;
  }
  return { boat, races, totalTenths, netTenths };
}

/** A boat's score in one race as the standing shows it. */
function seriesRaceScore({ race, sailed, scored, tenths, excluded }: BoatRace): SeriesRaceScore {
  const code = scored?.row.code ?? null;
  return {
    raceId: race.race.id,
    points: fromTenths(tenths),
    code,
    penalties: scored?.row.penalties ?? [],
    place: scored?.row.rank ?? null,
    discarded: excluded,
    notSailed: !sailed,
    nonDiscardable: isNonDiscardable(code),
    redress: code === 'RDG',
  };
}

/**
 * Scores a boat's averaged redress (RRS A9) from her other races, in place. When nothing is left
 * to average (e.g. redress in the first race, averaged over races before it), she keeps the
 * points of her finishing place, or gets the DNF score if she has none, until races are sailed
 * that give an average.
 * @throws ScoringValidationError `invalid_redress` for redress leaving out an unknown race.
 */
function scoreAveragedRedress(
  boat: string,
  races: readonly BoatRace[],
  discards: number,
  raceIds: ReadonlySet<string>,
): void {
  // Her scores as they stand, before any average is written in.
  const pool = races.flatMap(({ race, sailed, scored }) =>
    scored?.tenths == null
      ? []
      : [
          {
            raceIndex: race.index,
            raceId: race.race.id,
            tenths: scored.tenths,
            code: scored.row.code,
            sailed,
          },
        ],
  );
  for (const { race, fleetRace, scored } of races) {
    const redress = scored?.redress;
    if (!fleetRace || !scored || !isAveraged(redress)) continue;
    for (const id of redress.excludeRaces ?? []) {
      if (!raceIds.has(id)) {
        throw new ScoringValidationError(
          'invalid_redress',
          `redress leaves out race "${id}", which is not in the series`,
          { raceId: race.race.id, boat, field: 'redress' },
        );
      }
    }
    const average = averagedRedressTenths(redress, race.index, pool, discards);
    scored.tenths = average ?? scored.placeTenths ?? fleetRace.dnfScore * 10;
    scored.row.points = fromTenths(scored.tenths);
  }
}

function isAveraged(redress: ScoredBoat['redress'] | undefined): redress is AveragedRedress {
  return redress != null && redress.method !== 'stated';
}
