import { z } from 'zod';
import { clubRefSchema } from './auth.ts';
import { imageUploadSchema, optionalIdSchema, requiredText, text } from './common.ts';
import { birthYearSchema } from './prize-category.ts';

export const SAILOR_NAME_MAX_LENGTH = 100;

/**
 * A sailor profile: `club` nested (or null), `picture` an image URL or null, `user` an id.
 * `birth_year` ("Födelseår", issue 32) is hers: only a reader who may edit the profile gets it
 * (`GET` and `PATCH /api/sailors/{id}/`); lists and everyone else never do.
 */
export const sailorSchema = z.object({
  id: z.number(),
  slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  club: clubRefSchema.nullable(),
  picture: z.string().nullable(),
  user: z.number().nullable(),
  birth_year: z.number().nullable().optional(),
});
export type Sailor = z.infer<typeof sailorSchema>;

/**
 * `PATCH /api/sailors/{id}/` (multipart or JSON): the fields sent are changed. `club` is a
 * club id or '' for none; `picture` a new image, or '' / null to remove it; `birth_year` a year
 * 1900 up to this year, '' or null for none (the birth-year prize categories read it, §21).
 */
export const sailorUpdateSchema = z.strictObject({
  first_name: requiredText(SAILOR_NAME_MAX_LENGTH).optional(),
  last_name: requiredText(SAILOR_NAME_MAX_LENGTH).optional(),
  club: optionalIdSchema.optional(),
  picture: imageUploadSchema.optional(),
  birth_year: birthYearSchema.optional(),
});
export type SailorUpdateInput = z.input<typeof sailorUpdateSchema>;

/** `GET /api/sailors/?query=&club=`: name prefix (any letter case, å/ä/ö as a/a/o), club slug. */
export const sailorListQuerySchema = z.object({
  query: text(100).optional(),
  club: text(100).optional(),
});

/** `{id}` of `/api/sailors/{id}/`: a sailor's id or slug. */
export const sailorParamsSchema = z.strictObject({ id: z.string() });
