import { z } from 'zod';
import { idSchema, slugSchema, unionMessage } from './common.ts';
import {
  dnfScoringSchema,
  penaltyOnTieSchema,
  roundCorrectedSchema,
  rulesEditionSchema,
} from './series.ts';
import { resultListKindSchema } from './result-list.ts';
import { startGroupHandicapSchema } from './start-group.ts';

export const SAILWAVE_FILE_MESSAGE = 'Välj en Sailwave-fil (.blw) att importera.';

/**
 * `POST /api/series/import-sailwave/` (multipart): the Sailwave series file, and the club it
 * belongs to (its id or slug; a club account may leave it out for its own club).
 */
export const sailwaveImportSchema = z.strictObject({
  club: z
    .union([idSchema, slugSchema], { error: unionMessage('Ange klubbens id eller kortnamn.') })
    .optional(),
  file: z.instanceof(Uint8Array, { error: SAILWAVE_FILE_MESSAGE }),
});
export type SailwaveImportInput = z.input<typeof sailwaveImportSchema>;

/** `?preview=1`: read the file and answer what would be created, writing nothing. */
export const sailwaveImportQuerySchema = z.object({
  preview: z.enum(['0', '1'], { error: 'Ange 0 eller 1.' }).optional(),
});

/** What an import creates (or, previewed, would create), and what Segla cannot represent. */
export const sailwaveImportAnswerSchema = z.object({
  /** The new series' id; null in a preview. */
  series: z.number().nullable(),
  name: z.string(),
  discard_thresholds: z.array(z.number()),
  dnf_scoring: dnfScoringSchema,
  rules_edition: rulesEditionSchema,
  round_corrected: roundCorrectedSchema,
  dnf_points: z.number().nullable(),
  scp_places: z.number().nullable(),
  penalty_on_tie: penaltyOnTieSchema,
  sailings: z.array(
    z.object({
      name: z.string(),
      start_date: z.string(),
      start_time: z.string().nullable(),
      competitors: z.number(),
    }),
  ),
  /** A fleet of Sailwave aliases becomes a further result list of another fleet (`list`). */
  fleets: z.array(
    z.object({
      name: z.string(),
      handicap: startGroupHandicapSchema,
      competitors: z.number(),
      list: z.object({ of: z.string(), kind: resultListKindSchema }).nullable(),
    }),
  ),
  warnings: z.array(z.string()),
});
export type SailwaveImportAnswer = z.infer<typeof sailwaveImportAnswerSchema>;
