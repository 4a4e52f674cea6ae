import { z } from 'zod';
import { MAX_TIME_FACTOR } from '../scoring/corrected-time.ts';
import { emailSchema } from './auth.ts';
import { retryableWriteFields } from './finish.ts';
import { competitorReportSchema } from './finish-report.ts';
import { entryCategoriesSchema } from './prize-category.ts';
import {
  clockTimeSchema,
  idSchema,
  optionalFormNumber,
  optionalIdSchema,
  text,
  unionMessage,
} from './common.ts';

/** Length limits of a competitor's text fields. */
export const COMPETITOR_NAME_MAX = 200;
export const SAIL_NUMBER_MAX = 50;

export {
  FINISH_PENALTY_CODES,
  REPLACING_CODES,
  RESULT_CODES,
  isResultCode,
  type ResultCode,
} from '../sailing/codes.ts';
import { RESULT_CODES, isResultCode } from '../sailing/codes.ts';
import { RATING_VARIANTS } from '../sailing/entries.ts';

export const SAIL_CONFIG_MESSAGE = 'Välj segelföring.';

/** A sail configuration: the boat model's SRS variant an entry's rating comes from (issue 13). */
export const sailConfigSchema = z.enum(
  RATING_VARIANTS.map((variant) => variant.value) as [
    (typeof RATING_VARIANTS)[number]['value'],
    ...(typeof RATING_VARIANTS)[number]['value'][],
  ],
  { error: SAIL_CONFIG_MESSAGE },
);

export const RATING_MESSAGE = `Ange ett SRS-tal större än 0 och högst ${MAX_TIME_FACTOR}.`;

/**
 * A rating (SRS time correction factor): 0 < rating ≤ 5, as a JSON number or as form text with
 * a decimal comma ("0,845"); null or '' for none.
 */
export const competitorRatingSchema = optionalFormNumber(RATING_MESSAGE).refine(
  (value) => value === null || (Number.isFinite(value) && value > 0 && value <= MAX_TIME_FACTOR),
  RATING_MESSAGE,
);

const competitorFields = {
  name: text(COMPETITOR_NAME_MAX),
  boat_name: text(COMPETITOR_NAME_MAX),
  boat_type: text(COMPETITOR_NAME_MAX),
  sail_number: text(SAIL_NUMBER_MAX),
  club_name: text(COMPETITOR_NAME_MAX),
  rating: competitorRatingSchema,
  start_group: optionalIdSchema,
  sailor: optionalIdSchema,
  boat: optionalIdSchema,
};

/**
 * `POST /api/competitors/`: an entry in a sailing (the body names the sailing). A sailor's own
 * entry sends only `sailing`, `boat`, `sail_config` and `categories`: the rest comes from her
 * profile and boat, the start group from the club's rules (issue 13). `categories`: the club's
 * `entry_flag` prize categories ticked on the entry (issue 32, docs/product.md §21).
 */
export const competitorCreateSchema = z.strictObject({
  sailing: idSchema,
  sail_config: sailConfigSchema.nullable().optional(),
  name: competitorFields.name.optional(),
  boat_name: competitorFields.boat_name.optional(),
  boat_type: competitorFields.boat_type.optional(),
  sail_number: competitorFields.sail_number.optional(),
  club_name: competitorFields.club_name.optional(),
  rating: competitorFields.rating.optional(),
  start_group: competitorFields.start_group.optional(),
  sailor: competitorFields.sailor.optional(),
  boat: competitorFields.boat.optional(),
  categories: entryCategoriesSchema.optional(),
});
export type CompetitorCreateInput = z.input<typeof competitorCreateSchema>;
export type CompetitorCreate = z.output<typeof competitorCreateSchema>;

/**
 * `PATCH /api/competitors/{id}/`: only the fields given change. `sailing` may be sent back as it
 * is, but an entry cannot move to another sailing; `start_group: null` makes it ungrouped;
 * `categories` replaces the ticked prize categories.
 */
export const competitorUpdateSchema = z.strictObject({
  sailing: idSchema.optional(),
  name: competitorFields.name.optional(),
  boat_name: competitorFields.boat_name.optional(),
  boat_type: competitorFields.boat_type.optional(),
  sail_number: competitorFields.sail_number.optional(),
  club_name: competitorFields.club_name.optional(),
  rating: competitorFields.rating.optional(),
  start_group: competitorFields.start_group.optional(),
  sailor: competitorFields.sailor.optional(),
  boat: competitorFields.boat.optional(),
  categories: entryCategoriesSchema.optional(),
});
export type CompetitorUpdateInput = z.input<typeof competitorUpdateSchema>;
export type CompetitorUpdate = z.output<typeof competitorUpdateSchema>;

export const ONE_TIMING_FIELD_MESSAGE =
  'Ange exakt ett av fälten finish_time, elapsed_time eller code.';
/** The 400 message for an unknown result code. */
export const INVALID_CODE_MESSAGE = (code: string) =>
  `"${code}" är inte en giltig kod. Giltiga koder: ${RESULT_CODES.join(', ')}.`;

/** Seconds in a day: an elapsed time is below it (a club race does not last 24 hours). */
const SECONDS_PER_DAY = 86_400;

const ELAPSED_MESSAGE = 'Ange den seglade tiden i hela sekunder.';

const elapsedTimeSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,6}$/)
        .transform(Number),
    ],
    {
      error: unionMessage(ELAPSED_MESSAGE),
    },
  )
  .refine((value) => Number.isInteger(value), ELAPSED_MESSAGE)
  .refine(
    (value) => value >= 0 && value < SECONDS_PER_DAY,
    `Den seglade tiden måste vara minst 0 och under ${SECONDS_PER_DAY} sekunder (ett dygn).`,
  );

const codeSchema = z
  .string()
  .trim()
  .max(10, 'Ange en giltig kod.')
  .transform((value) => value.toUpperCase())
  .refine(isResultCode, { error: (issue) => INVALID_CODE_MESSAGE(String(issue.input)) });

export const STAMP_NEEDS_FINISH_MESSAGE = 'En stämpling (stamped) behöver en måltid.';

/**
 * `PATCH /api/competitors/{id}/update-elapsed-time/`: exactly one of a finish clock time, an
 * elapsed time in seconds or a result code; null clears that value. The Målgång page adds
 * `client_id` and `device` (a retry is applied once), `stamped` for a tap on "Mål" (the earlier
 * of two stamps stands) and, on an edit, `base`: the finish time the device showed, so an edit
 * made over someone else's change is a conflict instead of overwriting it.
 */
export const competitorTimingSchema = z
  .strictObject({
    finish_time: clockTimeSchema.nullable().optional(),
    elapsed_time: elapsedTimeSchema.nullable().optional(),
    code: codeSchema.nullable().optional(),
    ...retryableWriteFields,
    stamped: z.boolean().optional(),
    base: clockTimeSchema.nullable().optional(),
  })
  .refine(
    (value) =>
      [value.finish_time, value.elapsed_time, value.code].filter((v) => v !== undefined).length ===
      1,
    ONE_TIMING_FIELD_MESSAGE,
  )
  .refine((value) => value.stamped !== true || typeof value.finish_time === 'string', {
    message: STAMP_NEEDS_FINISH_MESSAGE,
    path: ['stamped'],
  });
export type CompetitorTimingInput = z.input<typeof competitorTimingSchema>;
export type CompetitorTiming = z.output<typeof competitorTimingSchema>;

/** `POST /api/competitors/{id}/create-account/`. */
export const competitorAccountSchema = z.strictObject({ email: emailSchema });
export type CompetitorAccountInput = z.input<typeof competitorAccountSchema>;

/**
 * A competitor as the API answers it. `start` is her own start in a pursuit start, otherwise
 * her start group's start time (null without one); times in seconds; `boat` the boat's id.
 */
export const competitorSchema = z.object({
  id: z.number(),
  sailing: z.number(),
  start_group: z.number().nullable(),
  sailor: z.number().nullable(),
  boat: z.number().nullable(),
  name: z.string(),
  boat_name: z.string(),
  boat_type: z.string(),
  sail_number: z.string(),
  club_name: z.string(),
  rating: z.number().nullable(),
  start: z.string().nullable(),
  finish_time: z.string().nullable(),
  elapsed_time: z.number().nullable(),
  code: z.string().nullable(),
  /** Her own finish report (issue 13); the server always sends it, null for none. */
  report: competitorReportSchema.nullable().optional(),
  /**
   * The ids of the `entry_flag` prize categories ticked on the entry (issue 32), ascending. The
   * competitor endpoints and a sailing's detail send it; a start group's answer leaves it out.
   */
  categories: z.array(z.number()).optional(),
});
export type Competitor = z.infer<typeof competitorSchema>;
