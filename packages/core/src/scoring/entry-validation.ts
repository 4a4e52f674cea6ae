/** Checks of a race entry's fields at the core boundary (ratings are checked where used). */
import { clockSeconds, parseClockTime } from './elapsed-time.ts';
import { ScoringValidationError, type ScoringErrorContext } from './errors.ts';
import { isWholeTenths } from './exact.ts';
import { validatePenalty } from './penalties.ts';
import { SCORE_CODES, type RaceEntry, type Redress } from './types.ts';

const REDRESS_METHODS: readonly Redress['method'][] = [
  'stated',
  'all_races',
  'races_before',
  'all_races_excl_dnc',
];

/** Whether the entry has a finish: a finishing position or a finish time. */
export function hasFinish(entry: RaceEntry): boolean {
  return entry.position != null || entry.finishTime != null;
}

/**
 * Checks one entry's fields; ratings are checked by the caller, where they are used. `context`
 * locates the race; errors add the boat. (The context objects are built only for an error: this
 * runs for every entry of every race of a series.)
 * @throws ScoringValidationError `invalid_option` (no boat key), `invalid_code`,
 * `invalid_position`, `invalid_time`, `invalid_penalty`, `penalty_without_finish`,
 * `invalid_redress`.
 */
export function validateEntry(entry: RaceEntry, context: ScoringErrorContext): void {
  if (typeof entry.boat !== 'string' || entry.boat === '') {
    throw new ScoringValidationError(
      'invalid_option',
      'every entry needs a boat key',
      at(context, entry, 'boat'),
    );
  }
  if (entry.code != null && !SCORE_CODES.includes(entry.code)) {
    throw new ScoringValidationError(
      'invalid_code',
      `unknown code "${String(entry.code)}"`,
      at(context, entry, 'code'),
    );
  }
  if (entry.position != null && !(Number.isInteger(entry.position) && entry.position > 0)) {
    throw new ScoringValidationError(
      'invalid_position',
      `position must be a positive whole number, got ${entry.position}`,
      at(context, entry, 'position'),
    );
  }
  if (entry.finishTime != null && clockSeconds(entry.finishTime) === null) {
    parseClockTime(entry.finishTime, at(context, entry, 'finishTime'));
  }
  if (entry.startTime != null && clockSeconds(entry.startTime) === null) {
    parseClockTime(entry.startTime, at(context, entry, 'startTime'));
  }
  const penalties = entry.penalties ?? [];
  if (penalties.length > 0) {
    const entryContext = { ...context, boat: entry.boat };
    for (const penalty of penalties) validatePenalty(penalty, entryContext);
    if (entry.code != null || !hasFinish(entry)) {
      // docs/product.md §12: ZFP, SCP and DPI are penalties on a boat that finished.
      throw new ScoringValidationError(
        'penalty_without_finish',
        'a penalty needs a finish and no code replacing it',
        at(context, entry, 'penalties'),
      );
    }
  }
  if (entry.code === 'RDG' || entry.redress != null) validateRedress(entry, context);
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
