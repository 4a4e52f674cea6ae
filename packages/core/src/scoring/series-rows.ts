/**
 * A fleet's series rows: each boat's race scores with redress averaged (A9), races weighted,
 * scores excluded (A2.1) and totals; then ranked (A8) and turned into the public standing.
 *
 * A row keeps its races in arrays by race position rather than as an object per race: a large
 * series has tens of thousands of boat-races, and every object that lives through the ranking is
 * copied by the garbage collector, which made it cost more the larger the series. What a row
 * reads of each race is copied into her arrays first, in one pass over each race's rows: read
 * boat after boat from the races' rows, it would be fetched from all over memory.
 */
import { isNonDiscardable } from './code-scores.ts';
import { selectDiscards } from './discards.ts';
import { ScoringValidationError } from './errors.ts';
import { fromTenths, multiplyTenths } from './exact.ts';
import { NO_PENALTY_CODES } from './penalties.ts';
import { averagedRedressTenths, type AveragedRedress, type RedressPoolScore } from './redress.ts';
import { setRaceTenths, type FleetRaceScore } from './score-race.ts';
import type { CheckedRace } from './series-input.ts';
import { rankSeries, type SeriesScores } from './tie-breaks.ts';
import type { Redress, ScoreCode, SeriesRaceScore, SeriesStandingRow } from './types.ts';

/** One race of the series as the rows see it. */
interface Column {
  race: CheckedRace;
  /** Whether the fleet sailed it (some boat finished). */
  sailed: boolean;
  /** The fleet race's score, if the fleet had a start group in it. */
  score: FleetRaceScore | undefined;
}

/** A boat's scores in the races, by race position (`CheckedRace.index`). */
interface BoatRaces {
  /** Her position in each race's rows (`FleetRaceScore`); -1 when the fleet had none. */
  at: Int32Array;
  code: (ScoreCode | null)[];
  place: (number | null)[];
  /** Race points (unweighted) in tenths; null for averaged redress until it is scored. */
  tenths: (number | null)[];
  /** 1 when her race row has penalties. */
  penalized: Uint8Array;
}

/** The series' discards: how many each boat excludes, and the races excluded before others. */
interface Discards {
  count: number;
  /** Whether each race, by position, is marked "discard first". */
  discardFirst: readonly boolean[];
}

/** One boat's line before ranking; the arrays are by race position (`CheckedRace.index`). */
interface SeriesRow {
  boat: string;
  races: BoatRaces;
  /** The points that count in each race (weighted), in tenths; 0 in a race not sailed. */
  tenths: number[];
  /** Positions of the races excluded (A2.1). */
  excluded: Set<number>;
  totalTenths: number;
  netTenths: number;
}

/**
 * The fleet's standing rows, ranked: every boat's score in every race (`scores` by race index),
 * with `discards` scores excluded. Averaged redress is written into the race scores.
 * @throws ScoringValidationError `invalid_redress` for redress leaving out an unknown race.
 */
export function standingRows(
  boats: readonly string[],
  races: readonly CheckedRace[],
  scores: ReadonlyMap<number, FleetRaceScore>,
  discards: number,
): SeriesStandingRow[] {
  const raceIds = new Set(races.map((race) => race.race.id));
  const columns = races.map((race): Column => {
    const score = scores.get(race.index);
    return { race, sailed: score?.sailed ?? false, score };
  });
  // Every race's scores laid out by boat in one pass over the race: finding a boat in every race
  // by searching for her would be quadratic in the number of boats.
  const rowOf = new Map(boats.map((boat, row) => [boat, row]));
  const byRow = boats.map((): BoatRaces => ({
    at: new Int32Array(races.length).fill(-1),
    code: new Array<ScoreCode | null>(races.length).fill(null),
    place: new Array<number | null>(races.length).fill(null),
    tenths: new Array<number | null>(races.length).fill(null),
    penalized: new Uint8Array(races.length),
  }));
  for (const { race, score } of columns) {
    score?.rows.forEach(({ boat, code, rank, penalties }, position) => {
      // Every boat scored has a row: a race's entries are the fleet's boats less rejected ones.
      const boatRaces = byRow[rowOf.get(boat)!]!;
      const index = race.index;
      boatRaces.at[index] = position;
      boatRaces.code[index] = code;
      boatRaces.place[index] = rank;
      boatRaces.tenths[index] = score.tenths[position]!;
      boatRaces.penalized[index] = penalties.length > 0 ? 1 : 0;
    });
  }

  const discardFirst = races.map((race) => race.policy === 'discard_first');
  const rows = boats.map((boat, row) =>
    scoreRow(boat, byRow[row]!, columns, { count: discards, discardFirst }, raceIds),
  );
  const ranked = rankSeries(rows, (row) => seriesScores(row, columns));
  return ranked.map(({ item, rank }) => ({
    boat: item.boat,
    rank,
    races: columns.map((column) => raceScore(item, column)),
    total: fromTenths(item.totalTenths),
    net: fromTenths(item.netTenths),
  }));
}

/** One boat's row: redress resolved, races weighted, scores excluded, totals. */
function scoreRow(
  boat: string,
  races: BoatRaces,
  columns: readonly Column[],
  discards: Discards,
  raceIds: ReadonlySet<string>,
): SeriesRow {
  resolveRedress(boat, races, columns, discards.count, raceIds);
  // A weighted race counts its points times the weight, rounded to tenths.
  const tenths = columns.map(({ race, sailed }) =>
    sailed && races.at[race.index]! >= 0
      ? multiplyTenths(races.tenths[race.index] ?? 0, race.weight)
      : 0,
  );
  // RRS A2.1: exclude the worst scores; never a DNE, never a race that must count.
  const discardable: number[] = [];
  for (const { race, sailed } of columns) {
    if (sailed && !isNonDiscardable(races.code[race.index]!) && race.policy !== 'must_count') {
      discardable.push(race.index);
    }
  }
  const excluded = selectDiscards(discardable, tenths, discards.discardFirst, discards.count);
  let totalTenths = 0;
  let netTenths = 0;
  tenths.forEach((points, index) => {
    totalTenths += points;
    if (!excluded.has(index)) netTenths += points;
  });
  return { boat, races, tenths, excluded, totalTenths, netTenths };
}

/** What RRS A8 compares of a row: races sailed only. */
function seriesScores(row: SeriesRow, columns: readonly Column[]): SeriesScores {
  const keptTenths: number[] = [];
  const raceTenths: number[] = [];
  for (const { race, sailed } of columns) {
    if (!sailed) continue;
    raceTenths.push(row.tenths[race.index]!);
    if (!row.excluded.has(race.index)) keptTenths.push(row.tenths[race.index]!);
  }
  return { netTenths: row.netTenths, keptTenths, raceTenths };
}

function raceScore(row: SeriesRow, { race, sailed, score }: Column): SeriesRaceScore {
  const { at, code: codes, place, penalized } = row.races;
  const code = codes[race.index]!;
  return {
    raceId: race.race.id,
    points: fromTenths(row.tenths[race.index]!),
    code,
    penalties: penalized[race.index] ? score!.rows[at[race.index]!]!.penalties : NO_PENALTY_CODES,
    place: place[race.index]!,
    discarded: row.excluded.has(race.index),
    notSailed: !sailed,
    nonDiscardable: isNonDiscardable(code),
    redress: code === 'RDG',
  };
}

/**
 * Scores averaged redress for one boat (RRS A9) from her other races, in place. When nothing is
 * left to average (e.g. redress in the first race, averaged over races before it), she keeps the
 * points of her finishing place, or gets the DNF score if she has none, until races are sailed
 * that give an average.
 */
function resolveRedress(
  boat: string,
  races: BoatRaces,
  columns: readonly Column[],
  discards: number,
  raceIds: ReadonlySet<string>,
): void {
  // Nearly every boat has no redress: skip building her pool of scores.
  if (!races.code.includes('RDG')) return;
  const redressIn = ({ race, score }: Column) =>
    races.code[race.index] === 'RDG' ? score!.redress[races.at[race.index]!]! : null;
  if (!columns.some((column) => isAveraged(redressIn(column)))) return;
  const pool: RedressPoolScore[] = [];
  for (const { race, sailed } of columns) {
    const tenths = races.tenths[race.index]!;
    if (tenths === null) continue;
    pool.push({
      raceIndex: race.index,
      raceId: race.race.id,
      tenths,
      code: races.code[race.index]!,
      sailed,
    });
  }
  for (const column of columns) {
    const { race, score } = column;
    const redress = redressIn(column);
    if (!isAveraged(redress)) continue;
    for (const id of redress.excludeRaces ?? []) {
      if (!raceIds.has(id)) {
        throw new ScoringValidationError(
          'invalid_redress',
          `redress leaves out race "${id}", which is not in the series`,
          { raceId: race.race.id, boat, field: 'redress' },
        );
      }
    }
    const position = races.at[race.index]!;
    const average = averagedRedressTenths(redress, race.index, pool, discards);
    const tenths = average ?? score!.placeTenths[position] ?? score!.dnfScore * 10;
    setRaceTenths(score!, position, tenths);
    races.tenths[race.index] = tenths;
  }
}

function isAveraged(redress: Redress | null | undefined): redress is AveragedRedress {
  return redress != null && redress.method !== 'stated';
}
