import { describe, expect, it } from 'vitest';
import { RATING_VARIANTS } from './entries.ts';
import { entryRating, ratingVariantOf, sailChoiceOf } from './sail-config.ts';

describe('sail configuration (issue 13)', () => {
  it('maps the two choices to the four SRS variants and back', () => {
    expect(ratingVariantOf({ flying: true, shorthanded: false })).toBe('srs');
    expect(ratingVariantOf({ flying: false, shorthanded: false })).toBe('srs_no_flying');
    expect(ratingVariantOf({ flying: true, shorthanded: true })).toBe('srs_shorthanded');
    expect(ratingVariantOf({ flying: false, shorthanded: true })).toBe('srs_shorthanded_no_flying');
    for (const { value } of RATING_VARIANTS)
      expect(ratingVariantOf(sailChoiceOf(value))).toBe(value);
  });

  it("uses the boat's own SRS value first, else the model's variant", () => {
    const model = {
      srs: 1,
      srs_no_flying: 0.95,
      srs_shorthanded: null,
      srs_shorthanded_no_flying: 0.9,
    };
    expect(entryRating({ own_srs: 1.1 }, model, 'srs_shorthanded')).toBe(1.1);
    expect(entryRating({ own_srs: null }, model, 'srs_no_flying')).toBe(0.95);
    expect(entryRating({ own_srs: null }, model, 'srs_shorthanded')).toBeNull();
    expect(entryRating({ own_srs: null }, null, 'srs')).toBeNull();
  });
});
