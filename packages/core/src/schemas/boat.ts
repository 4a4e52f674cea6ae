import { z } from 'zod';
import { NAME_MAX_LENGTH } from './club.ts';
import { idSchema, optionalIdSchema, requiredText, text } from './common.ts';

export const SAIL_NUMBER_MAX_LENGTH = 20;

/** A boat: `boat_model` and `owner` (a sailor) are ids, null when removed. */
export const boatSchema = z.object({
  id: z.number(),
  name: z.string(),
  sail_number: z.string(),
  boat_model: z.number().nullable(),
  owner: z.number().nullable(),
});
export type Boat = z.infer<typeof boatSchema>;

/**
 * `POST /api/boats/`: a sailor's boat is their own (owner left out, '' or their own id); staff
 * may name any sailor, or none.
 */
export const boatCreateSchema = z.strictObject({
  name: requiredText(NAME_MAX_LENGTH),
  sail_number: text(SAIL_NUMBER_MAX_LENGTH).optional(),
  boat_model: idSchema,
  owner: optionalIdSchema.optional(),
});
export type BoatCreateInput = z.input<typeof boatCreateSchema>;

/** `PATCH /api/boats/{id}/`: the fields sent are changed; only staff may change the owner. */
export const boatUpdateSchema = z.strictObject({
  name: requiredText(NAME_MAX_LENGTH).optional(),
  sail_number: text(SAIL_NUMBER_MAX_LENGTH).optional(),
  boat_model: idSchema.optional(),
  owner: optionalIdSchema.optional(),
});
export type BoatUpdateInput = z.input<typeof boatUpdateSchema>;

/** `GET /api/boats/?owner=<sailor id>`. */
export const boatListQuerySchema = z.object({ owner: optionalIdSchema.optional() });
