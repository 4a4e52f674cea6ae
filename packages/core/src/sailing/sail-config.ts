import type { RatingVariant } from './entries.ts';

/**
 * A sailor's sail configuration as the entry form asks it (issue 13): with or without flying
 * sails (gennaker, spinnaker), full crew or shorthanded; each pair is one SRS variant of the
 * boat model (`RATING_VARIANTS`).
 */
export interface SailChoice {
  flying: boolean;
  shorthanded: boolean;
}

/** The SRS variant a sail configuration uses. */
export function ratingVariantOf(choice: SailChoice): RatingVariant {
  if (choice.shorthanded) return choice.flying ? 'srs_shorthanded' : 'srs_shorthanded_no_flying';
  return choice.flying ? 'srs' : 'srs_no_flying';
}

/** The sail configuration of an SRS variant. */
export function sailChoiceOf(variant: RatingVariant): SailChoice {
  return {
    flying: variant === 'srs' || variant === 'srs_shorthanded',
    shorthanded: variant === 'srs_shorthanded' || variant === 'srs_shorthanded_no_flying',
  };
}

/** The two questions of the entry form and their answers, in Swedish. */
export const SAIL_CHOICE_LABELS = {
  flying: { label: 'Flygande segel', yes: 'Med', no: 'Utan' },
  shorthanded: { label: 'Besättning', yes: 'Shorthanded', no: 'Full besättning' },
} as const;

/** A boat model's four SRS values, named as the model's fields. */
export type ModelRatings = Record<RatingVariant, number | null>;

/**
 * The rating an entry gets: the boat's own SRS value if it has one, else the model's value for
 * the sail configuration (null when the model lacks that variant, or the boat has no model).
 */
export function entryRating(
  boat: { own_srs: number | null },
  model: ModelRatings | null,
  variant: RatingVariant,
): number | null {
  if (boat.own_srs !== null) return boat.own_srs;
  return model?.[variant] ?? null;
}
