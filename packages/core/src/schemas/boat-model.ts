import { z } from 'zod';
import { NAME_MAX_LENGTH } from './club.ts';
import { formNumber, optionalFormNumber, requiredText } from './common.ts';

/** SRS values are above 0 and at most 5 (real ones lie between about 0.3 and 2.5). */
export const SRS_MAX = 5;
export const SRS_RANGE_MESSAGE = `Ange ett SRS-tal större än 0 och högst ${SRS_MAX} (vanligen 0,3–2,5).`;

const inRange = (value: number) => value > 0 && value <= SRS_MAX;

/** A required SRS value. */
export const srsSchema = formNumber().refine(inRange, SRS_RANGE_MESSAGE);

/** An SRS variant the model may lack: null or '' for none. */
export const optionalSrsSchema = optionalFormNumber().refine(
  (value) => value === null || inRange(value),
  SRS_RANGE_MESSAGE,
);

/** A boat model with its SRS values: standard, without flying sails, shorthanded, both. */
export const boatModelSchema = z.object({
  id: z.number(),
  name: z.string(),
  srs: z.number(),
  srs_no_flying: z.number().nullable(),
  srs_shorthanded: z.number().nullable(),
  srs_shorthanded_no_flying: z.number().nullable(),
});
export type BoatModel = z.infer<typeof boatModelSchema>;

/** `POST /api/boat-models/` and `PUT /api/boat-models/{id}/`; variants left out are kept on PUT. */
export const boatModelWriteSchema = z.strictObject({
  name: requiredText(NAME_MAX_LENGTH),
  srs: srsSchema,
  srs_no_flying: optionalSrsSchema.optional(),
  srs_shorthanded: optionalSrsSchema.optional(),
  srs_shorthanded_no_flying: optionalSrsSchema.optional(),
});
export type BoatModelWriteInput = z.input<typeof boatModelWriteSchema>;

/** The columns of an SRS import file, in the order of the template. */
export const BOAT_MODEL_CSV_COLUMNS = [
  'name',
  'srs',
  'srs_no_flying',
  'srs_shorthanded',
  'srs_shorthanded_no_flying',
] as const;

/** One data row of an SRS import file, its cells as text. */
export const boatModelCsvRowSchema = z.strictObject({
  name: requiredText(NAME_MAX_LENGTH),
  srs: srsSchema,
  srs_no_flying: optionalSrsSchema.optional(),
  srs_shorthanded: optionalSrsSchema.optional(),
  srs_shorthanded_no_flying: optionalSrsSchema.optional(),
});

/** Largest CSV text accepted as JSON (`{csv}`); a file upload is limited to 5 MB. */
export const BOAT_MODEL_CSV_MAX_LENGTH = 1_000_000;

/**
 * `POST /api/boat-models/import/`: a CSV file (multipart field `file`) or its text (`{csv}`),
 * with the header `name,srs,srs_no_flying,srs_shorthanded,srs_shorthanded_no_flying`.
 */
export const boatModelImportSchema = z
  .strictObject({
    file: z.instanceof(Uint8Array, { error: 'Skicka en CSV-fil i fältet file.' }).optional(),
    csv: z.string().max(BOAT_MODEL_CSV_MAX_LENGTH).optional(),
  })
  .superRefine((value, context) => {
    if (value.file === undefined && value.csv === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['file'],
        message: 'Välj en CSV-fil att importera.',
      });
    } else if (value.file !== undefined && value.csv !== undefined) {
      context.addIssue({
        code: 'custom',
        message: 'Skicka antingen en fil eller CSV-text, inte båda.',
      });
    }
  });

/** What an import did: how many models it created and how many it updated. */
export const boatModelImportResultSchema = z.object({
  created: z.number(),
  updated: z.number(),
});
export type BoatModelImportResult = z.infer<typeof boatModelImportResultSchema>;

/** `?preview=1` on the import: check the file and tell what it would do, writing nothing. */
export const boatModelImportQuerySchema = z.object({
  preview: z.enum(['0', '1'], { error: 'Ange 0 eller 1.' }).optional(),
});

/** One model of a previewed import: its line, values, and whether it is new or changed. */
export const boatModelImportPreviewRowSchema = z.object({
  line: z.number(),
  action: z.enum(['create', 'update']),
  name: z.string(),
  srs: z.number(),
  srs_no_flying: z.number().nullable(),
  srs_shorthanded: z.number().nullable(),
  srs_shorthanded_no_flying: z.number().nullable(),
});
export type BoatModelImportPreviewRow = z.infer<typeof boatModelImportPreviewRowSchema>;

/**
 * The answer of a preview: the counts an import would give, and the models it would create or
 * change (unchanged ones are left out).
 */
export const boatModelImportPreviewSchema = boatModelImportResultSchema.extend({
  rows: z.array(boatModelImportPreviewRowSchema),
});
export type BoatModelImportPreview = z.infer<typeof boatModelImportPreviewSchema>;
