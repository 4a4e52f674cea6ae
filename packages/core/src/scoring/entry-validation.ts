/**
 * Checks of a race entry's fields at the core boundary (ratings are checked where used), and the
 * entry in the one shape the rest of the core reads.
 */
import { clockSeconds, parseClockTime } from './elapsed-time.ts';
import { ScoringValidationError, type ScoringErrorContext } from './errors.ts';
import { isWholeTenths } from './exact.ts';
import { validatePenalty } from './penalties.ts';
import {
  SCORE_CODES,
  type Penalty,
  type RaceEntry,
  type Redress,
  type ScoreCode,
} from './types.ts';

const REDRESS_METHODS: readonly Redress['method'][] = [
  'stated',
  'all_races',
  'races_before',
  'all_races_excl_dnc',
];

/** A race entry checked, with every field present (null when not given) and its clock times read. */
export interface CheckedEntry {
  boat: string;
  rating: number | null;
  /** The boat's own start (pursuit), seconds since midnight. */
  start: number | null;
  /** The finish clock time, seconds since midnight. */
  finish: number | null;
  position: number | null;
  code: ScoreCode | null;
  penalties: readonly Penalty[];
  redress: Redress | null;
  cameToStartingArea: boolean | null;
  /** A boat the series scores DNC because she has no record in the race (`absentEntry`). */
  implicit: boolean;
}

const NO_PENALTIES: readonly Penalty[] = Object.freeze([]);

/** Whether the entry has a finish: a finishing position or a finish time. */
export function hasFinish(entry: CheckedEntry): boolean {
  return entry.position !== null || entry.finish !== null;
}

/**
 * A boat entered in the series with no record in a race: she did not come (DNC, RRS A5.2).
 * @throws ScoringValidationError `invalid_option` for a boat key that is not a non-empty string.
 */
export function absentEntry(boat: string, context: ScoringErrorContext): CheckedEntry {
  checkBoatKey(boat, context);
  return {
    boat,
    rating: null,
    start: null,
    finish: null,
    position: null,
    code: 'DNC',
    penalties: NO_PENALTIES,
    redress: null,
    cameToStartingArea: null,
    implicit: true,
  };
}

/**
 * Checks one entry's fields and returns it checked, in one shape; ratings are checked by the
 * caller, where they are used. `context` locates the race; errors add the boat.
 * @throws ScoringValidationError `invalid_option` (no boat key), `invalid_code`,
 * `invalid_position`, `invalid_time`, `invalid_penalty`, `penalty_without_finish`,
 * `invalid_redress`.
 */
export function checkEntry(entry: RaceEntry, context: ScoringErrorContext): CheckedEntry {
  const { boat, rating, startTime, finishTime, position, code, penalties, redress } = entry;
  checkBoatKey(boat, context);
  if (code != null && !SCORE_CODES.includes(code)) {
    throw new ScoringValidationError(
      'invalid_code',
      `unknown code "${String(code)}"`,
      at(context, entry, 'code'),
    );
  }
  if (position != null && !(Number.isInteger(position) && position > 0)) {
    throw new ScoringValidationError(
      'invalid_position',
      `position must be a positive whole number, got ${position}`,
      at(context, entry, 'position'),
    );
  }
  const finish = finishTime == null ? null : clockSeconds(finishTime);
  if (finishTime != null && finish === null) {
    parseClockTime(finishTime, at(context, entry, 'finishTime'));
  }
  const start = startTime == null ? null : clockSeconds(startTime);
  if (startTime != null && start === null) {
    parseClockTime(startTime, at(context, entry, 'startTime'));
  }
  if (penalties != null && penalties.length > 0) {
    const entryContext = { ...context, boat };
    for (const penalty of penalties) validatePenalty(penalty, entryContext);
    if (code != null || (position == null && finishTime == null)) {
      // docs/product.md §12: ZFP, SCP and DPI are penalties on a boat that finished.
      throw new ScoringValidationError(
        'penalty_without_finish',
        'a penalty needs a finish and no code replacing it',
        at(context, entry, 'penalties'),
      );
    }
  }
  if (code === 'RDG' || redress != null) validateRedress(entry, context);
  return {
    boat,
    rating: rating ?? null,
    start,
    finish,
    position: position ?? null,
    code: code ?? null,
    penalties: penalties ?? NO_PENALTIES,
    redress: redress ?? null,
    cameToStartingArea: entry.cameToStartingArea ?? null,
    implicit: false,
  };
}

/** Checks a boat key: a non-empty string. */
function checkBoatKey(boat: string, context: ScoringErrorContext): void {
  if (typeof boat !== 'string' || boat === '') {
    throw new ScoringValidationError('invalid_option', 'every entry needs a boat key', {
      ...context,
      boat,
      field: 'boat',
    });
  }
}

/** The error context of an entry's field. */
function at(context: ScoringErrorContext, entry: RaceEntry, field: string): ScoringErrorContext {
  return { ...context, boat: entry.boat, field };
}

function validateRedress(entry: RaceEntry, context: ScoringErrorContext): void {
  const { redress } = entry;
  const fail = (message: string) => {
    throw new ScoringValidationError('invalid_redress', message, at(context, entry, 'redress'));
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
