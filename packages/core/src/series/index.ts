/**
 * A series' scoring settings without the schemas: their values, defaults and limits, and their
 * Swedish words (the discard rule described in words included). Importable alone as
 * `@segla/core/series` (no zod), so the web app's series form and info page, and the schemas,
 * share the one copy. Nothing in this folder imports zod (a lint rule keeps it so).
 */
export {
  DEFAULT_DISCARD_THRESHOLDS,
  DEFAULT_SERIES_SCORING,
  DISCARD_THRESHOLDS_MESSAGE,
  DNF_POINTS_MESSAGE,
  DNF_SCORINGS_WITH_POINTS,
  MAX_DISCARD_THRESHOLD,
  MAX_DISCARD_THRESHOLDS,
  MAX_SCORING_NUMBER,
  SERIES_DNF_SCORINGS,
  SERIES_PENALTY_ON_TIE,
  SERIES_ROUND_CORRECTED,
  SERIES_RULES_EDITIONS,
  discardThresholdsFromText,
  isDiscardThresholds,
  type SeriesDnfScoring,
  type SeriesPenaltyOnTie,
  type SeriesRoundCorrected,
  type SeriesRulesEdition,
} from './scoring-settings.ts';
export {
  DISCARD_PROFILES,
  DNF_SCORING_LABELS,
  PENALTY_ON_TIE_LABELS,
  ROUND_CORRECTED_LABELS,
  RULES_EDITION_LABELS,
  describeDiscardThresholds,
  discardThresholdsLabel,
  dnfScoringText,
  scpPenaltyText,
} from './scoring-labels.ts';
