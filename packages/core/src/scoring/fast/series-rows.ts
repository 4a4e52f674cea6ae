/**
 * A fleet's series rows: each boat's race scores with redress averaged (A9), races weighted,
 * scores excluded (A2.1) and totals; then ranked (A8) and turned into the public standing.
 *
 * A row keeps its races in the fleet's flat arrays by race position rather than as an object per
 * race: a large series has tens of thousands of boat-races, and every object that lives through
 * the ranking is copied by the garbage collector, which made it cost more the larger the series.
 * What a row reads of each race is copied into those arrays first, in one pass over each race's
 * rows: read boat after boat from the races' rows, it would be fetched from all over memory.
 */
import { isNonDiscardable } from '../code-scores.ts';
import { selectDiscardsFast } from './discard-order.ts';
import { ScoringValidationError } from '../errors.ts';
import { fromTenths } from '../exact.ts';
import { multiplyTenthsSmall } from './small-rational.ts';
import { averagedRedressTenths, type AveragedRedress, type RedressPoolScore } from '../redress.ts';
import { NO_PENALTY_CODES, setRaceTenths, type FleetRaceScore } from './score-race.ts';
import type { CheckedRace } from '../series-input.ts';
import { rankSeries, type SeriesScores } from '../tie-breaks.ts';
import {
  SCORE_CODES,
  type Redress,
  type ScoreCode,
  type SeriesRaceScore,
  type SeriesStandingRow,
} from '../types.ts';

/** One race of the series as the rows see it. */
interface Column {
  race: CheckedRace;
  /** Whether the fleet sailed it (some boat finished). */
  sailed: boolean;
  /** The fleet race's score, if the fleet had a start group in it. */
  score: FleetRaceScore | undefined;
}

/**
 * Every boat's scores in every race, flat: boat `row`'s score in the race at position `race`
 * (`CheckedRace.index`) is at `row * raceCount + race`. One array per field for the whole fleet,
 * not arrays per boat: a thousand boats' small arrays (typed ones each with a buffer of its own)
 * cost more to make and to collect than the scores they hold.
 */
export interface BoatRaceTable {
  raceCount: number;
  /** Her position in the race's rows (`FleetRaceScore`); -1 when the fleet had none. */
  at: Int32Array;
  /** Her code as `codeIndex` gives it (0 for none): numbers, which the collector does not copy. */
  code: Uint8Array;
  /** Her finishing place; 0 when she has none (places count from 1). */
  place: Int32Array;
  /** Race points (unweighted) in tenths; NaN without a row, or averaged redress not yet scored. */
  raceTenths: Float64Array;
  /** 1 when her race row has penalties. */
  penalized: Uint8Array;
  /** The points that count (weighted) in tenths; 0 in a race not sailed. */
  tenths: Float64Array;
  /** 1 for a score excluded (A2.1). */
  excluded: Uint8Array;
}

/** A code's number in `BoatRaceTable.code`: 0 for none, else its place in `SCORE_CODES` + 1. */
const CODE_INDEX = new Map<ScoreCode, number>(SCORE_CODES.map((code, i) => [code, i + 1]));
const RDG = CODE_INDEX.get('RDG')!;

function codeIndex(code: ScoreCode | null): number {
  return code === null ? 0 : CODE_INDEX.get(code)!;
}

/** The code at `at` of the table. */
function codeAt(table: BoatRaceTable, at: number): ScoreCode | null {
  const index = table.code[at]!;
  return index === 0 ? null : SCORE_CODES[index - 1]!;
}

/** An empty table for `boatCount` boats in `raceCount` races; fill it with `addRaceScores`. */
export function newRaceTable(boatCount: number, raceCount: number): BoatRaceTable {
  const size = boatCount * raceCount;
  return {
    raceCount,
    at: new Int32Array(size).fill(-1),
    code: new Uint8Array(size),
    place: new Int32Array(size),
    raceTenths: new Float64Array(size).fill(NaN),
    penalized: new Uint8Array(size),
    tenths: new Float64Array(size),
    excluded: new Uint8Array(size),
  };
}

/**
 * Copies a fleet race's scores into the table, boat by boat: `rowOf[position]` is the row of the
 * boat of the race's row `position` (every row's boat is one of the fleet's). Called as each race
 * is scored, while its rows are fresh in the processor's cache: copied after the whole series,
 * at a thousand boats, every race's rows would be fetched from main memory again.
 */
export function addRaceScores(
  table: BoatRaceTable,
  raceIndex: number,
  score: FleetRaceScore,
  rowOf: ArrayLike<number>,
): void {
  const { rows, tenths, places } = score;
  const { raceCount } = table;
  for (let position = 0; position < rows.length; position += 1) {
    const { code, penalties } = rows[position]!;
    const at = rowOf[position]! * raceCount + raceIndex;
    table.at[at] = position;
    table.code[at] = codeIndex(code);
    const place = places[position]!;
    table.place[at] = Number.isNaN(place) ? 0 : place;
    table.raceTenths[at] = tenths[position]!;
    table.penalized[at] = penalties.length > 0 ? 1 : 0;
  }
}

/** The series' discards: how many each boat excludes, and the races excluded before others. */
interface Discards {
  count: number;
  /** Whether each race, by position, is marked "discard first". */
  discardFirst: readonly boolean[];
}

/** One boat's line before ranking; her races are in the fleet's table from `offset`. */
interface SeriesRow {
  boat: string;
  /** `row * raceCount`: where her races begin in the `BoatRaceTable` arrays. */
  offset: number;
  totalTenths: number;
  netTenths: number;
}

/**
 * The fleet's standing rows, ranked: every boat's score in every race (`scores` by race index,
 * each copied into `table` by `addRaceScores`), with `discards` scores excluded. Averaged redress
 * is written into the race scores.
 * @throws ScoringValidationError `invalid_redress` for redress leaving out an unknown race.
 */
export function standingRows(
  boats: readonly string[],
  races: readonly CheckedRace[],
  scores: ReadonlyMap<number, FleetRaceScore>,
  table: BoatRaceTable,
  discards: number,
): SeriesStandingRow[] {
  const raceIds = new Set(races.map((race) => race.race.id));
  const columns = races.map((race): Column => {
    const score = scores.get(race.index);
    return { race, sailed: score?.sailed ?? false, score };
  });
  const discardFirst = races.map((race) => race.policy === 'discard_first');
  const rows = boats.map((boat, row) =>
    scoreRow(boat, row * races.length, table, columns, { count: discards, discardFirst }, raceIds),
  );
  const ranked = rankSeries(rows, (row) => seriesScores(row, table, columns));
  return ranked.map(({ item, rank }) => ({
    boat: item.boat,
    rank,
    races: columns.map((column) => raceScore(item, table, column)),
    total: fromTenths(item.totalTenths),
    net: fromTenths(item.netTenths),
  }));
}

/** One boat's row: redress resolved, races weighted, scores excluded, totals. */
function scoreRow(
  boat: string,
  offset: number,
  table: BoatRaceTable,
  columns: readonly Column[],
  discards: Discards,
  raceIds: ReadonlySet<string>,
): SeriesRow {
  resolveRedress(boat, offset, table, columns, discards.count, raceIds);
  // A weighted race counts its points times the weight, rounded to tenths.
  const tenths = table.tenths.subarray(offset, offset + table.raceCount);
  // RRS A2.1: exclude the worst scores; never a DNE, never a race that must count. Sized up
  // front and cut to length, as the arrays of `seriesScores`: pushing copies an array as it grows.
  const discardable = new Array<number>(columns.length);
  let discardableCount = 0;
  // Index loops over the races: see `scoreFleet` (this runs for every boat).
  for (let c = 0; c < columns.length; c += 1) {
    const { race, sailed } = columns[c]!;
    if (!sailed) continue;
    const at = offset + race.index;
    if (table.at[at]! >= 0) {
      const points = table.raceTenths[at]!;
      tenths[race.index] = multiplyTenthsSmall(Number.isNaN(points) ? 0 : points, race.weight);
    }
    if (!isNonDiscardable(codeAt(table, at)) && race.policy !== 'must_count') {
      discardable[discardableCount++] = race.index;
    }
  }
  discardable.length = discardableCount;
  const excluded = selectDiscardsFast(discardable, tenths, discards.discardFirst, discards.count);
  let totalTenths = 0;
  let netTenths = 0;
  for (let index = 0; index < table.raceCount; index += 1) {
    const points = tenths[index]!;
    totalTenths += points;
    if (excluded.has(index)) table.excluded[offset + index] = 1;
    else netTenths += points;
  }
  return { boat, offset, totalTenths, netTenths };
}

/** What RRS A8 compares of a row: races sailed only. */
function seriesScores(
  row: SeriesRow,
  table: BoatRaceTable,
  columns: readonly Column[],
): SeriesScores {
  const keptTenths = new Array<number>(columns.length);
  const raceTenths = new Array<number>(columns.length);
  let kept = 0;
  let sailedCount = 0;
  for (let c = 0; c < columns.length; c += 1) {
    const { race, sailed } = columns[c]!;
    if (!sailed) continue;
    const at = row.offset + race.index;
    raceTenths[sailedCount++] = table.tenths[at]!;
    if (!table.excluded[at]) keptTenths[kept++] = table.tenths[at]!;
  }
  keptTenths.length = kept;
  raceTenths.length = sailedCount;
  return { netTenths: row.netTenths, keptTenths, raceTenths };
}

function raceScore(
  row: SeriesRow,
  table: BoatRaceTable,
  { race, sailed, score }: Column,
): SeriesRaceScore {
  const at = row.offset + race.index;
  const code = codeAt(table, at);
  // Points are set after the object is made, not in it: see `RaceResultRow.points` in
  // `scoreFleetRace` (the same reason).
  const result: Omit<SeriesRaceScore, 'points'> & { points: number | null } = {
    raceId: race.race.id,
    points: null,
    code,
    penalties: table.penalized[at] ? score!.rows[table.at[at]!]!.penalties : NO_PENALTY_CODES,
    place: table.place[at] || null,
    discarded: table.excluded[at] === 1,
    notSailed: !sailed,
    nonDiscardable: isNonDiscardable(code),
    redress: code === 'RDG',
  };
  result.points = fromTenths(table.tenths[at]!);
  return result as SeriesRaceScore;
}

/**
 * Scores averaged redress for one boat (RRS A9) from her other races, in place. When nothing is
 * left to average (e.g. redress in the first race, averaged over races before it), she keeps the
 * points of her finishing place, or gets the DNF score if she has none, until races are sailed
 * that give an average.
 */
function resolveRedress(
  boat: string,
  offset: number,
  table: BoatRaceTable,
  columns: readonly Column[],
  discards: number,
  raceIds: ReadonlySet<string>,
): void {
  // Nearly every boat has no redress: skip building her pool of scores.
  let hasRedress = false;
  for (let index = 0; index < table.raceCount; index += 1) {
    if (table.code[offset + index] === RDG) hasRedress = true;
  }
  if (!hasRedress) return;
  const redressIn = ({ race, score }: Column) =>
    table.code[offset + race.index] === RDG
      ? score!.redress![table.at[offset + race.index]!]!
      : null;
  if (!columns.some((column) => isAveraged(redressIn(column)))) return;
  const pool: RedressPoolScore[] = [];
  for (const { race, sailed } of columns) {
    const tenths = table.raceTenths[offset + race.index]!;
    if (Number.isNaN(tenths)) continue;
    pool.push({
      raceIndex: race.index,
      raceId: race.race.id,
      tenths,
      code: codeAt(table, offset + race.index),
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
    const position = table.at[offset + race.index]!;
    const average = averagedRedressTenths(redress, race.index, pool, discards);
    const placeTenths = score!.placeTenths[position]!;
    const tenths = average ?? (Number.isNaN(placeTenths) ? score!.dnfScore * 10 : placeTenths);
    setRaceTenths(score!, position, tenths);
    table.raceTenths[offset + race.index] = tenths;
  }
}

function isAveraged(redress: Redress | null | undefined): redress is AveragedRedress {
  return redress != null && redress.method !== 'stated';
}
