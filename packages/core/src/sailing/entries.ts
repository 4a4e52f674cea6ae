/**
 * A sailing's start groups and entries in words (docs/product.md §11, §12): the values the API
 * takes and the Swedish the club's pages show for them. One home for both sides, zod-free.
 */

/** A start group's handicap system: SRS, or none (scratch: first over the line wins). */
export const START_GROUP_HANDICAPS = ['srs', 'scratch'] as const;
export type StartGroupHandicap = (typeof START_GROUP_HANDICAPS)[number];
export const HANDICAP_LABELS: Record<StartGroupHandicap, string> = {
  srs: 'SRS',
  scratch: 'Ingen',
};

/** A common start, or a pursuit start (jaktstart) where each boat starts at her own time. */
export const START_TYPES = ['common', 'pursuit'] as const;
export type StartGroupStartType = (typeof START_TYPES)[number];
export const START_TYPE_LABELS: Record<StartGroupStartType, string> = {
  common: 'Gemensam start',
  pursuit: 'Jaktstart',
};

/** How a pursuit start's computed start times are rounded. */
export const PURSUIT_ROUNDINGS = ['second', 'minute'] as const;
export type PursuitRounding = (typeof PURSUIT_ROUNDINGS)[number];
export const PURSUIT_ROUNDING_LABELS: Record<PursuitRounding, string> = {
  second: 'Hela sekunder',
  minute: 'Hela minuter',
};

/**
 * The SRS variants of a boat model a competitor's rating is chosen from, each named by the
 * boat model field that holds it.
 */
export const RATING_VARIANTS = [
  { value: 'srs', label: 'Standard' },
  { value: 'srs_no_flying', label: 'Utan flygande segel' },
  { value: 'srs_shorthanded', label: 'Shorthanded' },
  { value: 'srs_shorthanded_no_flying', label: 'Shorthanded utan flygande segel' },
] as const;
export type RatingVariant = (typeof RATING_VARIANTS)[number]['value'];

export function isRatingVariant(value: string): value is RatingVariant {
  return RATING_VARIANTS.some((variant) => variant.value === value);
}
