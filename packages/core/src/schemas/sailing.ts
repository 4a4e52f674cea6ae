import { z } from 'zod';
import { MAX_PROTEST_MINUTES } from '../board/limits.ts';
import { REG_STATUSES, SAILING_STATUSES } from '../sailing/status.ts';
import { clubRefSchema } from './auth.ts';
import {
  dateSchema,
  formBoolean,
  formNumber,
  idSchema,
  optionalClockTimeSchema,
  optionalIdSchema,
  requiredText,
  slugSchema,
  text,
  unionMessage,
} from './common.ts';
import { competitorSchema } from './competitor.ts';
import { startGroupSchema } from './start-group.ts';
import { reportedFinishesSchema } from './finish-report.ts';
import { feeFields, feeSettingsSchema } from './fee.ts';
import { ENTRY_DEADLINE_MESSAGE, entryDeadlineSchema } from './wall-clock-minute.ts';

export { ENTRY_DEADLINE_MESSAGE, entryDeadlineSchema };

export const SAILING_NAME_MAX = 200;
export const SAILING_DESCRIPTION_MAX = 5000;

/** The five sailing statuses of docs/product.md §11 (their list and labels: ../sailing/status.ts). */
export const sailingStatusSchema = z.enum(SAILING_STATUSES);

export const regStatusSchema = z.enum(REG_STATUSES);

export const PROTEST_MINUTES_MESSAGE = `Ange protesttiden i hela minuter, 0–${MAX_PROTEST_MINUTES}.`;

/** A sailing's "Protesttid (minuter)" (issue 30), counted from the moment it is finished. */
export const protestMinutesSchema = formNumber(PROTEST_MINUTES_MESSAGE).refine(
  (value) => Number.isInteger(value) && value >= 0 && value <= MAX_PROTEST_MINUTES,
  PROTEST_MINUTES_MESSAGE,
);

export const NEW_SAILING_STATUS_MESSAGE = 'En ny segling kan bara vara opublicerad eller kommande.';

/**
 * `POST /api/sailings/`. A club account creates for its own club (`club` may be left out);
 * staff name the club. New sailings are unpublished unless created as upcoming.
 */
export const sailingCreateSchema = z.strictObject({
  club: idSchema.optional(),
  name: requiredText(SAILING_NAME_MAX),
  start_date: dateSchema,
  start_time: optionalClockTimeSchema.optional(),
  serie: optionalIdSchema.optional(),
  course: optionalIdSchema.optional(),
  description: text(SAILING_DESCRIPTION_MAX).optional(),
  reg_status: regStatusSchema.optional(),
  entry_deadline: entryDeadlineSchema.optional(),
  status: z.enum(['unpublished', 'upcoming'], { error: NEW_SAILING_STATUS_MESSAGE }).optional(),
  reported_finishes: reportedFinishesSchema.optional(),
  protest_minutes: protestMinutesSchema.optional(),
  ...feeFields,
});
export type SailingCreateInput = z.input<typeof sailingCreateSchema>;
export type SailingCreate = z.output<typeof sailingCreateSchema>;

export const NO_SAILING_ID_MESSAGE = 'No sailing ID provided in form data';
export const SAILING_ID_MISMATCH_MESSAGE = 'Id i formuläret stämmer inte med seglingens id.';

/**
 * `PUT /api/sailings/{id}/` (multipart or JSON). The form carries the sailing's `id` (docs/product.md
 * §5); fields left out keep their value. Setting status `finished` sets `is_finished`.
 */
export const sailingUpdateSchema = z.strictObject({
  id: idSchema.optional(),
  club: idSchema.optional(),
  name: requiredText(SAILING_NAME_MAX).optional(),
  start_date: dateSchema.optional(),
  start_time: optionalClockTimeSchema.optional(),
  serie: optionalIdSchema.optional(),
  course: optionalIdSchema.optional(),
  description: text(SAILING_DESCRIPTION_MAX).optional(),
  reg_status: regStatusSchema.optional(),
  entry_deadline: entryDeadlineSchema.optional(),
  status: sailingStatusSchema.optional(),
  verified_result: formBoolean.optional(),
  reported_finishes: reportedFinishesSchema.optional(),
  protest_minutes: protestMinutesSchema.optional(),
  ...feeFields,
});
export type SailingUpdateInput = z.input<typeof sailingUpdateSchema>;
export type SailingUpdate = z.output<typeof sailingUpdateSchema>;

/** `?status=upcoming&status=ongoing` or `?status=upcoming,ongoing`. */
const statusFilterSchema = z
  .union([z.string(), z.array(z.string())], {
    error: unionMessage('Ange en eller flera statusar.'),
  })
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  // The count is checked first, so a query of thousands of words gets one short answer.
  .pipe(z.array(z.string()).max(20, 'Ange högst 20 statusar.'))
  .pipe(z.array(sailingStatusSchema));

/** `GET /api/sailings/` filters; unknown query parameters are ignored, as DRF does. */
export const sailingListQuerySchema = z.object({
  club: slugSchema.optional(),
  year: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'Ange ett årtal med fyra siffror (ÅÅÅÅ).')
    .optional(),
  status: statusFilterSchema.optional(),
  serie: idSchema.optional(),
});
export type SailingListQuery = z.output<typeof sailingListQuerySchema>;

/** A sailing's series or course in an answer. */
export const sailingRefSchema = z.object({ id: z.number(), name: z.string() });

/** A sailing in a list (and in a series): the fields of docs/product.md §3 without its entries. */
export const sailingListItemSchema = z.object({
  id: z.number(),
  club: clubRefSchema,
  name: z.string(),
  start_date: z.string(),
  start_time: z.string().nullable(),
  status: sailingStatusSchema,
  status_label: z.string(),
  serie: sailingRefSchema.nullable(),
  course: sailingRefSchema.nullable(),
  description: z.string(),
  reg_status: regStatusSchema,
  verified_result: z.boolean(),
  is_finished: z.boolean(),
  competitor_count: z.number(),
});
export type SailingListItem = z.infer<typeof sailingListItemSchema>;

/** One sailing with all its competitors, its start groups (each with its competitors) and the rest. */
export const sailingDetailSchema = sailingListItemSchema.extend(feeSettingsSchema.shape).extend({
  /** The last entry time, Stockholm 'YYYY-MM-DDTHH:MM', or null (issue 13). */
  entry_deadline: z.string().nullable(),
  /** Whether sailors' reported finishes count at once or once approved (issue 13). */
  reported_finishes: reportedFinishesSchema,
  /** "Protesttid (minuter)", counted from `finished_at` (issue 30). */
  protest_minutes: z.number(),
  /** When it was finished, and until when protests may be filed (ISO); null while not finished. */
  finished_at: z.string().nullable(),
  protest_deadline: z.string().nullable(),
  /** Whether its entries owe a fee, its own or its series' (issue 31): ask for the payment. */
  has_entry_fee: z.boolean(),
  competitors: z.array(competitorSchema),
  start_groups: z.array(startGroupSchema),
  ungrouped_competitors: z.array(competitorSchema),
});
export type SailingDetail = z.infer<typeof sailingDetailSchema>;
