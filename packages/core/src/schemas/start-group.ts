import { z } from 'zod';
import { PURSUIT_ROUNDINGS, START_GROUP_HANDICAPS, START_TYPES } from '../sailing/entries.ts';
import {
  formBoolean,
  idSchema,
  optionalClockTimeSchema,
  requiredText,
  text,
  unionMessage,
} from './common.ts';
import { competitorRatingSchema, competitorSchema } from './competitor.ts';

export const START_GROUP_NAME_MAX = 200;
/** Longest planned course time of a pursuit start: a day, in minutes. */
export const PURSUIT_MINUTES_MAX = 1440;

export const startGroupHandicapSchema = z.enum(START_GROUP_HANDICAPS);
export const startTypeSchema = z.enum(START_TYPES);
export const pursuitRoundingSchema = z.enum(PURSUIT_ROUNDINGS);

/** The longest list of boat types a group takes (one per line). */
export const BOAT_TYPES_MAX = 2000;
export const RATING_RANGE_MESSAGE = 'SRS till får inte vara lägre än SRS från.';

export const PURSUIT_MINUTES_MESSAGE = `Ange planerad seglingstid i hela minuter (1–${PURSUIT_MINUTES_MAX}).`;

/** Planned course time of the slowest boat in a pursuit start, in whole minutes; null for none. */
export const pursuitMinutesSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,5}$/)
        .transform(Number),
      z.literal(''),
      z.null(),
    ],
    {
      error: unionMessage(PURSUIT_MINUTES_MESSAGE),
    },
  )
  .transform((value) => (value === '' || value === null ? null : value))
  .refine(
    (value) =>
      value === null || (Number.isInteger(value) && value >= 1 && value <= PURSUIT_MINUTES_MAX),
    PURSUIT_MINUTES_MESSAGE,
  );

const groupFields = {
  name: requiredText(START_GROUP_NAME_MAX),
  start_time: optionalClockTimeSchema,
  handicap: startGroupHandicapSchema,
  start_type: startTypeSchema,
  pursuit_minutes: pursuitMinutesSchema,
  pursuit_rounding: pursuitRoundingSchema,
  // Which entries the group takes (docs/product.md §11, issue 13): all inclusive; null, '' any.
  min_rating: competitorRatingSchema,
  max_rating: competitorRatingSchema,
  boat_types: text(BOAT_TYPES_MAX),
  is_default: formBoolean,
};

const ruleFields = {
  min_rating: groupFields.min_rating.optional(),
  max_rating: groupFields.max_rating.optional(),
  boat_types: groupFields.boat_types.optional(),
  is_default: groupFields.is_default.optional(),
};

/** An SRS range whose both ends are given runs upwards (the service checks stored ends too). */
function rangeRunsUpwards(value: { min_rating?: number | null; max_rating?: number | null }) {
  const { min_rating: min, max_rating: max } = value;
  return min === undefined || min === null || max === undefined || max === null || min <= max;
}

/**
 * `POST /api/start-groups/`. Without `start_time` the group starts at the sailing's start time;
 * a pursuit start (jaktstart) needs `pursuit_minutes`.
 */
export const startGroupCreateSchema = z
  .strictObject({
    sailing: idSchema,
    name: groupFields.name,
    start_time: groupFields.start_time.optional(),
    handicap: groupFields.handicap.optional(),
    start_type: groupFields.start_type.optional(),
    pursuit_minutes: groupFields.pursuit_minutes.optional(),
    pursuit_rounding: groupFields.pursuit_rounding.optional(),
    ...ruleFields,
  })
  .refine(rangeRunsUpwards, { message: RATING_RANGE_MESSAGE, path: ['max_rating'] });
export type StartGroupCreateInput = z.input<typeof startGroupCreateSchema>;
export type StartGroupCreate = z.output<typeof startGroupCreateSchema>;

/** `PUT /api/start-groups/{id}/`: fields left out keep their value; the sailing cannot change. */
export const startGroupUpdateSchema = z
  .strictObject({
    sailing: idSchema.optional(),
    name: groupFields.name.optional(),
    start_time: groupFields.start_time.optional(),
    handicap: groupFields.handicap.optional(),
    start_type: groupFields.start_type.optional(),
    pursuit_minutes: groupFields.pursuit_minutes.optional(),
    pursuit_rounding: groupFields.pursuit_rounding.optional(),
    ...ruleFields,
  })
  .refine(rangeRunsUpwards, { message: RATING_RANGE_MESSAGE, path: ['max_rating'] });
export type StartGroupUpdateInput = z.input<typeof startGroupUpdateSchema>;
export type StartGroupUpdate = z.output<typeof startGroupUpdateSchema>;

/** A start group as the API answers it, with its competitors. */
export const startGroupSchema = z.object({
  id: z.number(),
  sailing: z.number(),
  name: z.string(),
  start_time: z.string().nullable(),
  handicap: startGroupHandicapSchema,
  start_type: startTypeSchema,
  pursuit_minutes: z.number().nullable(),
  pursuit_rounding: pursuitRoundingSchema,
  min_rating: z.number().nullable(),
  max_rating: z.number().nullable(),
  boat_types: z.string(),
  is_default: z.boolean(),
  competitors: z.array(competitorSchema),
});
export type StartGroup = z.infer<typeof startGroupSchema>;
