import type {
  SeriesDnfScoring,
  SeriesPenaltyOnTie,
  SeriesRoundCorrected,
  SeriesRulesEdition,
} from './scoring-settings.ts';

/**
 * The Swedish words for a series' scoring settings (docs/product.md §3, §12), the one copy:
 * the series form offers them and the series' info page shows them.
 */

/** `dnf_scoring`: what a DNF (and the other codes that replace a finish) scores. */
export const DNF_SCORING_LABELS: Record<SeriesDnfScoring, string> = {
  series_entries: 'Anmälda i serien + 1',
  starting_area: 'Startande + 1',
  starting_area_plus: 'Startande + ett antal',
  fixed: 'Ett fast antal poäng',
};

/**
 * What DNF scores in words, with its number: 'Startande + 2', 'Fast: 30 poäng'; the label alone
 * for the rules' own + 1.
 */
export function dnfScoringText(scoring: SeriesDnfScoring, points: number | null): string {
  if (scoring === 'starting_area_plus') return `Startande + ${points ?? 1}`;
  if (scoring === 'fixed') return `Fast: ${points ?? 0} poäng`;
  return DNF_SCORING_LABELS[scoring];
}

/** `scp_places`: the scoring penalty (SCP) when the sailing instructions state places. */
export function scpPenaltyText(places: number | null): string {
  if (places === null) return '20 % av poängen för DNF';
  return places === 1 ? '1 placering' : `${places} placeringar`;
}

/** `penalty_on_tie`. */
export const PENALTY_ON_TIE_LABELS: Record<SeriesPenaltyOnTie, string> = {
  tied_score: 'På de delade poängen',
  finishing_place: 'På båtens placering (som Sailwave)',
};

/** `rules_edition`: the period of the Racing Rules of Sailing edition. */
export const RULES_EDITION_LABELS: Record<SeriesRulesEdition, string> = {
  '2025': '2025–2028',
  '2021': '2021–2024',
};

/** `round_corrected`. */
export const ROUND_CORRECTED_LABELS: Record<SeriesRoundCorrected, string> = {
  none: 'Ingen avrundning',
  second: 'Till hela sekunder',
};

/** The discard rules most clubs use, in the order a form offers them. */
export const DISCARD_PROFILES: readonly (readonly number[])[] = [[], [4], [3], [4, 8], [5, 10]];

/** Counts in words as they read in a discard rule; from 13 on, digits. */
const COUNT_WORDS = [
  'inga',
  'en',
  'två',
  'tre',
  'fyra',
  'fem',
  'sex',
  'sju',
  'åtta',
  'nio',
  'tio',
  'elva',
  'tolv',
];

function countWord(count: number): string {
  return COUNT_WORDS[count] ?? String(count);
}

/**
 * A discard rule in Swedish words, to stand inside a sentence: `[4, 8]` →
 * 'en strykning från 4 seglingar, två från 8'; `[]` → 'inga strykningar'.
 */
export function describeDiscardThresholds(thresholds: readonly number[]): string {
  if (thresholds.length === 0) return 'inga strykningar';
  return thresholds
    .map((sailings, index) =>
      index === 0
        ? `en strykning från ${sailings} ${sailings === 1 ? 'segling' : 'seglingar'}`
        : `${countWord(index + 1)} från ${sailings}`,
    )
    .join(', ');
}

/** The same words standing alone (a label, a value): 'En strykning från 4 seglingar, två från 8'. */
export function discardThresholdsLabel(thresholds: readonly number[]): string {
  const words = describeDiscardThresholds(thresholds);
  return words.charAt(0).toUpperCase() + words.slice(1);
}
