import { describe, expect, it } from 'vitest';
import { resolveScoringOptions } from './options.ts';
import type { ScoringOptions } from './types.ts';

describe('resolveScoringOptions', () => {
  it('fills in the defaults', () => {
    expect(resolveScoringOptions({})).toEqual({
      rulesEdition: '2025',
      dnfScoring: 'series_entries',
      roundCorrected: 'none',
      dnfPoints: null,
      scpPlaces: null,
      penaltyOnTie: 'tied_score',
    });
    expect(resolveScoringOptions({ scpPlaces: null, dnfPoints: null })).toEqual(
      resolveScoringOptions({}),
    );
  });

  it('keeps dnfPoints for the DNF scorings that need it, drops it for the others', () => {
    expect(resolveScoringOptions({ dnfScoring: 'fixed', dnfPoints: 1000 }).dnfPoints).toBe(1000);
    expect(
      resolveScoringOptions({ dnfScoring: 'starting_area_plus', dnfPoints: 1 }).dnfPoints,
    ).toBe(1);
    expect(resolveScoringOptions({ dnfScoring: 'starting_area', dnfPoints: -4 }).dnfPoints).toBe(
      null,
    );
  });

  it('keeps scpPlaces and penaltyOnTie', () => {
    expect(resolveScoringOptions({ scpPlaces: 3, penaltyOnTie: 'finishing_place' })).toMatchObject({
      scpPlaces: 3,
      penaltyOnTie: 'finishing_place',
    });
  });

  it.each<[ScoringOptions, string]>([
    [{ scpPlaces: 0 }, 'scpPlaces'],
    [{ scpPlaces: 1001 }, 'scpPlaces'],
    [{ scpPlaces: 2.5 }, 'scpPlaces'],
    [{ scpPlaces: Number.POSITIVE_INFINITY }, 'scpPlaces'],
    [{ dnfScoring: 'fixed' }, 'dnfPoints'],
    [{ dnfScoring: 'fixed', dnfPoints: 0 }, 'dnfPoints'],
    [{ dnfScoring: 'starting_area_plus', dnfPoints: 1001 }, 'dnfPoints'],
    [{ dnfScoring: 'starting_area_plus', dnfPoints: 1.5 }, 'dnfPoints'],
    [{ dnfScoring: 'plus' as 'fixed', dnfPoints: 2 }, 'dnfScoring'],
    [{ penaltyOnTie: 'both' as 'tied_score' }, 'penaltyOnTie'],
  ])('rejects %j naming %s', (options, field) => {
    expect(() => resolveScoringOptions(options)).toThrow(
      expect.objectContaining({ code: 'invalid_option', context: { field } }),
    );
  });
});
