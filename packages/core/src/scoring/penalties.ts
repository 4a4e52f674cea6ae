/** Scoring penalties on a finisher: ZFP (rule 30.2), SCP (rule 44.3(c)) and DPI. */
import { ScoringValidationError, type ScoringErrorContext } from './errors.ts';
import { decimalToRational, isWholeTenths, roundHalfUp, toTenths } from './exact.ts';
import type { Penalty, RulesEdition } from './types.ts';
import { PENALTY_CODES } from './types.ts';

/** The scoring penalty when the sailing instructions state none: 20% (rules 30.2, 44.3(c)). */
export const DEFAULT_PENALTY_PERCENT = 20;

/**
 * Checks a penalty's fields.
 * @throws ScoringValidationError `invalid_code` for an unknown code, `invalid_penalty` for a
 * percentage not in (0, 100] or DPI points that are not a positive multiple of 0.1.
 */
export function validatePenalty(penalty: Penalty, context: ScoringErrorContext = {}): void {
  if (!PENALTY_CODES.includes(penalty.code)) {
    throw new ScoringValidationError('invalid_code', `unknown penalty "${String(penalty.code)}"`, {
      ...context,
      field: 'penalties',
    });
  }
  if (penalty.code === 'DPI') {
    if (!(penalty.points > 0) || !isWholeTenths(penalty.points)) {
      throw new ScoringValidationError(
        'invalid_penalty',
        `DPI needs positive points in tenths, got ${penalty.points}`,
        { ...context, field: 'penalties' },
      );
    }
    return;
  }
  const percent = penalty.percent ?? DEFAULT_PENALTY_PERCENT;
  if (!Number.isFinite(percent) || percent <= 0 || percent > 100) {
    throw new ScoringValidationError(
      'invalid_penalty',
      `${penalty.code} percentage must be in (0, 100], got ${percent}`,
      { ...context, field: 'penalties' },
    );
  }
}

/**
 * One penalty in tenths of a point. ZFP and SCP: the percentage of the DNF score, rounded as the
 * edition says: RRS 2025 rule 44.3(c) to the nearest tenth (0.05 upward), RRS 2021 to the
 * nearest whole number (0.5 upward). DPI: the points stated.
 */
export function penaltyTenths(penalty: Penalty, dnfScore: number, edition: RulesEdition): number {
  if (penalty.code === 'DPI') return toTenths(penalty.points);
  const percentage = penalty.percent ?? DEFAULT_PENALTY_PERCENT;
  const percent = decimalToRational(percentage);
  // percent/100 × dnfScore, in tenths (2025) or whole points (2021).
  const num = percent.num * BigInt(dnfScore);
  const den = percent.den * 100n;
  return edition === '2021'
    ? Number(roundHalfUp(num, den)) * 10
    : Number(roundHalfUp(num * 10n, den));
}

/**
 * A finisher's points with her penalties: each penalty rounded on its own and added (rule
 * 44.3(c): other boats' scores do not change), the result never worse than the DNF score.
 */
export function applyPenalties(
  placeTenths: number,
  penalties: readonly Penalty[],
  dnfScore: number,
  edition: RulesEdition,
): number {
  if (penalties.length === 0) return placeTenths;
  const added = penalties.reduce((sum, p) => sum + penaltyTenths(p, dnfScore, edition), 0);
  return Math.min(placeTenths + added, dnfScore * 10);
}
