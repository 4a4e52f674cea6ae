import { z } from 'zod';
import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH } from './club.ts';
import {
  imageUploadSchema,
  optionalFormNumber,
  optionalIdSchema,
  requiredText,
  text,
} from './common.ts';

/** Longest course accepted, in nautical miles (Gotland Runt is about 350). */
export const COURSE_MAX_LENGTH_NM = 1000;

/** A course as the course endpoints answer it: `club` is the club id, `map` an image URL or null. */
export const courseSchema = z.object({
  id: z.number(),
  club: z.number(),
  name: z.string(),
  description: z.string(),
  length_nm: z.number().nullable(),
  map: z.string().nullable(),
});
export type Course = z.infer<typeof courseSchema>;

const lengthNm = optionalFormNumber().refine(
  (value) => value === null || (value > 0 && value <= COURSE_MAX_LENGTH_NM),
  `Ange banans längd i distansminuter: större än 0 och högst ${COURSE_MAX_LENGTH_NM}.`,
);

/**
 * `POST /api/courses/` and `PUT /api/courses/{id}/` (multipart or JSON). `club` (left out,
 * '' or null) defaults to the caller's club for a club account. On PUT the optional fields left out are kept;
 * `map`: a new image, or '' / null to remove it.
 */
export const courseWriteSchema = z.strictObject({
  club: optionalIdSchema.optional(),
  name: requiredText(NAME_MAX_LENGTH),
  description: text(DESCRIPTION_MAX_LENGTH).optional(),
  length_nm: lengthNm.optional(),
  map: imageUploadSchema.optional(),
});
export type CourseWriteInput = z.input<typeof courseWriteSchema>;
