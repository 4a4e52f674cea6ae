/**
 * A series' scoring settings (docs/product.md §3, §12) without the schemas: their values, their
 * defaults and the limits of the discard rule. The schemas (../schemas/series.ts) are built from
 * these, and the web app's series form reads them without loading zod.
 */

/**
 * `dnf_scoring`: what DNF and the other codes that replace a finish score (docs/product.md §12):
 * entries + 1 (RRS A5.2), boats that came to the starting area + 1 (A5.3), the starting area +
 * `dnf_points`, or a fixed `dnf_points` for every such code, DNC included (sailing instructions
 * may say either; Sailwave files do).
 */
export const SERIES_DNF_SCORINGS = [
  'series_entries',
  'starting_area',
  'starting_area_plus',
  'fixed',
] as const;
export type SeriesDnfScoring = (typeof SERIES_DNF_SCORINGS)[number];

/** The DNF scorings that need `dnf_points`. */
export const DNF_SCORINGS_WITH_POINTS: readonly SeriesDnfScoring[] = [
  'starting_area_plus',
  'fixed',
];

/** `dnf_points` and `scp_places`: whole numbers from 1 to this. */
export const MAX_SCORING_NUMBER = 1000;

export const DNF_POINTS_MESSAGE = `Ange poängen som ett heltal från 1 till ${MAX_SCORING_NUMBER}.`;

/**
 * `penalty_on_tie`: a penalised boat (ZFP, SCP, DPI) tied on her finishing place gets her
 * penalty on the tied (averaged) score, or on the points of her place itself, as Sailwave does
 * (docs/product.md §12, decision 0062).
 */
export const SERIES_PENALTY_ON_TIE = ['tied_score', 'finishing_place'] as const;
export type SeriesPenaltyOnTie = (typeof SERIES_PENALTY_ON_TIE)[number];

/** `rules_edition`: the edition of the Racing Rules of Sailing the series follows. */
export const SERIES_RULES_EDITIONS = ['2025', '2021'] as const;
export type SeriesRulesEdition = (typeof SERIES_RULES_EDITIONS)[number];

/** `round_corrected`: corrected times as computed, or rounded to whole seconds. */
export const SERIES_ROUND_CORRECTED = ['none', 'second'] as const;
export type SeriesRoundCorrected = (typeof SERIES_ROUND_CORRECTED)[number];

/** Default discard rule (docs/product.md §12): one discard from the fourth sailing. */
export const DEFAULT_DISCARD_THRESHOLDS: readonly number[] = [4];

/**
 * The scoring settings of a new series that names none (docs/product.md §3); the server's
 * `POST /api/series/` gives them, and the series form starts from them.
 */
export const DEFAULT_SERIES_SCORING: {
  readonly discard_thresholds: readonly number[];
  readonly dnf_scoring: SeriesDnfScoring;
  readonly rules_edition: SeriesRulesEdition;
  readonly round_corrected: SeriesRoundCorrected;
  readonly dnf_points: number | null;
  readonly scp_places: number | null;
  readonly penalty_on_tie: SeriesPenaltyOnTie;
} = {
  discard_thresholds: DEFAULT_DISCARD_THRESHOLDS,
  dnf_scoring: 'series_entries',
  rules_edition: '2025',
  round_corrected: 'none',
  dnf_points: null,
  // RRS 44.3(c): 20 % of the DNF score unless the sailing instructions state places.
  scp_places: null,
  penalty_on_tie: 'tied_score',
};

/** At most this many discards… */
export const MAX_DISCARD_THRESHOLDS = 20;
/** …each from at most this many sailings. */
export const MAX_DISCARD_THRESHOLD = 1000;

export const DISCARD_THRESHOLDS_MESSAGE =
  'Ange antalet seglingar för varje borträkning som strikt stigande positiva heltal, t.ex. [4, 8].';

/**
 * The text of a form ("4, 8" or "[4,8]") as a list: numbers where a part is digits, the part
 * itself otherwise (so `isDiscardThresholds` refuses it). An empty text is no discards.
 */
export function discardThresholdsFromText(value: string): unknown[] {
  const inner = value
    .trim()
    .replace(/^\[(.*)\]$/s, '$1')
    .trim();
  if (inner === '') return [];
  return inner.split(',').map((part) => (/^\s*\d{1,6}\s*$/.test(part) ? Number(part) : part));
}

/**
 * Whether a value is a discard rule: strictly increasing whole numbers from 1 to
 * `MAX_DISCARD_THRESHOLD`, at most `MAX_DISCARD_THRESHOLDS` of them; `[]` discards nothing.
 */
export function isDiscardThresholds(value: unknown): value is number[] {
  return (
    Array.isArray(value) &&
    value.length <= MAX_DISCARD_THRESHOLDS &&
    value.every(
      (item: unknown, i) =>
        typeof item === 'number' &&
        Number.isInteger(item) &&
        item >= 1 &&
        item <= MAX_DISCARD_THRESHOLD &&
        (i === 0 || item > (value[i - 1] as number)),
    )
  );
}
