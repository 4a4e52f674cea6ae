import { codeScore, type CodeScoreBase } from './code-scores.ts';
import { correctionFactor, exactCorrectedTime, validateRating } from './corrected-time.ts';
import { parseClockTime, SECONDS_PER_DAY } from './elapsed-time.ts';
import { ScoringValidationError, type ScoringErrorContext } from './errors.ts';
import {
  compareRational,
  fromTenths,
  isWholeTenths,
  rationalToNumber,
  toTenths,
  type Rational,
} from './exact.ts';
import { checkOneOf, resolveScoringOptions, type ResolvedScoringOptions } from './options.ts';
import { applyPenalties, validatePenalty } from './penalties.ts';
import { placeFinishers } from './race-points.ts';
import {
  SCORE_CODES,
  type Handicap,
  type PenaltyCode,
  type RaceEntry,
  type RaceInput,
  type RaceResult,
  type RaceResultRow,
  type RaceRowStatus,
  type Redress,
  type RejectedBoat,
  type ScoreCode,
  type StartType,
} from './types.ts';

const HANDICAPS: readonly Handicap[] = ['scratch', 'time_on_time', 'yardstick'];
const START_TYPES: readonly StartType[] = ['common', 'pursuit'];
const REDRESS_METHODS: readonly Redress['method'][] = [
  'stated',
  'all_races',
  'races_before',
  'all_races_excl_dnc',
];

/** A fleet race entry as the series hands it in; `implicit` marks an absent boat (DNC). */
export interface FleetRaceEntry extends RaceEntry {
  implicit?: boolean;
}

/** Input of `scoreFleetRace`: a `RaceInput` with its options resolved and a context for errors. */
export interface FleetRaceInput {
  handicap: Handicap;
  startType?: StartType;
  startTime?: string | null;
  entries: readonly FleetRaceEntry[];
  entrantCount?: number;
  options: ResolvedScoringOptions;
  context?: ScoringErrorContext;
}

/** One boat's race score as the core keeps it: points in whole tenths. */
export interface ScoredBoat {
  boat: string;
  /** Position in the input. */
  index: number;
  /** Finishing place (A4/A7), for a finisher and for RDG after finishing. */
  place: number | null;
  /** Points of that place in tenths (shared under A7). */
  placeTenths: number | null;
  /** Points in tenths; null for averaged redress, which needs the series. */
  tenths: number | null;
  code: ScoreCode | null;
  penalties: PenaltyCode[];
  status: RaceRowStatus;
  redress: Redress | null;
  elapsed: number | null;
  corrected: number | null;
  factor: number | null;
}

/** A fleet race scored, before it is turned into a `RaceResult`. */
export interface FleetRaceScore {
  /** In input order, rejected boats left out. */
  boats: ScoredBoat[];
  rejected: RejectedBoat[];
  sailed: boolean;
  entrants: number;
  cameToStartingArea: number;
  dnfScore: number;
  dncScore: number;
}

function hasFinish(entry: RaceEntry): boolean {
  return entry.position != null || entry.finishTime != null;
}

/** Checks one entry's fields; ratings are checked by the caller, where they are used. */
function validateEntry(entry: RaceEntry, context: ScoringErrorContext): void {
  if (typeof entry.boat !== 'string' || entry.boat === '') {
    throw new ScoringValidationError('invalid_option', 'every entry needs a boat key', {
      ...context,
      field: 'boat',
    });
  }
  if (entry.code != null && !SCORE_CODES.includes(entry.code)) {
    throw new ScoringValidationError('invalid_code', `unknown code "${String(entry.code)}"`, {
      ...context,
      field: 'code',
    });
  }
  if (entry.position != null && !(Number.isInteger(entry.position) && entry.position > 0)) {
    throw new ScoringValidationError(
      'invalid_position',
      `position must be a positive whole number, got ${entry.position}`,
      { ...context, field: 'position' },
    );
  }
  if (entry.finishTime != null)
    parseClockTime(entry.finishTime, { ...context, field: 'finishTime' });
  if (entry.startTime != null) parseClockTime(entry.startTime, { ...context, field: 'startTime' });
  const penalties = entry.penalties ?? [];
  for (const penalty of penalties) validatePenalty(penalty, context);
  if (penalties.length > 0 && (entry.code != null || !hasFinish(entry))) {
    // DESIGN.md §7: ZFP, SCP and DPI are penalties on a boat that finished.
    throw new ScoringValidationError(
      'penalty_without_finish',
      'a penalty needs a finish and no code replacing it',
      { ...context, field: 'penalties' },
    );
  }
  validateRedress(entry, context);
}

function validateRedress(entry: RaceEntry, context: ScoringErrorContext): void {
  const { redress } = entry;
  const fail = (message: string) => {
    throw new ScoringValidationError('invalid_redress', message, { ...context, field: 'redress' });
  };
  if (entry.code !== 'RDG') {
    if (redress != null) fail('redress is given with code RDG only');
    return;
  }
  if (redress == null) return fail('RDG needs the redress method');
  if (!REDRESS_METHODS.includes(redress.method)) {
    return fail(`unknown redress method "${String(redress.method)}"`);
  }
  if (redress.method === 'stated') {
    if (!(redress.points >= 0) || !isWholeTenths(redress.points)) {
      fail(`stated redress points must be ≥ 0 in tenths, got ${redress.points}`);
    }
  } else if (
    redress.excludeRaces != null &&
    !redress.excludeRaces.every((id) => typeof id === 'string')
  ) {
    fail('excluded races are race ids');
  }
}

/** Ranking key of a placed boat: smaller is better, equal is a tie (A7). */
interface Placing {
  index: number;
  key: Rational;
  elapsed: number | null;
  corrected: number | null;
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

  const seen = new Set<string>();
  const rejected: RejectedBoat[] = [];
  const scored: FleetRaceEntry[] = [];
  for (const entry of input.entries) {
    const entryContext = { ...context, boat: entry.boat };
    validateEntry(entry, entryContext);
    if (seen.has(entry.boat)) {
      throw new ScoringValidationError(
        'duplicate_boat',
        `boat "${entry.boat}" is twice in one race`,
        entryContext,
      );
    }
    seen.add(entry.boat);
    if (usesRating && !entry.implicit) {
      if (entry.rating == null) {
        // A boat with no rating cannot be scored on corrected time: it is left out and does not
        // count towards other boats' scores (reported so the organiser can fix it).
        rejected.push({ boat: entry.boat, reason: 'no_rating' });
        continue;
      }
      validateRating(handicap, entry.rating, entryContext);
    }
    scored.push(entry);
  }

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
  const placedIndexes = scored
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => hasFinish(entry) && (entry.code == null || entry.code === 'RDG'))
    .map(({ index }) => index);
  const placings = rankingKeys(scored, placedIndexes, {
    handicap,
    startType,
    fleetStart,
    options,
    context,
  });
  const placed = placeFinishers(placings, (a, b) => compareRational(a.key, b.key));
  const placeByIndex = new Map(placed.map((p) => [p.item.index, p]));

  const came = scored.filter(
    (entry, index) =>
      placeByIndex.has(index) ||
      (entry.cameToStartingArea ?? (!entry.implicit && entry.code !== 'DNC')),
  ).length;
  const base: CodeScoreBase = { entrants, cameToStartingArea: came };
  const dnfScore = codeScore('DNF', options.dnfScoring, base);
  const dncScore = codeScore('DNC', options.dnfScoring, base);

  const boats = scored.map((entry, index): ScoredBoat => {
    const placing = placeByIndex.get(index);
    const code = entry.code ?? null;
    const penalties = entry.penalties ?? [];
    const factor =
      usesRating && entry.rating != null ? correctionFactor(handicap, entry.rating) : null;
    let status: RaceRowStatus;
    let tenths: number | null;
    if (code === 'RDG') {
      status = 'redress';
      const { redress } = entry;
      tenths = redress?.method === 'stated' ? toTenths(redress.points) : null;
    } else if (code != null) {
      status = 'coded';
      tenths = codeScore(code, options.dnfScoring, base) * 10;
    } else if (placing) {
      status = 'finished';
      tenths = applyPenalties(placing.tenths, penalties, dnfScore, options.rulesEdition);
    } else {
      // Neither a finish nor a code yet: still racing. Scored as not finished meanwhile.
      status = 'unfinished';
      tenths = dnfScore * 10;
    }
    return {
      boat: entry.boat,
      index,
      place: placing?.place ?? null,
      placeTenths: placing?.tenths ?? null,
      tenths,
      code,
      penalties: code == null ? penalties.map((p) => p.code) : [],
      status,
      redress: code === 'RDG' ? (entry.redress ?? null) : null,
      elapsed: placing?.item.elapsed ?? null,
      corrected: placing?.item.corrected ?? null,
      factor,
    };
  });

  return {
    boats,
    rejected,
    // RRS 35: a race no boat finished is abandoned, so it was not sailed.
    sailed: scored.some(hasFinish),
    entrants,
    cameToStartingArea: came,
    dnfScore,
    dncScore,
  };
}

interface KeyContext {
  handicap: Handicap;
  startType: StartType;
  fleetStart: number | null;
  options: ResolvedScoringOptions;
  context: ScoringErrorContext;
}

/**
 * The ranking key of each placed boat. Handicap fleets rank on corrected time; a pursuit start on
 * the finishing order (clock time); a scratch fleet on finishing positions when every finisher
 * has one (the line order, dead heats as equal positions), else on elapsed time.
 */
function rankingKeys(
  entries: readonly FleetRaceEntry[],
  placedIndexes: readonly number[],
  { handicap, startType, fleetStart, options, context }: KeyContext,
): Placing[] {
  const usesRating = handicap !== 'scratch' && startType === 'common';
  const byPosition =
    !usesRating && placedIndexes.every((index) => entries[index]!.position != null);
  if (!byPosition && !usesRating) {
    const withTime = placedIndexes.filter((index) => entries[index]!.finishTime != null);
    if (withTime.length !== placedIndexes.length && startType === 'common') {
      throw new ScoringValidationError(
        'mixed_finish_data',
        'give every finisher a position, or every finisher a finish time',
        context,
      );
    }
  }
  const ownStarts = placedIndexes
    .map((index) => entries[index]!.startTime)
    .filter((time): time is string => time != null)
    .map((time) => parseClockTime(time));
  const pursuitReference = fleetStart ?? (ownStarts.length > 0 ? Math.min(...ownStarts) : null);

  return placedIndexes.map((index): Placing => {
    const entry = entries[index]!;
    const boatContext = { ...context, boat: entry.boat };
    const startText = entry.startTime ?? null;
    const start = startText != null ? parseClockTime(startText) : fleetStart;
    const finish = entry.finishTime != null ? parseClockTime(entry.finishTime) : null;
    const elapsed =
      finish != null && start != null ? (finish - start + SECONDS_PER_DAY) % SECONDS_PER_DAY : null;
    if (byPosition) {
      return {
        index,
        key: { num: BigInt(entry.position!), den: 1n },
        elapsed,
        corrected: startType === 'common' ? elapsed : null,
      };
    }
    if (finish == null) {
      throw new ScoringValidationError(
        'missing_finish_time',
        'a finisher needs a finish time here',
        { ...boatContext, field: 'finishTime' },
      );
    }
    if (elapsed == null || (startType === 'pursuit' && pursuitReference == null)) {
      throw new ScoringValidationError('missing_start_time', 'a timed finish needs a start time', {
        ...boatContext,
        field: 'startTime',
      });
    }
    if (startType === 'pursuit') {
      // The finishing order is the result: rank on the clock, counted from the first start.
      const sinceFirstStart = (finish - pursuitReference! + SECONDS_PER_DAY) % SECONDS_PER_DAY;
      return { index, key: { num: BigInt(sinceFirstStart), den: 1n }, elapsed, corrected: null };
    }
    const key = exactCorrectedTime(
      elapsed,
      handicap,
      usesRating ? (entry.rating ?? null) : null,
      options.roundCorrected,
    );
    return { index, key, elapsed, corrected: rationalToNumber(key) };
  });
}

/** Turns a scored fleet race into the public result, rows ordered by points then place. */
export function toRaceResult(score: FleetRaceScore): RaceResult {
  const order = (value: number | null) => (value == null ? Infinity : value);
  const rows = [...score.boats]
    .sort(
      (a, b) =>
        order(a.tenths) - order(b.tenths) || order(a.place) - order(b.place) || a.index - b.index,
    )
    .map((boat): RaceResultRow => ({
      boat: boat.boat,
      rank: boat.place,
      points: boat.tenths == null ? null : fromTenths(boat.tenths),
      code: boat.code,
      penalties: [...boat.penalties],
      status: boat.status,
      elapsed: boat.elapsed,
      corrected: boat.corrected,
      factor: boat.factor,
    }));
  return {
    rows,
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
 * elapsed and corrected times, places (A4) with ties sharing points (A7), codes (A5.2/A5.3),
 * boats behind a DSQ/RET/NSC moving up (A6.1), ZFP/SCP/DPI penalties (rules 30.2, 44.3(c)).
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
