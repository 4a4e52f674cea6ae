import { z } from 'zod';
import {
  DISCARD_THRESHOLDS_MESSAGE,
  DNF_POINTS_MESSAGE,
  MAX_SCORING_NUMBER,
  SERIES_DNF_SCORINGS,
  SERIES_PENALTY_ON_TIE,
  SERIES_ROUND_CORRECTED,
  SERIES_RULES_EDITIONS,
  discardThresholdsFromText,
  isDiscardThresholds,
} from '../series/scoring-settings.ts';
import { clubRefSchema } from './auth.ts';
import { idSchema, requiredText, slugSchema, text, unionMessage } from './common.ts';
import { feeFields, feeSettingsSchema } from './fee.ts';
import { SAILING_DESCRIPTION_MAX, sailingListItemSchema, sailingStatusSchema } from './sailing.ts';

export const SERIES_NAME_MAX = 200;

// The values, defaults and limits of the scoring settings, and their Swedish words, live in
// ../series/ (zod-free, `@segla/core/series`); the schemas below are built from them.
export const dnfScoringSchema = z.enum(SERIES_DNF_SCORINGS);
export const rulesEditionSchema = z.enum(SERIES_RULES_EDITIONS);
export const roundCorrectedSchema = z.enum(SERIES_ROUND_CORRECTED);
export const penaltyOnTieSchema = z.enum(SERIES_PENALTY_ON_TIE);

const SCP_PLACES_MESSAGE = `Ange antalet placeringar som ett heltal från 1 till ${MAX_SCORING_NUMBER}.`;

/** A whole number from 1 to MAX_SCORING_NUMBER, or null for none. */
function scoringNumber(message: string) {
  return z
    .int({ error: message })
    .min(1, { error: message })
    .max(MAX_SCORING_NUMBER, { error: message })
    .nullable();
}

/**
 * Discard rule: after how many sailings each further worst score is excluded, e.g. `[4, 8]`.
 * Strictly increasing positive integers; `[]` excludes nothing. Forms may send "4, 8".
 */
export const discardThresholdsSchema = z
  .union([z.array(z.unknown()), z.string().max(200).transform(discardThresholdsFromText)], {
    error: unionMessage(DISCARD_THRESHOLDS_MESSAGE),
  })
  .refine(isDiscardThresholds, DISCARD_THRESHOLDS_MESSAGE);

const seriesFields = {
  name: requiredText(SERIES_NAME_MAX),
  description: text(SAILING_DESCRIPTION_MAX),
  discard_thresholds: discardThresholdsSchema,
  dnf_scoring: dnfScoringSchema,
  rules_edition: rulesEditionSchema,
  round_corrected: roundCorrectedSchema,
  /** The number of `starting_area_plus` and `fixed`; needed by them, null otherwise. */
  dnf_points: scoringNumber(DNF_POINTS_MESSAGE),
  /** SCP as places worse (RRS 44.3(c) when the instructions state places); null: 20 %. */
  scp_places: scoringNumber(SCP_PLACES_MESSAGE),
  penalty_on_tie: penaltyOnTieSchema,
};

/**
 * `POST /api/series/`. A club account creates for its own club (`club` may be left out); staff
 * name the club. Scoring settings left out take their defaults.
 */
export const seriesCreateSchema = z.strictObject({
  club: idSchema.optional(),
  name: seriesFields.name,
  description: seriesFields.description.optional(),
  discard_thresholds: seriesFields.discard_thresholds.optional(),
  dnf_scoring: seriesFields.dnf_scoring.optional(),
  rules_edition: seriesFields.rules_edition.optional(),
  round_corrected: seriesFields.round_corrected.optional(),
  dnf_points: seriesFields.dnf_points.optional(),
  scp_places: seriesFields.scp_places.optional(),
  penalty_on_tie: seriesFields.penalty_on_tie.optional(),
  ...feeFields,
});
export type SeriesCreateInput = z.input<typeof seriesCreateSchema>;
export type SeriesCreate = z.output<typeof seriesCreateSchema>;

/** `PUT /api/series/{id}/`: fields left out keep their value; the club cannot change. */
export const seriesUpdateSchema = z.strictObject({
  id: idSchema.optional(),
  club: idSchema.optional(),
  name: seriesFields.name.optional(),
  description: seriesFields.description.optional(),
  discard_thresholds: seriesFields.discard_thresholds.optional(),
  dnf_scoring: seriesFields.dnf_scoring.optional(),
  rules_edition: seriesFields.rules_edition.optional(),
  round_corrected: seriesFields.round_corrected.optional(),
  dnf_points: seriesFields.dnf_points.optional(),
  scp_places: seriesFields.scp_places.optional(),
  penalty_on_tie: seriesFields.penalty_on_tie.optional(),
  ...feeFields,
});
export type SeriesUpdateInput = z.input<typeof seriesUpdateSchema>;
export type SeriesUpdate = z.output<typeof seriesUpdateSchema>;

/** `GET /api/series/` filters; unknown query parameters are ignored. */
export const seriesListQuerySchema = z.object({ club: slugSchema.optional() });

/**
 * A series as the API answers it, in lists and alone: its own fields, those derived from its
 * sailings (status, first/last date, count) and the sailings themselves (list-shaped, in date
 * order). Only the sailings the caller may see count.
 */
export const seriesSchema = feeSettingsSchema.extend({
  id: z.number(),
  club: clubRefSchema,
  name: z.string(),
  description: z.string(),
  status: sailingStatusSchema.exclude(['cancelled']),
  first_date: z.string().nullable(),
  last_date: z.string().nullable(),
  sailing_count: z.number(),
  sailings: z.array(sailingListItemSchema),
  discard_thresholds: z.array(z.number()),
  dnf_scoring: dnfScoringSchema,
  rules_edition: rulesEditionSchema,
  round_corrected: roundCorrectedSchema,
  dnf_points: z.number().nullable(),
  scp_places: z.number().nullable(),
  penalty_on_tie: penaltyOnTieSchema,
});
export type Series = z.infer<typeof seriesSchema>;
export type SeriesStatus = Series['status'];
