/**
 * Types of the scoring core: what the server hands in (a start group of a sailing, a series of
 * sailings) and what it gets back. Boats are opaque string keys; times are seconds.
 *
 * Vocabulary: a *race* is one sailing; a *fleet race* is one start group of one sailing, scored
 * as its own fleet (docs/product.md §12). A *series* groups its sailings' start groups by fleet name.
 */

/**
 * Result codes that replace a boat's finish (RRS Appendix A10/A11), plus RDG (redress, A9).
 * DNE is the disqualification that may not be excluded (A5.2, rule 90.3(b)).
 */
export type ScoreCode =
  'DNC' | 'DNS' | 'OCS' | 'NSC' | 'DNF' | 'RET' | 'DSQ' | 'UFD' | 'BFD' | 'DNE' | 'RDG';

/** Every result code, in the order RRS A11 lists them (RDG last). */
export const SCORE_CODES: readonly ScoreCode[] = [
  'DNC',
  'DNS',
  'OCS',
  'NSC',
  'DNF',
  'RET',
  'DSQ',
  'UFD',
  'BFD',
  'DNE',
  'RDG',
];

/**
 * Penalties on a boat that finished: they keep her finish and add points (docs/product.md §12).
 * ZFP: rule 30.2; SCP: rule 44.3(c); DPI: discretionary penalty imposed by a protest committee.
 */
export type PenaltyCode = 'ZFP' | 'SCP' | 'DPI';

/** Every penalty code. */
export const PENALTY_CODES: readonly PenaltyCode[] = ['ZFP', 'SCP', 'DPI'];

/**
 * One penalty. ZFP and SCP are a percentage of the DNF score (20 unless the sailing
 * instructions say otherwise, rounded as the rules edition says); an SCP without a percentage
 * of its own is `ScoringOptions.scpPlaces` places instead when the options state them. DPI adds
 * stated points.
 */
export type Penalty =
  | { code: 'ZFP'; percent?: number }
  | { code: 'SCP'; percent?: number }
  | { code: 'DPI'; points: number };

/**
 * How redress (RDG) is scored, RRS A9 and the usual variants of scoring programs:
 * - `stated`: points stated by the protest committee (A9(c));
 * - `all_races`: average of the boat's points in all other races of the series (A9(a));
 * - `races_before`: average of her points in the races before this one (A9(b));
 * - `all_races_excl_dnc`: as `all_races`, but her DNC scores are left out, up to the number of
 *   races the series lets her exclude (HalSail "RDG type 2").
 * Averages never include another redress score, and may leave out further races by id.
 */
export type Redress =
  | { method: 'stated'; points: number }
  | {
      method: 'all_races' | 'races_before' | 'all_races_excl_dnc';
      /** Ids of races the protest committee leaves out of the average. */
      excludeRaces?: readonly string[];
    };

/**
 * How a fleet is handicapped:
 * - `scratch`: first home wins (finishing order, or elapsed time);
 * - `time_on_time`: corrected = elapsed × rating (SRS, IRC, VPRS: a TCC/TCF, 0 < rating ≤ 5);
 * - `yardstick`: corrected = elapsed × 1000 / PY (Portsmouth Yardstick, PY 100–5000).
 */
export type Handicap = 'scratch' | 'time_on_time' | 'yardstick';

/**
 * Common start, or pursuit start (jaktstart): every boat starts at her own time computed from
 * her rating (see `pursuitStarts`), and the finishing order is the result.
 */
export type StartType = 'common' | 'pursuit';

/** Edition of the Racing Rules of Sailing; it decides how ZFP/SCP penalties are rounded. */
export type RulesEdition = '2025' | '2021';

/**
 * What a code that replaces a finish scores (the DNF score among them):
 * - `series_entries`: boats entered + 1 for every code (RRS A5.2);
 * - `starting_area`: boats that came to the starting area + 1, except DNC which keeps
 *   entries + 1 (RRS A5.3);
 * - `starting_area_incl_dnc`: starting area + 1 for DNC too (sailing instructions that change
 *   A5.3 so, e.g. DBSC SI A13.2);
 * - `starting_area_plus`: starting area + `dnfPoints`, DNC keeping entries + 1 (A5.3 with the
 *   sailing instructions' number for 1; `starting_area` is this with 1);
 * - `fixed`: `dnfPoints` for every code, DNC included (a score the sailing instructions state).
 */
export type DnfScoring =
  'series_entries' | 'starting_area' | 'starting_area_incl_dnc' | 'starting_area_plus' | 'fixed';

/**
 * Where a penalty (ZFP, SCP, DPI) is added for a finisher tied on her place (RRS A7):
 * - `tied_score`: to the tied (averaged) points she would score without it;
 * - `finishing_place`: to the points of her finishing place as a whole place, the best place
 *   of the tie (two boats tied first: place 1, 1.0 points), as Sailwave does.
 * A boat not tied scores the same under both; other boats' scores never change (rule 44.3(c)).
 */
export type PenaltyOnTie = 'tied_score' | 'finishing_place';

/** Rounding of corrected time: none, or half-up to whole seconds before ranking. */
export type RoundCorrected = 'none' | 'second';

/** Options shared by race and series scoring. Every field has the default given. */
export interface ScoringOptions {
  /** Default `'2025'`. */
  rulesEdition?: RulesEdition;
  /** Default `'series_entries'` (RRS A5.2). */
  dnfScoring?: DnfScoring;
  /** Default `'none'` (docs/product.md §12: no rounding unless the series says so). */
  roundCorrected?: RoundCorrected;
  /**
   * The number for `dnfScoring` `'starting_area_plus'` and `'fixed'`, which need it: a whole
   * number from 1 to 1000. Ignored (and not checked) with any other `dnfScoring`. Default null.
   */
  dnfPoints?: number | null;
  /**
   * The scoring penalty as a number of places (RRS 44.3(c) lets the sailing instructions state
   * it so; Sailwave's "fixed penalty"): a whole number from 1 to 1000. An SCP without a
   * `percent` of its own then adds this many points, never past the DNF score; an SCP with one,
   * and every ZFP and DPI, score as without it. Default null: SCP is 20 % of the DNF score.
   */
  scpPlaces?: number | null;
  /** Default `'tied_score'`. */
  penaltyOnTie?: PenaltyOnTie;
}

/** One boat's record in a fleet race (a competitor in a start group). */
export interface RaceEntry {
  /** Opaque key identifying the boat across races. */
  boat: string;
  /**
   * Rating: the time correction factor for `time_on_time` fleets, the PY number for
   * `yardstick` fleets; ignored in scratch fleets and pursuit starts. A boat without a rating in
   * a handicap fleet cannot be scored and is rejected (reported, not counted).
   */
  rating?: number | null;
  /** The boat's own start clock time ("HH:MM[:SS]"), for pursuit starts; else the fleet's. */
  startTime?: string | null;
  /** Finish clock time "HH:MM[:SS]"; earlier than the start means after midnight. */
  finishTime?: string | null;
  /**
   * Finishing position, when the order is known without times (scratch fleets and pursuit
   * starts; used when every finisher has one, ignored in handicap fleets with a common start).
   * Equal positions are a dead heat. Only the order matters; places count within the fleet.
   */
  position?: number | null;
  /** A result code; every code but RDG replaces the finish. */
  code?: ScoreCode | null;
  /** Penalties on a finisher (need a finish). */
  penalties?: readonly Penalty[];
  /** Required when `code` is RDG. */
  redress?: Redress | null;
  /**
   * Whether the boat came to the starting area (RRS A5.3). Default: every boat with a record,
   * except one scored DNC. A finisher always counts.
   */
  cameToStartingArea?: boolean | null;
}

/** One fleet race to score on its own: a start group of a sailing. */
export interface RaceInput extends ScoringOptions {
  handicap: Handicap;
  /** Default `'common'`. */
  startType?: StartType;
  /** The start group's start clock time "HH:MM[:SS]". Needed when finishes are timed. */
  startTime?: string | null;
  entries: readonly RaceEntry[];
  /**
   * Boats entered (RRS A5.2), when more than the entries given, e.g. the series' entries of
   * this fleet. Default: the entries given, less rejected ones.
   */
  entrantCount?: number;
}

/** Why a boat was left out of scoring. */
export type RejectionReason = 'no_rating';

/** A boat left out of a fleet race's scoring: it does not count towards any score. */
export interface RejectedBoat {
  boat: string;
  reason: RejectionReason;
}

/**
 * - `finished`: has a finishing place;
 * - `coded`: scored by a code that replaces the finish;
 * - `redress`: scored RDG;
 * - `unfinished`: neither a finish nor a code yet (still racing); scored as a DNF meanwhile.
 */
export type RaceRowStatus = 'finished' | 'coded' | 'redress' | 'unfinished';

/** One boat's result in a fleet race. */
export interface RaceResultRow {
  boat: string;
  /** Finishing place (shared by boats tied under A7); null without a place. */
  rank: number | null;
  /**
   * Points (multiples of 0.1). Null only for an averaged RDG scored on its own, which needs
   * the series (`scoreSeries` fills it in).
   */
  points: number | null;
  code: ScoreCode | null;
  /** Never mutated (the fast path shares one frozen empty array between rows). */
  penalties: readonly PenaltyCode[];
  status: RaceRowStatus;
  /** Elapsed seconds, when the finish is timed and kept. */
  elapsed: number | null;
  /** Corrected seconds (rounded when the options say so); null in pursuit starts. */
  corrected: number | null;
  /** Time correction factor the boat's rating gives (PY: 1000 / PY); null when not used. */
  factor: number | null;
}

/** Result of one fleet race. */
export interface RaceResult {
  /** Ordered by points, then place, then input order. */
  rows: RaceResultRow[];
  rejected: RejectedBoat[];
  /**
   * Whether any boat finished. A race nobody finished was not sailed (RRS 35 has it abandoned):
   * a series leaves it out (0 points, no discard slot).
   */
  sailed: boolean;
  /** Boats entered (A5.2 base). */
  entrants: number;
  /** Boats that came to the starting area (A5.3 base). */
  cameToStartingArea: number;
  /**
   * Points for DNF, as the options score it: the base of ZFP/SCP percentages and the cap of any
   * penalty.
   */
  dnfScore: number;
  /** Points for DNC, as the options score it. */
  dncScore: number;
}

/** How a race takes part in discards. */
export type DiscardPolicy = 'normal' | 'must_count' | 'discard_first';

/** One start group of a series race, scored as fleet `fleet`. */
export interface SeriesFleetRace {
  fleet: string;
  handicap: Handicap;
  startType?: StartType;
  startTime?: string | null;
  entries: readonly RaceEntry[];
}

/** One race (sailing) of a series. */
export interface SeriesRace {
  /** Unique opaque id (e.g. the sailing id); redress refers to races by it. */
  id: string;
  /** Its start groups. A fleet without one here did not sail this race. */
  fleets: readonly SeriesFleetRace[];
  /**
   * `must_count`: never excluded; `discard_first`: excluded before any other race. Default
   * `'normal'`.
   */
  discardPolicy?: DiscardPolicy;
  /** Points multiplier (weighted race), rounded to tenths half-up. Default 1. */
  weight?: number;
}

/**
 * The discard (exclusion) rule of RRS A2.1 as the sailing instructions state it:
 * - thresholds: `[4, 8]` = one discard from 4 races sailed, two from 8 (a repeated number
 *   gives two discards at once);
 * - proportional: the first discard once `firstAt` races are sailed, one more every `every`
 *   races after that.
 */
export type DiscardRule =
  | { kind: 'thresholds'; thresholds: readonly number[] }
  | { kind: 'proportional'; firstAt: number; every: number };

/** A boat entered in a fleet of the series. */
export interface SeriesEntry {
  boat: string;
  fleet: string;
}

/** A series to score. */
export interface SeriesInput extends ScoringOptions {
  /**
   * Boats entered, per fleet; a boat absent from a race scores DNC. Default: every boat that
   * appears in a start group of the fleet.
   */
  entries?: readonly SeriesEntry[];
  /** Races in the order sailed. */
  races: readonly SeriesRace[];
  /** Default: one discard from four races (`thresholds: [4]`, docs/product.md §12). */
  discards?: DiscardRule;
}

/** One boat's score in one race of a series standing. */
export interface SeriesRaceScore {
  raceId: string;
  /** Points that count (weighted); 0 in a race not sailed. */
  points: number;
  code: ScoreCode | null;
  /** The race row's own array (see `RaceResultRow.penalties`): never mutated. */
  penalties: readonly PenaltyCode[];
  /** Finishing place in the race, if any. */
  place: number | null;
  /** Excluded by the discard rule (A2.1). */
  discarded: boolean;
  /** The fleet did not sail this race (no finisher): it does not count at all. */
  notSailed: boolean;
  /** The code may not be excluded (DNE). */
  nonDiscardable: boolean;
  /** Scored by redress (RDG). */
  redress: boolean;
}

/** One boat's line in a fleet's series standing. */
export interface SeriesStandingRow {
  boat: string;
  /** Shared by boats A8 cannot separate; the next boat ranks after all of them. */
  rank: number;
  /** One per series race, in race order. */
  races: SeriesRaceScore[];
  total: number;
  net: number;
}

/** A boat left out of a fleet's series scoring, and the races that caused it. */
export interface RejectedSeriesBoat extends RejectedBoat {
  raceIds: string[];
}

/** A fleet's series standing. */
export interface FleetStanding {
  fleet: string;
  /** Races this fleet sailed (what the discard rule counts). */
  racesSailed: number;
  /** Discards each boat gets. */
  discards: number;
  /** In rank order. */
  rows: SeriesStandingRow[];
  rejected: RejectedSeriesBoat[];
}

/** A fleet race's result as scored within the series (redress resolved, DNCs added). */
export interface SeriesFleetRaceResult {
  raceId: string;
  fleet: string;
  result: RaceResult;
}

/** Result of a series. */
export interface SeriesResult {
  /** In order of first appearance. */
  fleets: FleetStanding[];
  /** Every fleet race, in race order. Points are unweighted race points. */
  raceResults: SeriesFleetRaceResult[];
}
