/**
 * A fleet race (a start group of a sailing) scored under RRS Appendix A, low point: finishers
 * placed (A4) with ties sharing points (A7), codes scored (A5.2, A5.3), penalties added (rules
 * 30.2, 44.3(c)), redress stated in points (A9(c)).
 */
import { codeScore, type CodeScoreBase } from './code-scores.ts';
import { correctionFactor, validateRating } from './corrected-time.ts';
import { parseClockTime } from './elapsed-time.ts';
import { absentEntry, checkEntry, hasFinish, type CheckedEntry } from './entry-validation.ts';
import { ScoringValidationError, type ScoringErrorContext } from './errors.ts';
import { compareRational, fromTenths, toTenths } from './exact.ts';
import { finishKeys, type FinishKey } from './finish-order.ts';
import { checkOneOf, resolveScoringOptions, type ResolvedScoringOptions } from './options.ts';
import { applyPenalties, type PenaltyScoring } from './penalties.ts';
import { placeFinishers } from './race-points.ts';
import { byPointsThenPlace } from './result-order.ts';
import type {
  Handicap,
  RaceEntry,
  RaceInput,
  RaceResult,
  RaceResultRow,
  Redress,
  RejectedBoat,
  StartType,
} from './types.ts';

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
  options: ResolvedScoringOptions;
  context?: ScoringErrorContext;
}

/** One boat's score in a fleet race: her public row, and what the series needs besides it. */
export interface ScoredBoat {
  row: RaceResultRow;
  /** Her points in whole tenths; null for averaged redress until the series scores it. */
  tenths: number | null;
  /** Points of her finishing place in tenths (A4, A7), when she has a place. */
  placeTenths: number | null;
  /** Her redress, when scored RDG. */
  redress: Redress | null;
}

/** A fleet race scored: its boats in input order (rejected boats left out), and its counts. */
export interface FleetRaceScore {
  boats: ScoredBoat[];
  rejected: RejectedBoat[];
  /** RRS 35: a race no boat finished is abandoned, so it was not sailed. */
  sailed: boolean;
  entrants: number;
  cameToStartingArea: number;
  dnfScore: number;
  dncScore: number;
}

/** A placed boat: her ranking key, place and the points of her place. */
interface Placing {
  finish: FinishKey;
  place: number;
  tenths: number;
}

/**
 * Scores one fleet race (see `scoreRace`), keeping what the series needs.
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

  const { scored, rejected } = checkEntries(input.entries, handicap, usesRating, context);
  for (const boat of input.absent ?? []) scored.push(absentEntry(boat, context));
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
  const placedIndexes = scored.flatMap((entry, index) =>
    hasFinish(entry) && (entry.code === null || entry.code === 'RDG') ? [index] : [],
  );
  const keys = finishKeys(scored, placedIndexes, {
    handicap,
    startType,
    fleetStart,
    options,
    context,
  });
  const placed = placeFinishers(keys, (a, b) => compareRational(a.key, b.key));
  const placings = new Map<number, Placing>(
    placed.items.map((finish, i) => [
      finish.index,
      { finish, place: placed.place[i]!, tenths: placed.tenths[i]! },
    ]),
  );

  // RRS A5.3: a finisher came to the starting area; otherwise as recorded, by default every boat
  // with a record except one scored DNC.
  const cameToStartingArea = scored.filter(
    (entry, index) =>
      placings.has(index) ||
      (entry.cameToStartingArea ?? (!entry.implicit && entry.code !== 'DNC')),
  ).length;
  const base: CodeScoreBase = { entrants, cameToStartingArea };
  const dnfScore = codeScore('DNF', options, base);
  const penaltyScoring: PenaltyScoring = {
    dnfScore,
    rulesEdition: options.rulesEdition,
    scpPlaces: options.scpPlaces,
    penaltyOnTie: options.penaltyOnTie,
  };
  const boats = scored.map((entry, index) =>
    scoreBoat(entry, placings.get(index), {
      handicap,
      usesRating,
      base,
      dnfScore,
      penaltyScoring,
      options,
    }),
  );
  return {
    boats,
    rejected,
    sailed: scored.some(hasFinish),
    entrants,
    cameToStartingArea,
    dnfScore,
    dncScore: codeScore('DNC', options, base),
  };
}

/**
 * Checks each entry; a boat twice is an error. In a fleet ranked on corrected time, a boat with
 * no rating cannot be scored: she is left out and does not count towards other boats' scores
 * (reported so the organiser can fix it).
 * @throws ScoringValidationError `duplicate_boat`, `invalid_rating`, or a bad entry's error.
 */
function checkEntries(
  entries: readonly RaceEntry[],
  handicap: Handicap,
  usesRating: boolean,
  context: ScoringErrorContext,
): { scored: CheckedEntry[]; rejected: RejectedBoat[] } {
  const scored: CheckedEntry[] = [];
  const rejected: RejectedBoat[] = [];
  const seen = new Set<string>();
  for (const raw of entries) {
    const entry = checkEntry(raw, context);
    if (seen.has(entry.boat)) {
      throw new ScoringValidationError(
        'duplicate_boat',
        `boat "${entry.boat}" is twice in one race`,
        { ...context, boat: entry.boat },
      );
    }
    seen.add(entry.boat);
    if (usesRating) {
      if (entry.rating === null) {
        rejected.push({ boat: entry.boat, reason: 'no_rating' });
        continue;
      }
      validateRating(handicap, entry.rating, { ...context, boat: entry.boat });
    }
    scored.push(entry);
  }
  return { scored, rejected };
}

/** What scoring one boat of a race needs of the race. */
interface RaceScoring {
  handicap: Handicap;
  usesRating: boolean;
  base: CodeScoreBase;
  dnfScore: number;
  penaltyScoring: PenaltyScoring;
  options: ResolvedScoringOptions;
}

/**
 * One boat's row and points (A4 place, A5 code, A9 stated redress, penalties on her place or,
 * when tied, on the tied points or her place's as the options say).
 */
function scoreBoat(
  entry: CheckedEntry,
  placing: Placing | undefined,
  { handicap, usesRating, base, dnfScore, penaltyScoring, options }: RaceScoring,
): ScoredBoat {
  const { code, penalties, redress } = entry;
  let status: RaceResultRow['status'];
  let tenths: number | null;
  if (code === 'RDG') {
    status = 'redress';
    // Averaged redress needs the boat's other races: the series scores it.
    tenths = redress?.method === 'stated' ? toTenths(redress.points) : null;
  } else if (code !== null) {
    status = 'coded';
    tenths = codeScore(code, options, base) * 10;
  } else if (placing) {
    status = 'finished';
    tenths = applyPenalties(placing.place, placing.tenths, penalties, penaltyScoring);
  } else {
    // Neither a finish nor a code yet: still racing. Scored as not finished meanwhile.
    status = 'unfinished';
    tenths = dnfScore * 10;
  }
  const row: RaceResultRow = {
    boat: entry.boat,
    rank: placing?.place ?? null,
    points: tenths === null ? null : fromTenths(tenths),
    code,
    penalties: code === null ? penalties.map((penalty) => penalty.code) : [],
    status,
    elapsed: placing?.finish.elapsed ?? null,
    corrected: placing?.finish.corrected ?? null,
    factor: usesRating && entry.rating !== null ? correctionFactor(handicap, entry.rating) : null,
  };
  return {
    row,
    tenths,
    placeTenths: placing?.tenths ?? null,
    redress: code === 'RDG' ? redress : null,
  };
}

/** The public result of a scored fleet race, its rows ordered by points, then place. */
export function toRaceResult(score: FleetRaceScore): RaceResult {
  const ordered = [...score.boats].sort((a, b) =>
    byPointsThenPlace(
      { tenths: a.tenths, place: a.row.rank },
      { tenths: b.tenths, place: b.row.rank },
    ),
  );
  return {
    rows: ordered.map((boat) => boat.row),
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
