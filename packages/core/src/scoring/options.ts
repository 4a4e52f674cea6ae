import { ScoringValidationError } from './errors.ts';
import type { DnfScoring, RoundCorrected, RulesEdition, ScoringOptions } from './types.ts';

/** Scoring options with every default filled in. */
export type ResolvedScoringOptions = Required<ScoringOptions>;

const RULES_EDITIONS: readonly RulesEdition[] = ['2025', '2021'];
const DNF_SCORINGS: readonly DnfScoring[] = [
  'series_entries',
  'starting_area',
  'starting_area_incl_dnc',
];
const ROUND_CORRECTED: readonly RoundCorrected[] = ['none', 'second'];

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
 * Fills in the defaults: rules edition 2025, DNF scored on series entries (RRS A5.2), corrected
 * time not rounded (docs/product.md §12).
 * @throws ScoringValidationError `invalid_option` for an unknown value.
 */
export function resolveScoringOptions(options: ScoringOptions): ResolvedScoringOptions {
  return {
    rulesEdition: checkOneOf(options.rulesEdition ?? '2025', RULES_EDITIONS, 'rulesEdition'),
    dnfScoring: checkOneOf(options.dnfScoring ?? 'series_entries', DNF_SCORINGS, 'dnfScoring'),
    roundCorrected: checkOneOf(options.roundCorrected ?? 'none', ROUND_CORRECTED, 'roundCorrected'),
  };
}
