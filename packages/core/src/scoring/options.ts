import { ScoringValidationError } from './errors.ts';
import type {
  DnfScoring,
  PenaltyOnTie,
  RoundCorrected,
  RulesEdition,
  ScoringOptions,
} from './types.ts';

/**
 * Scoring options with every default filled in. `dnfPoints` is a number exactly when
 * `dnfScoring` needs it (`starting_area_plus`, `fixed`), null otherwise.
 */
export type ResolvedScoringOptions = Required<ScoringOptions>;

const RULES_EDITIONS: readonly RulesEdition[] = ['2025', '2021'];
const DNF_SCORINGS: readonly DnfScoring[] = [
  'series_entries',
  'starting_area',
  'starting_area_incl_dnc',
  'starting_area_plus',
  'fixed',
];
/** The DNF scorings that take their number from `dnfPoints`. */
const DNF_SCORINGS_WITH_POINTS: readonly DnfScoring[] = ['starting_area_plus', 'fixed'];
const ROUND_CORRECTED: readonly RoundCorrected[] = ['none', 'second'];
const PENALTY_ON_TIE: readonly PenaltyOnTie[] = ['tied_score', 'finishing_place'];

/** The largest `dnfPoints` and `scpPlaces`. */
export const MAX_OPTION_NUMBER = 1000;

/** Checks that `value` is one of `allowed`, naming `field` in the error. */
export function checkOneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
  field: string,
): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new ScoringValidationError(
      'invalid_option',
      `${field} must be one of ${allowed.join(', ')}, got ${String(value)}`,
      { field },
    );
  }
  return value as T;
}

/**
 * Checks that `value` is a whole number from 1 to `MAX_OPTION_NUMBER`, naming `field` in the
 * error.
 */
export function checkOptionNumber(value: unknown, field: string): number {
  if (
    typeof value !== 'number' ||
    !Number.isInteger(value) ||
    value < 1 ||
    value > MAX_OPTION_NUMBER
  ) {
    throw new ScoringValidationError(
      'invalid_option',
      `${field} must be a whole number from 1 to ${MAX_OPTION_NUMBER}, got ${String(value)}`,
      { field },
    );
  }
  return value;
}

/**
 * Fills in the defaults: rules edition 2025, DNF scored on series entries (RRS A5.2), corrected
 * time not rounded (docs/product.md §12), SCP a percentage (no `scpPlaces`), penalties on tied
 * boats added to the tied score. `dnfPoints` is read only for the DNF scorings that need it.
 * @throws ScoringValidationError `invalid_option` for an unknown value, a `dnfPoints` missing or
 * not a whole number in 1..1000 where `dnfScoring` needs it, or a `scpPlaces` given and not one.
 */
export function resolveScoringOptions(options: ScoringOptions): ResolvedScoringOptions {
  const dnfScoring = checkOneOf(options.dnfScoring ?? 'series_entries', DNF_SCORINGS, 'dnfScoring');
  return {
    rulesEdition: checkOneOf(options.rulesEdition ?? '2025', RULES_EDITIONS, 'rulesEdition'),
    dnfScoring,
    roundCorrected: checkOneOf(options.roundCorrected ?? 'none', ROUND_CORRECTED, 'roundCorrected'),
    dnfPoints: DNF_SCORINGS_WITH_POINTS.includes(dnfScoring)
      ? checkOptionNumber(options.dnfPoints, 'dnfPoints')
      : null,
    scpPlaces: options.scpPlaces == null ? null : checkOptionNumber(options.scpPlaces, 'scpPlaces'),
    penaltyOnTie: checkOneOf(options.penaltyOnTie ?? 'tied_score', PENALTY_ON_TIE, 'penaltyOnTie'),
  };
}
