import { z } from 'zod';
import { formNumber, idSchema, requiredText, text, uploadSchema } from './common.ts';
import { messages } from './swedish-errors.ts';

/** Length limits of the catalogue texts (decision 0010: names 200, descriptions 5 000). */
export const NAME_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 5000;

/**
 * Field helpers with clear Swedish messages. The unions of common.ts report a value that fits
 * none of their members as zod's generic "Ogiltig input"; these rebuild the same unions with
 * a message that says what to send.
 */
function unionMessage(other: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined ? messages.required : issue.input === null ? messages.notNull : other;
}

const NUL_MESSAGE = 'Texten innehåller ett otillåtet tecken (NUL).';
const withoutNul = (value: string) => !value.includes('\u0000');

/** Text with a length limit, trimmed, without NUL characters (which PostgreSQL cannot store). */
export function textField(max: number) {
  return text(max).refine(withoutNul, NUL_MESSAGE);
}

/** Required text: trimmed, not empty, at most `max` characters, without NUL characters. */
export function requiredTextField(max: number) {
  return requiredText(max).refine(withoutNul, NUL_MESSAGE);
}

const INVALID_ID = 'Ange ett giltigt id (ett positivt heltal).';
const INVALID_OPTIONAL_ID = 'Ange ett giltigt id, eller lämna fältet tomt.';
/** Ids are 32-bit integers in both databases; a larger one would be a database error. */
const MAX_ID = 2_147_483_647;

/** A required reference to another object: its id, as a number or the text of one. */
export const referenceIdField = z
  .union(idSchema.options, { error: unionMessage(INVALID_ID) })
  // common.ts's text form lets ten digits through, up to 9 999 999 999.
  .refine((id) => id <= MAX_ID, INVALID_ID);

/** An optional reference: an id, or null / '' for none (both read as null). */
export const optionalReferenceIdField = z
  .union([...idSchema.options, z.literal(''), z.null()], {
    error: unionMessage(INVALID_OPTIONAL_ID),
  })
  .transform((value) => (value === '' || value === null ? null : value))
  .refine((id) => id === null || id <= MAX_ID, INVALID_OPTIONAL_ID);

/** A number from JSON or a form's text (decimal comma accepted). */
export const decimalField = z.union(formNumber().options, {
  error: unionMessage('Ange ett tal, till exempel 0,845.'),
});

/** An optional number: null or '' is null. */
export const optionalDecimalField = z
  .union([...formNumber().options, z.literal(''), z.null()], {
    error: (issue) =>
      issue.input === undefined ? messages.required : 'Ange ett tal, eller lämna fältet tomt.',
  })
  .transform((value) => (value === '' || value === null ? null : value));

/**
 * An uploaded image (a file in a multipart form), or null / '' to remove the current one. An
 * empty file, which a browser sends for a file input left empty, leaves the image as it is.
 */
export const imageUploadField = z
  .union(uploadSchema.options, {
    error: unionMessage(
      'Skicka en bildfil (PNG, JPEG eller WebP), eller en tom text för att ta bort bilden.',
    ),
  })
  .transform((value) => {
    if (!(value instanceof Uint8Array)) return null;
    return value.byteLength === 0 ? undefined : value;
  });

const WEBSITE =
  /^https?:\/\/(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/u;

/** A web address or ''. "www.ksss.se" is read as "https://www.ksss.se". */
export const websiteSchema = textField(NAME_MAX_LENGTH)
  .transform((value) => (value === '' || /^https?:\/\//i.test(value) ? value : `https://${value}`))
  .refine(
    (value) => value === '' || WEBSITE.test(value),
    'Ange en giltig webbadress, till exempel https://www.ksss.se.',
  );

/** An e-mail address or ''. */
export const optionalEmailSchema = textField(254).refine(
  (value) => value === '' || z.email().safeParse(value).success,
  messages.invalidEmail,
);

/** A club as every club endpoint answers it. `logo` is the image URL or null. */
export const clubSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  short_name: z.string(),
  city: z.string(),
  website: z.string(),
  email: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
});
export type Club = z.infer<typeof clubSchema>;

/**
 * `PATCH /api/clubs/{slug}/` (multipart or JSON): the fields sent are changed, the others kept.
 * `logo`: a new image, or '' / null to remove it.
 */
export const clubUpdateSchema = z.strictObject({
  name: requiredTextField(NAME_MAX_LENGTH).optional(),
  short_name: textField(50).optional(),
  city: textField(100).optional(),
  website: websiteSchema.optional(),
  email: optionalEmailSchema.optional(),
  description: textField(DESCRIPTION_MAX_LENGTH).optional(),
  logo: imageUploadField.optional(),
});
export type ClubUpdateInput = z.input<typeof clubUpdateSchema>;

/** `{slug}` path parameters of the club endpoints (an unknown slug is a 404). */
export const clubSlugParamsSchema = z.strictObject({ slug: z.string() });

/** `?sailing_id=`: leave out the boats already entered in that sailing of the club. */
export const distinctCompetitorsQuerySchema = z.object({
  sailing_id: optionalReferenceIdField.optional(),
});

/**
 * One boat that has sailed with the club: a competitor without the per-sailing fields, ready
 * to be entered into a new sailing.
 */
export const distinctCompetitorSchema = z.object({
  name: z.string(),
  boat_name: z.string(),
  boat_type: z.string(),
  sail_number: z.string(),
  club_name: z.string(),
  rating: z.number().nullable(),
  sailor: z.number().nullable(),
});
export type DistinctCompetitor = z.infer<typeof distinctCompetitorSchema>;
