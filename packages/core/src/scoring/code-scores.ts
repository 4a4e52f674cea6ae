/**
 * RRS A5: scores the race committee gives for codes that replace a finish (A5.2, A5.3), and the
 * scores sailing instructions put in their place (a number other than 1 added, a fixed score).
 */
import type { DnfScoring, ScoreCode } from './types.ts';

/** A result code that replaces the finish (every code but RDG). */
export type ReplacingCode = Exclude<ScoreCode, 'RDG'>;

/** Counts a fleet race's code scores are based on. */
export interface CodeScoreBase {
  /** Boats entered (RRS A5.2). */
  entrants: number;
  /** Boats that came to the starting area (RRS A5.3). */
  cameToStartingArea: number;
}

/**
 * How codes are scored: `ScoringOptions.dnfScoring`, and its number `dnfPoints` (needed by
 * `starting_area_plus` and `fixed`, ignored by the others).
 */
export interface CodeScoring {
  dnfScoring: DnfScoring;
  dnfPoints: number | null;
}

/**
 * Points for a code that replaces the finish. RRS A5.2: boats entered + 1 for every such code
 * (DNC, DNS, OCS, NSC, DNF, RET, DSQ, UFD, BFD, DNE). RRS A5.3: boats that came to the starting
 * area + 1, except DNC (a boat that did not come) which keeps entries + 1; sailing instructions
 * may score DNC from the starting area too (`starting_area_incl_dnc`), add another number than 1
 * to the starting area (`starting_area_plus`, DNC still entries + 1), or state a fixed score for
 * every code, DNC included (`fixed`).
 */
export function codeScore(code: ReplacingCode, scoring: CodeScoring, base: CodeScoreBase): number {
  const { dnfScoring, dnfPoints } = scoring;
  if (dnfScoring === 'fixed') {
    if (dnfPoints === null) throw new RangeError('fixed DNF scoring needs dnfPoints');
    return dnfPoints;
  }
  if (dnfScoring === 'starting_area_plus' && code !== 'DNC') {
    if (dnfPoints === null) throw new RangeError('starting_area_plus needs dnfPoints');
    return base.cameToStartingArea + dnfPoints;
  }
  const fromStartingArea =
    dnfScoring === 'starting_area_incl_dnc' || (dnfScoring === 'starting_area' && code !== 'DNC');
  return (fromStartingArea ? base.cameToStartingArea : base.entrants) + 1;
}

/** The score for Did Not Finish: the base of ZFP/SCP percentages and the cap of any penalty. */
export function dnfScore(scoring: CodeScoring, base: CodeScoreBase): number {
  return codeScore('DNF', scoring, base);
}

/**
 * Whether a code's score may never be excluded. RRS A5.2/90.3(b): DNE (and only DNE: a plain
 * BFD or DSQ is an ordinary, excludable disqualification).
 */
export function isNonDiscardable(code: ScoreCode | null): boolean {
  return code === 'DNE';
}
