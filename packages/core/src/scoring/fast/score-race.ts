import { codeScore, type CodeScoreBase } from '../code-scores.ts';
import { correctionFactor, isValidRating, validateRating } from '../corrected-time.ts';
import { parseClockTime } from '../elapsed-time.ts';
import { absentEntry, checkEntry, hasFinish, type CheckedEntry } from '../entry-validation.ts';
import { ScoringValidationError, type ScoringErrorContext } from '../errors.ts';
import { fromTenths, toTenths } from '../exact.ts';
import { compareFinishKeys, elapsedOf, finishOrderKeys, shownCorrected } from './finish-order.ts';
import { checkOneOf, resolveScoringOptions, type ResolvedScoringOptions } from '../options.ts';
import { applyPenalties, type PenaltyScoring } from '../penalties.ts';
import { placeInOrder } from '../race-points.ts';
import { sortNearly } from './nearly-sorted.ts';
import { resultOrder } from './result-order.ts';
import type {
  Handicap,
  PenaltyCode,
  RaceEntry,
  RaceInput,
  RaceResult,
  RaceResultRow,
  RaceRowStatus,
  Redress,
  RejectedBoat,
  StartType,
} from '../types.ts';

/**
 * The penalties of every result row without any: one frozen array, not one per row (a series has
 * tens of thousands of rows, and each array it keeps is work for the garbage collector).
 */
export const NO_PENALTY_CODES: readonly PenaltyCode[] = Object.freeze([]);

const HANDICAPS: readonly Handicap[] = ['scratch', 'time_on_time', 'yardstick'];
const START_TYPES: readonly StartType[] = ['common', 'pursuit'];

/** Input of `scoreFleetRace`: a `RaceInput` with its options resolved and a context for errors. */
export interface FleetRaceInput {
  handicap: Handicap;
  startType?: StartType;
  startTime?: string | null;
  entries: readonly RaceEntry[];
  /**
   * Boats entered in the series with no record in this race, scored DNC after `entries` (RRS
   * A5.2, A10); none of them is in `entries`.
   */
  absent?: readonly string[];
  entrantCount?: number;
  /** The caller has made sure no boat is twice in `entries` (so the check is skipped). */
  distinctBoats?: boolean;
  options: ResolvedScoringOptions;
  context?: ScoringErrorContext;
}

/**
 * A fleet race scored, before it is turned into a `RaceResult`: the public rows in input order
 * (rejected boats left out) and, by the same position, what the series needs besides them. Kept
 * as arrays beside the rows rather than an object per boat: a series scores tens of thousands.
 * The numbers are in typed arrays, NaN for none: their contents are not objects, so the garbage
 * collector does not copy them while the series scores its other races.
 */
export interface FleetRaceScore {
  /** Points null for averaged redress, until the series scores it (`setRaceTenths`). */
  rows: RaceResultRow[];
  /** Each row's points in whole tenths; NaN for averaged redress, which needs the series. */
  tenths: Float64Array;
  /** Each row's finishing place (its `rank`), or NaN: read here, the rows need not be. */
  places: Float64Array;
  /** Points of each row's finishing place in tenths (A4/A7; shared under A7), or NaN. */
  placeTenths: Float64Array;
  /** Each row's redress, when scored RDG; null when no row is (nearly every race). */
  redress: (Redress | null)[] | null;
  rejected: RejectedBoat[];
  sailed: boolean;
  entrants: number;
  cameToStartingArea: number;
  dnfScore: number;
  dncScore: number;
}

/** Sets the points of row `position` (averaged redress, scored by the series). */
export function setRaceTenths(score: FleetRaceScore, position: number, tenths: number): void {
  score.tenths[position] = tenths;
  score.rows[position]!.points = fromTenths(tenths);
}

/**
 * Scores one fleet race (see `scoreRace`), keeping what the series needs: tenths, places, pending
 * redress. Exported for the series; the server calls `scoreRace` or `scoreSeries`.
 * @throws ScoringValidationError for bad input.
 */
export function scoreFleetRace(input: FleetRaceInput): FleetRaceScore {
  const context = input.context ?? {};
  const handicap = checkOneOf(input.handicap, HANDICAPS, 'handicap');
  const startType = checkOneOf(input.startType ?? 'common', START_TYPES, 'startType');
  const { options } = input;
  const fleetStart =
    input.startTime == null
      ? null
      : parseClockTime(input.startTime, { ...context, field: 'startTime' });
  // Ratings correct times only in a common start; a pursuit start applied them at the start.
  const usesRating = handicap !== 'scratch' && startType === 'common';

  const seen = input.distinctBoats ? null : new Set<string>();
  const rejected: RejectedBoat[] = [];
  // Index loops over the boats: see `scoreFleet`.
  const { entries } = input;
  const absent = input.absent ?? [];
  // Sized up front and cut to length, as the arrays below: pushing copies an array as it grows.
  const scored = new Array<CheckedEntry>(entries.length + absent.length);
  let scoredCount = 0;
  for (let i = 0; i < entries.length; i += 1) {
    const entry = checkEntry(entries[i]!, context);
    if (seen?.has(entry.boat)) {
      throw new ScoringValidationError(
        'duplicate_boat',
        `boat "${entry.boat}" is twice in one race`,
        { ...context, boat: entry.boat },
      );
    }
    seen?.add(entry.boat);
    if (usesRating) {
      if (entry.rating === null) {
        // A boat with no rating cannot be scored on corrected time: it is left out and does not
        // count towards other boats' scores (reported so the organiser can fix it).
        rejected.push({ boat: entry.boat, reason: 'no_rating' });
        continue;
      }
      if (!isValidRating(handicap, entry.rating)) {
        validateRating(handicap, entry.rating, { ...context, boat: entry.boat });
      }
    }
    scored[scoredCount++] = entry;
  }
  for (let i = 0; i < absent.length; i += 1)
    scored[scoredCount++] = absentEntry(absent[i]!, context);
  scored.length = scoredCount;

  const entrants = input.entrantCount ?? scored.length;
  if (!Number.isInteger(entrants) || entrants < scored.length) {
    throw new ScoringValidationError(
      'invalid_option',
      `entrant count ${entrants} is below the ${scored.length} boats scored`,
      { ...context, field: 'entrantCount' },
    );
  }

  // Boats with a finishing place: finishers, and RDG after finishing (A6.2: redress does not
  // move other boats). Every other code replaces the finish, so boats behind move up (A6.1).
  const placedIndexes = new Array<number>(scoredCount);
  let placedCount = 0;
  scored.forEach((entry, index) => {
    if (hasFinish(entry) && (entry.code == null || entry.code === 'RDG')) {
      placedIndexes[placedCount++] = index;
    }
  });
  placedIndexes.length = placedCount;
  const keys = finishOrderKeys(scored, placedIndexes, {
    handicap,
    startType,
    fleetStart,
    options,
    context,
  });
  // Finishers by their position in `keys`, not an object each: see `FinishKeys`.
  const keyPositions = new Array<number>(keys.count);
  for (let i = 0; i < keys.count; i += 1) keyPositions[i] = i;
  const compare = (i: number, j: number) => compareFinishKeys(keys, i, j);
  const approx = (i: number) => (keys.trusted[i] ? keys.value[i]! : null);
  const placed = placeInOrder(sortNearly(keyPositions, approx, compare), compare);
  // By entry index: her position in `keys` (-1 for none), place, and points of her place. Sized
  // up front: filled in place order, an empty array would go sparse.
  const keyOf = new Int32Array(scored.length).fill(-1);
  const placeOf = new Float64Array(scored.length).fill(NaN);
  const placeTenths = new Float64Array(scored.length).fill(NaN);
  placed.items.forEach((position, i) => {
    const index = keys.index[position]!;
    keyOf[index] = position;
    placeOf[index] = placed.place[i]!;
    placeTenths[index] = placed.tenths[i]!;
  });

  let came = 0;
  scored.forEach((entry, index) => {
    const cameToStart =
      keyOf[index]! >= 0 || (entry.cameToStartingArea ?? (!entry.implicit && entry.code !== 'DNC'));
    if (cameToStart) came += 1;
  });
  const base: CodeScoreBase = { entrants, cameToStartingArea: came };
  const dnfScore = codeScore('DNF', options, base);
  const dncScore = codeScore('DNC', options, base);
  // Read once for the race, not per boat: every code but DNC scores as DNF does (`codeScore`).
  const dnfTenths = dnfScore * 10;
  const dncTenths = dncScore * 10;
  const penaltyScoring: PenaltyScoring = {
    dnfScore,
    rulesEdition: options.rulesEdition,
    scpPlaces: options.scpPlaces,
    penaltyOnTie: options.penaltyOnTie,
  };

  // Sized up front: grown by pushing, each array would be copied as it grows.
  const rows = new Array<RaceResultRow>(scored.length);
  const tenthsOf = new Float64Array(scored.length);
  let redressOf: (Redress | null)[] | null = null;
  scored.forEach((entry, index) => {
    const position = keyOf[index]!;
    const { code, penalties } = entry;
    const factor =
      usesRating && entry.rating !== null ? correctionFactor(handicap, entry.rating) : null;
    let status: RaceRowStatus;
    let tenths: number | null;
    if (code === 'RDG') {
      status = 'redress';
      const { redress } = entry;
      tenths = redress?.method === 'stated' ? toTenths(redress.points) : null;
    } else if (code != null) {
      status = 'coded';
      tenths = code === 'DNC' ? dncTenths : dnfTenths;
    } else if (position >= 0) {
      status = 'finished';
      tenths =
        penalties.length === 0
          ? placeTenths[index]!
          : applyPenalties(placeOf[index]!, placeTenths[index]!, penalties, penaltyScoring);
    } else {
      // Neither a finish nor a code yet: still racing. Scored as not finished meanwhile.
      status = 'unfinished';
      tenths = dnfTenths;
    }
    // Points are set after the row is made, not in it. The engine gives each field of a shape
    // one representation: a field that has held only numbers, some with a fraction (12.5), holds
    // every value in a box of its own, a whole number too; once it has held null, whole numbers
    // sit in the object as they are. Most points are whole, and a series of 1,000 boats keeps
    // 40,000 rows and 40,000 standing race scores (decision 0037, fourth pass).
    const row: RaceResultRow = {
      boat: entry.boat,
      rank: position >= 0 ? placeOf[index]! : null,
      points: null,
      code,
      penalties:
        code == null && penalties.length > 0
          ? Object.freeze(penalties.map((p) => p.code))
          : NO_PENALTY_CODES,
      status,
      elapsed: position >= 0 ? elapsedOf(keys, position) : null,
      corrected: position >= 0 ? shownCorrected(keys, position) : null,
      factor,
    };
    if (tenths !== null) row.points = fromTenths(tenths);
    rows[index] = row;
    tenthsOf[index] = tenths ?? NaN;
    if (code === 'RDG') {
      redressOf ??= new Array<Redress | null>(scored.length).fill(null);
      redressOf[index] = entry.redress;
    }
  });

  return {
    rows,
    tenths: tenthsOf,
    places: placeOf,
    placeTenths,
    redress: redressOf,
    rejected,
    // RRS 35: a race no boat finished is abandoned, so it was not sailed.
    sailed: scored.some(hasFinish),
    entrants,
    cameToStartingArea: came,
    dnfScore,
    dncScore,
  };
}

/**
 * Turns a scored fleet race into the public result, rows ordered by points then place. The rows
 * are the score's own (a series hands each fleet race's rows out once).
 */
export function toRaceResult(score: FleetRaceScore): RaceResult {
  const order = resultOrder(score.tenths, score.places);
  return {
    rows: order.map((position) => score.rows[position]!),
    rejected: [...score.rejected],
    sailed: score.sailed,
    entrants: score.entrants,
    cameToStartingArea: score.cameToStartingArea,
    dnfScore: score.dnfScore,
    dncScore: score.dncScore,
  };
}

/**
 * Scores one fleet race (a start group of a sailing) under RRS Appendix A, low point:
 * elapsed and corrected times, places (A4) with ties sharing points (A7), codes (A5.2/A5.3, or
 * as the sailing instructions score them), boats behind a DSQ/RET/NSC moving up (A6.1),
 * ZFP/SCP/DPI penalties (rules 30.2, 44.3(c); SCP in places, penalties on ties, as the options
 * say).
 * Redress stated in points is scored; averaged redress needs the series (points null here).
 * @throws ScoringValidationError for bad input (see `ScoringErrorCode`).
 */
export function scoreRace(input: RaceInput): RaceResult {
  return toRaceResult(
    scoreFleetRace({
      handicap: input.handicap,
      startType: input.startType ?? 'common',
      startTime: input.startTime ?? null,
      entries: input.entries,
      ...(input.entrantCount === undefined ? {} : { entrantCount: input.entrantCount }),
      options: resolveScoringOptions(input),
    }),
  );
}
