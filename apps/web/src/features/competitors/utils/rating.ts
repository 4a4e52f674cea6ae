import type { BoatModel } from '@segla/core';
import type { RatingVariant } from '@segla/core/sailing';

export { RATING_VARIANTS, isRatingVariant, type RatingVariant } from '@segla/core/sailing';

/** A model's SRS value of one variant; null when the model has none for it. */
export function variantRating(model: BoatModel, variant: RatingVariant): number | null {
  return model[variant];
}

/** A rating as a form field shows it: every decimal kept, with a decimal comma ('0,845'). */
export function ratingInput(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace('.', ',');
}
