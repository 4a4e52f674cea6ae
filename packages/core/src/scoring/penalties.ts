/**
 * Scoring penalties on a finisher: ZFP (rule 30.2), SCP (rule 44.3(c), as a percentage or as
 * places) and DPI, and where a tied boat's penalty is added.
 */
import { ScoringValidationError, type ScoringErrorContext } from './errors.ts';
import { decimalToRational, isWholeTenths, roundHalfUp, toTenths } from './exact.ts';
import type { Penalty, PenaltyOnTie, RulesEdition } from './types.ts';
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
 * nearest whole number (0.5 upward). An SCP without a percentage of its own, when the sailing
 * instructions state the penalty as `scpPlaces` places (rule 44.3(c)): that many points, one a
 * place. DPI: the points stated.
 */
export function penaltyTenths(
  penalty: Penalty,
  dnfScore: number,
  edition: RulesEdition,
  scpPlaces: number | null = null,
): number {
  if (penalty.code === 'DPI') return toTenths(penalty.points);
  if (penalty.code === 'SCP' && penalty.percent == null && scpPlaces !== null) {
    return scpPlaces * 10;
  }
  const percentage = penalty.percent ?? DEFAULT_PENALTY_PERCENT;
  const percent = decimalToRational(percentage);
  // percent/100 × dnfScore, in tenths (2025) or whole points (2021).
  const num = percent.num * BigInt(dnfScore);
  const den = percent.den * 100n;
  return edition === '2021'
    ? Number(roundHalfUp(num, den)) * 10
    : Number(roundHalfUp(num * 10n, den));
}

/** What adding penalties in a fleet race needs: its DNF score, and the scoring options. */
export interface PenaltyScoring {
  /** The race's DNF score: the base of ZFP/SCP percentages and the cap of any penalty. */
  dnfScore: number;
  rulesEdition: RulesEdition;
  /** SCP stated in places (`ScoringOptions.scpPlaces`), or null. */
  scpPlaces: number | null;
  penaltyOnTie: PenaltyOnTie;
}

/**
 * A finisher's points with her penalties: each penalty rounded on its own and added (rule
 * 44.3(c): other boats' scores do not change), the result never worse than the DNF score, and
 * never better than the points the penalties are added to (which only a `fixed` DNF score
 * below her place could make it). `place` is her finishing place and `placeTenths` its points
 * (A4; shared when tied, A7). A boat tied on her place gets her penalties on the tied points
 * (`tied_score`) or on the points of her place as a whole place (`finishing_place`); untied, the
 * two are the same.
 */
export function applyPenalties(
  place: number,
  placeTenths: number,
  penalties: readonly Penalty[],
  scoring: PenaltyScoring,
): number {
  if (penalties.length === 0) return placeTenths;
  const { dnfScore, rulesEdition, scpPlaces, penaltyOnTie } = scoring;
  const base = penaltyOnTie === 'finishing_place' ? place * 10 : placeTenths;
  const added = penalties.reduce(
    (sum, p) => sum + penaltyTenths(p, dnfScore, rulesEdition, scpPlaces),
    0,
  );
  return Math.max(base, Math.min(base + added, dnfScore * 10));
}
