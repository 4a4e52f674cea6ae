import { z } from 'zod';
import {
  imageUploadSchema,
  inputMessages,
  optionalIdSchema,
  requiredText,
  slugSchema,
  text,
} from './common.ts';
import { SWISH_NUMBER_MESSAGE, isSwishNumber, swishNumberDigits } from '../fees/swish.ts';
import { messages } from './swedish-errors.ts';

/** Length limits of the catalogue texts (decision 0010: names 200, descriptions 5 000). */
export const NAME_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 5000;

const WEBSITE =
  /^https?:\/\/(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/u;

/** A web address or ''. "www.ksss.se" is read as "https://www.ksss.se". */
export const websiteSchema = text(NAME_MAX_LENGTH)
  .transform((value) => (value === '' || /^https?:\/\//i.test(value) ? value : `https://${value}`))
  .refine(
    (value) => value === '' || WEBSITE.test(value),
    'Ange en giltig webbadress, till exempel https://www.ksss.se.',
  );

/** An e-mail address or ''. */
export const optionalEmailSchema = text(254).refine(
  (value) => value === '' || z.email().safeParse(value).success,
  messages.invalidEmail,
);

/** "Swishnummer" (issue 31): as typed, spaces allowed; stored as its digits, '' for none. */
export const swishNumberSchema = text(20)
  .transform(swishNumberDigits)
  .refine(isSwishNumber, SWISH_NUMBER_MESSAGE);

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
  /** Its Swish number for organisations, digits only; '' for none (issue 31). */
  swish_number: z.string(),
});
export type Club = z.infer<typeof clubSchema>;

/**
 * `PATCH /api/clubs/{slug}/` (multipart or JSON): the fields sent are changed, the others kept.
 * `logo`: a new image, or '' / null to remove it.
 */
export const clubUpdateSchema = z.strictObject({
  name: requiredText(NAME_MAX_LENGTH).optional(),
  short_name: text(50).optional(),
  city: text(100).optional(),
  website: websiteSchema.optional(),
  email: optionalEmailSchema.optional(),
  description: text(DESCRIPTION_MAX_LENGTH).optional(),
  logo: imageUploadSchema.optional(),
  swish_number: swishNumberSchema.optional(),
});
export type ClubUpdateInput = z.input<typeof clubUpdateSchema>;

/** `{slug}` path parameters of the club endpoints (an unknown slug is a 404). */
export const clubSlugParamsSchema = z.strictObject({ slug: z.string() });

/** `?sailing_id=`: leave out the boats already entered in that sailing of the club. */
export const distinctCompetitorsQuerySchema = z.object({
  sailing_id: optionalIdSchema.optional(),
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

/** A club as the staff's admin area sees it: with whether it is active (issue 13). */
export const clubAdminSchema = clubSchema.extend({ is_active: z.boolean() });
export type ClubAdmin = z.infer<typeof clubAdminSchema>;

/**
 * `GET /api/clubs/`: active clubs; staff may ask `?all=1` for every club, each with `is_active`.
 */
export const clubListQuerySchema = z.object({
  all: z.enum(['0', '1'], { error: 'Ange 0 eller 1.' }).optional(),
});

/** An e-mail address that may be left out: '' counts as left out. */
const leftOutOrEmail = z
  .string({ error: messages.invalidEmail })
  .trim()
  .max(254, 'E-postadressen är för lång.')
  .refine((value) => value === '' || z.email().safeParse(value).success, messages.invalidEmail)
  .transform((value) => (value === '' ? undefined : value))
  .optional();

export const CLUB_CREATE_EMAIL_MISSING =
  'Ange en e-postadress för klubbens inloggning eller för en första klubbadministratör.';

/**
 * `POST /api/clubs/` (staff): a club with its club account (`email`, the shared login, mailed a
 * link to choose its password) and/or its first club administrator (`admin_email`, issue 29: a
 * sailor account that gets the role, made and mailed a link when the address has none). One of
 * the two is required; '' counts as left out. Without a slug one is made from the name.
 */
export const clubCreateSchema = z
  .strictObject({
    name: requiredText(NAME_MAX_LENGTH),
    slug: z
      .string()
      .trim()
      .refine((value) => value === '' || slugSchema.safeParse(value).success, inputMessages.slug)
      .optional(),
    short_name: text(50).optional(),
    city: text(100).optional(),
    email: leftOutOrEmail,
    admin_email: leftOutOrEmail,
  })
  .refine((value) => value.email !== undefined || value.admin_email !== undefined, {
    path: ['email'],
    message: CLUB_CREATE_EMAIL_MISSING,
    // Said beside the other fields' errors too, unless an e-mail field has its own.
    when: ({ value, issues }) =>
      typeof value === 'object' &&
      value !== null &&
      !issues.some((issue) => {
        const field = issue.path?.[0];
        return field === undefined || field === 'email' || field === 'admin_email';
      }),
  });
export type ClubCreateInput = z.input<typeof clubCreateSchema>;
