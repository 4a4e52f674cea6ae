import { describe, expect, it } from 'vitest';
import { seriesCreateSchema } from '../schemas/series.ts';
import {
  DEFAULT_DISCARD_THRESHOLDS,
  DEFAULT_SERIES_SCORING,
  DISCARD_PROFILES,
  DNF_SCORING_LABELS,
  MAX_DISCARD_THRESHOLD,
  MAX_DISCARD_THRESHOLDS,
  ROUND_CORRECTED_LABELS,
  RULES_EDITION_LABELS,
  SERIES_DNF_SCORINGS,
  SERIES_ROUND_CORRECTED,
  SERIES_RULES_EDITIONS,
  SERIES_PENALTY_ON_TIE,
  PENALTY_ON_TIE_LABELS,
  dnfScoringText,
  scpPenaltyText,
  describeDiscardThresholds,
  discardThresholdsFromText,
  discardThresholdsLabel,
  isDiscardThresholds,
} from './index.ts';

describe('a discard rule in words', () => {
  it('says none, one and more discards', () => {
    expect(describeDiscardThresholds([])).toBe('inga strykningar');
    expect(describeDiscardThresholds([4])).toBe('en strykning från 4 seglingar');
    expect(describeDiscardThresholds([4, 8])).toBe('en strykning från 4 seglingar, två från 8');
    expect(describeDiscardThresholds([5, 10, 15])).toBe(
      'en strykning från 5 seglingar, två från 10, tre från 15',
    );
  });

  it('says one sailing in the singular', () => {
    expect(describeDiscardThresholds([1, 2])).toBe('en strykning från 1 segling, två från 2');
  });

  it('writes counts from 13 on in digits', () => {
    const thirteen = Array.from({ length: 13 }, (_, i) => i + 1);
    const words = describeDiscardThresholds(thirteen);
    expect(words).toContain('tolv från 12');
    expect(words.endsWith('13 från 13')).toBe(true);
  });

  it('capitalises the words that stand alone', () => {
    expect(discardThresholdsLabel([])).toBe('Inga strykningar');
    expect(discardThresholdsLabel([4, 8])).toBe('En strykning från 4 seglingar, två från 8');
  });

  it('offers the common rules, the default among them, each a valid rule', () => {
    expect(DISCARD_PROFILES.map(discardThresholdsLabel)).toEqual([
      'Inga strykningar',
      'En strykning från 4 seglingar',
      'En strykning från 3 seglingar',
      'En strykning från 4 seglingar, två från 8',
      'En strykning från 5 seglingar, två från 10',
    ]);
    expect(DISCARD_PROFILES).toContainEqual(DEFAULT_DISCARD_THRESHOLDS);
    expect(DISCARD_PROFILES.every(isDiscardThresholds)).toBe(true);
  });
});

describe('a discard rule typed as text', () => {
  it('reads "4, 8", "[4,8]" and nothing', () => {
    expect(discardThresholdsFromText(' 4, 8 ')).toEqual([4, 8]);
    expect(discardThresholdsFromText('[4,8]')).toEqual([4, 8]);
    expect(discardThresholdsFromText('  ')).toEqual([]);
  });

  it('keeps what is not a number, so the check refuses it', () => {
    const parts = discardThresholdsFromText('4, åtta');
    expect(parts).toEqual([4, ' åtta']);
    expect(isDiscardThresholds(parts)).toBe(false);
  });

  it('refuses rules that do not rise, start below 1, go too far or are too many', () => {
    expect(isDiscardThresholds([4, 4])).toBe(false);
    expect(isDiscardThresholds([8, 4])).toBe(false);
    expect(isDiscardThresholds([0])).toBe(false);
    expect(isDiscardThresholds([2.5])).toBe(false);
    expect(isDiscardThresholds([MAX_DISCARD_THRESHOLD])).toBe(true);
    expect(isDiscardThresholds([MAX_DISCARD_THRESHOLD + 1])).toBe(false);
    const many = Array.from({ length: MAX_DISCARD_THRESHOLDS + 1 }, (_, i) => i + 1);
    expect(isDiscardThresholds(many.slice(0, -1))).toBe(true);
    expect(isDiscardThresholds(many)).toBe(false);
    expect(isDiscardThresholds('4')).toBe(false);
  });

  it('is the rule the series schema keeps', () => {
    const parse = (discard_thresholds: unknown) =>
      seriesCreateSchema.safeParse({ name: 'Onsdagar', discard_thresholds });
    expect(parse('4, 8').data?.discard_thresholds).toEqual([4, 8]);
    expect(parse('').data?.discard_thresholds).toEqual([]);
    expect(parse('8, 4').success).toBe(false);
    expect(parse([4, 4]).success).toBe(false);
  });
});

describe('the default scoring settings', () => {
  it('are valid settings, the default discard rule among them', () => {
    expect(DEFAULT_SERIES_SCORING).toEqual({
      discard_thresholds: [4],
      dnf_scoring: 'series_entries',
      rules_edition: '2025',
      round_corrected: 'none',
      dnf_points: null,
      scp_places: null,
      penalty_on_tie: 'tied_score',
    });
    expect(DEFAULT_SERIES_SCORING.discard_thresholds).toBe(DEFAULT_DISCARD_THRESHOLDS);
    expect(seriesCreateSchema.safeParse({ name: 'x', ...DEFAULT_SERIES_SCORING }).success).toBe(
      true,
    );
  });
});

describe('the scoring settings in words', () => {
  it('have one Swedish label per value', () => {
    expect(SERIES_DNF_SCORINGS.map((value) => DNF_SCORING_LABELS[value])).toEqual([
      'Anmälda i serien + 1',
      'Startande + 1',
      'Startande + ett antal',
      'Ett fast antal poäng',
    ]);
    expect(dnfScoringText('starting_area_plus', 2)).toBe('Startande + 2');
    expect(dnfScoringText('fixed', 30)).toBe('Fast: 30 poäng');
    expect(dnfScoringText('series_entries', null)).toBe('Anmälda i serien + 1');
    expect(scpPenaltyText(null)).toBe('20 % av poängen för DNF');
    expect(scpPenaltyText(1)).toBe('1 placering');
    expect(scpPenaltyText(3)).toBe('3 placeringar');
    expect(SERIES_PENALTY_ON_TIE.map((value) => PENALTY_ON_TIE_LABELS[value])).toEqual([
      'På de delade poängen',
      'På båtens placering (som Sailwave)',
    ]);
    expect(SERIES_RULES_EDITIONS.map((value) => RULES_EDITION_LABELS[value])).toEqual([
      '2025–2028',
      '2021–2024',
    ]);
    expect(SERIES_ROUND_CORRECTED.map((value) => ROUND_CORRECTED_LABELS[value])).toEqual([
      'Ingen avrundning',
      'Till hela sekunder',
    ]);
  });
});
