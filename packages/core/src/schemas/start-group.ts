import { z } from 'zod';
import { PURSUIT_ROUNDINGS, START_GROUP_HANDICAPS, START_TYPES } from '../sailing/entries.ts';
import { idSchema, optionalClockTimeSchema, requiredText, unionMessage } from './common.ts';
import { competitorSchema } from './competitor.ts';

export const START_GROUP_NAME_MAX = 200;
/** Longest planned course time of a pursuit start: a day, in minutes. */
export const PURSUIT_MINUTES_MAX = 1440;

export const startGroupHandicapSchema = z.enum(START_GROUP_HANDICAPS);
export const startTypeSchema = z.enum(START_TYPES);
export const pursuitRoundingSchema = z.enum(PURSUIT_ROUNDINGS);

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
};

/**
 * `POST /api/start-groups/`. Without `start_time` the group starts at the sailing's start time;
 * a pursuit start (jaktstart) needs `pursuit_minutes`.
 */
export const startGroupCreateSchema = z.strictObject({
  sailing: idSchema,
  name: groupFields.name,
  start_time: groupFields.start_time.optional(),
  handicap: groupFields.handicap.optional(),
  start_type: groupFields.start_type.optional(),
  pursuit_minutes: groupFields.pursuit_minutes.optional(),
  pursuit_rounding: groupFields.pursuit_rounding.optional(),
});
export type StartGroupCreateInput = z.input<typeof startGroupCreateSchema>;
export type StartGroupCreate = z.output<typeof startGroupCreateSchema>;

/** `PUT /api/start-groups/{id}/`: fields left out keep their value; the sailing cannot change. */
export const startGroupUpdateSchema = z.strictObject({
  sailing: idSchema.optional(),
  name: groupFields.name.optional(),
  start_time: groupFields.start_time.optional(),
  handicap: groupFields.handicap.optional(),
  start_type: groupFields.start_type.optional(),
  pursuit_minutes: groupFields.pursuit_minutes.optional(),
  pursuit_rounding: groupFields.pursuit_rounding.optional(),
});
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
  competitors: z.array(competitorSchema),
});
export type StartGroup = z.infer<typeof startGroupSchema>;
