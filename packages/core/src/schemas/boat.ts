import { z } from 'zod';
import { optionalSrsSchema } from './boat-model.ts';
import { NAME_MAX_LENGTH } from './club.ts';
import { optionalIdSchema, requiredText, text, unionMessage } from './common.ts';

export const SAIL_NUMBER_MAX_LENGTH = 20;

/** The first certificate year accepted; the last is next year (a certificate issued ahead). */
export const CERTIFICATE_YEAR_MIN = 1990;

/** The messages of a boat's rules (docs/product.md §5), shared by the server and the form. */
export const boatMessages = {
  certificateYear: `Ange ett år mellan ${CERTIFICATE_YEAR_MIN} och nästa år.`,
  yearRequired: 'Ange mätbrevsåret för det egna SRS-talet.',
  yearWithoutSrs: 'Ett mätbrevsår hör till ett eget SRS-tal: ange SRS-talet eller töm året.',
  modelOrSrs: 'Välj en båtmodell eller ange ett eget SRS-tal.',
} as const;

/** The latest certificate year accepted now: next year. */
export function latestCertificateYear(now: Date = new Date()): number {
  return now.getUTCFullYear() + 1;
}

/** A certificate year, 1990..next year, as a number or form text; null or '' for none. */
export const optionalCertificateYearSchema = z
  .union(
    [
      z.number().int(boatMessages.certificateYear),
      z
        .string()
        .trim()
        .regex(/^\d{4}$/, boatMessages.certificateYear)
        .transform(Number),
      z.literal(''),
      z.null(),
    ],
    { error: unionMessage(boatMessages.certificateYear) },
  )
  .transform((value) => (value === '' || value === null ? null : value))
  .refine(
    (value) =>
      value === null || (value >= CERTIFICATE_YEAR_MIN && value <= latestCertificateYear()),
    boatMessages.certificateYear,
  );

/**
 * A boat: `boat_model` and `owner` (a sailor) are ids, null when removed. `own_srs` is an own
 * SRS value (a certificate) used instead of the model's, with its `certificate_year`.
 */
export const boatSchema = z.object({
  id: z.number(),
  name: z.string(),
  sail_number: z.string(),
  boat_model: z.number().nullable(),
  owner: z.number().nullable(),
  own_srs: z.number().nullable(),
  certificate_year: z.number().nullable(),
});
export type Boat = z.infer<typeof boatSchema>;

interface BoatRatingFields {
  boat_model?: number | null;
  own_srs?: number | null;
  certificate_year?: number | null;
}

/**
 * The rules between a boat's fields, where the body names both sides (a PATCH that names one
 * side is checked against the stored boat by the server): a model or an own SRS value; a year
 * with an own SRS value, and none without.
 */
export function boatRatingProblems(value: BoatRatingFields): Record<string, string> {
  const problems: Record<string, string> = {};
  if (value.boat_model === null && value.own_srs === null) {
    problems.boat_model = boatMessages.modelOrSrs;
  }
  if (value.own_srs != null && value.certificate_year === null) {
    problems.certificate_year = boatMessages.yearRequired;
  }
  if (value.own_srs === null && value.certificate_year != null) {
    problems.certificate_year = boatMessages.yearWithoutSrs;
  }
  return problems;
}

function checkRatingFields(value: BoatRatingFields, context: z.RefinementCtx) {
  for (const [path, message] of Object.entries(boatRatingProblems(value))) {
    context.addIssue({ code: 'custom', path: [path], message });
  }
}

/**
 * `POST /api/boats/`: a sailor's boat is their own (owner left out, '' or their own id); staff
 * may name any sailor, or none. A boat has a model, an own SRS value with its year, or both.
 */
export const boatCreateSchema = z
  .strictObject({
    name: requiredText(NAME_MAX_LENGTH),
    sail_number: text(SAIL_NUMBER_MAX_LENGTH).optional(),
    boat_model: optionalIdSchema.optional(),
    owner: optionalIdSchema.optional(),
    own_srs: optionalSrsSchema.optional(),
    certificate_year: optionalCertificateYearSchema.optional(),
  })
  .superRefine((value, context) =>
    checkRatingFields(
      {
        boat_model: value.boat_model ?? null,
        own_srs: value.own_srs ?? null,
        certificate_year: value.certificate_year ?? null,
      },
      context,
    ),
  );
export type BoatCreateInput = z.input<typeof boatCreateSchema>;

/** `PATCH /api/boats/{id}/`: the fields sent are changed; only staff may change the owner. */
export const boatUpdateSchema = z
  .strictObject({
    name: requiredText(NAME_MAX_LENGTH).optional(),
    sail_number: text(SAIL_NUMBER_MAX_LENGTH).optional(),
    boat_model: optionalIdSchema.optional(),
    owner: optionalIdSchema.optional(),
    own_srs: optionalSrsSchema.optional(),
    certificate_year: optionalCertificateYearSchema.optional(),
  })
  .superRefine((value, context) => {
    // Only where the body names both sides of a rule; the rest is checked against the boat.
    checkRatingFields(
      {
        boat_model: value.own_srs === undefined ? undefined : value.boat_model,
        own_srs: value.own_srs,
        certificate_year: value.own_srs === undefined ? undefined : value.certificate_year,
      },
      context,
    );
  });
export type BoatUpdateInput = z.input<typeof boatUpdateSchema>;

/** `GET /api/boats/?owner=<sailor id>`. */
export const boatListQuerySchema = z.object({ owner: optionalIdSchema.optional() });
