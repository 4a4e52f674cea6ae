import type { BoatModel } from '@segla/core';

/**
 * The SRS variants of a boat model a competitor's rating is chosen from (docs/product.md §11),
 * each with the boat model field that holds it.
 */
export const RATING_VARIANTS = [
  { value: 'srs', label: 'Standard' },
  { value: 'srs_no_flying', label: 'Utan flygande segel' },
  { value: 'srs_shorthanded', label: 'Shorthanded' },
  { value: 'srs_shorthanded_no_flying', label: 'Shorthanded utan flygande segel' },
] as const satisfies readonly { value: keyof BoatModel; label: string }[];

export type RatingVariant = (typeof RATING_VARIANTS)[number]['value'];

export function isRatingVariant(value: string): value is RatingVariant {
  return RATING_VARIANTS.some((variant) => variant.value === value);
}

/** A model's SRS value of one variant; null when the model has none for it. */
export function variantRating(model: BoatModel, variant: RatingVariant): number | null {
  return model[variant];
}

/** A rating as a form field shows it: every decimal kept, with a decimal comma ('0,845'). */
export function ratingInput(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace('.', ',');
}
