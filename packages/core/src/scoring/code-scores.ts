/** RRS A5: scores the race committee gives for codes that replace a finish (A5.2, A5.3). */
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
 * Points for a code that replaces the finish. RRS A5.2: boats entered + 1 for every such code
 * (DNC, DNS, OCS, NSC, DNF, RET, DSQ, UFD, BFD, DNE). RRS A5.3: boats that came to the starting
 * area + 1, except DNC (a boat that did not come) which keeps entries + 1; sailing instructions
 * may score DNC from the starting area too (`starting_area_incl_dnc`).
 */
export function codeScore(
  code: ReplacingCode,
  dnfScoring: DnfScoring,
  base: CodeScoreBase,
): number {
  const fromStartingArea =
    dnfScoring === 'starting_area_incl_dnc' || (dnfScoring === 'starting_area' && code !== 'DNC');
  return (fromStartingArea ? base.cameToStartingArea : base.entrants) + 1;
}

/** The score for Did Not Finish: the base of ZFP/SCP percentages and the cap of any penalty. */
export function dnfScore(dnfScoring: DnfScoring, base: CodeScoreBase): number {
  return codeScore('DNF', dnfScoring, base);
}

/**
 * Whether a code's score may never be excluded. RRS A5.2/90.3(b): DNE (and only DNE: a plain
 * BFD or DSQ is an ordinary, excludable disqualification).
 */
export function isNonDiscardable(code: ScoreCode | null): boolean {
  return code === 'DNE';
}
