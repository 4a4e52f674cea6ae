import { z } from 'zod';
import { messages } from './swedish-errors.ts';

/**
 * Building blocks shared by the resource schemas: the one place their fields are defined, so
 * every form answers alike. Multipart forms send every field as text, so the form-friendly
 * variants accept both the JSON type and its text form. They are zod unions, and a union that
 * fails as a whole answers one clear message saying what to send (missing and null as DRF
 * words them); a value of the right form that fails a check answers that same message.
 */

/** The messages of the shared fields. */
export const inputMessages = {
  id: 'Ange ett giltigt id.',
  optionalId: 'Ange ett giltigt id, eller lämna fältet tomt.',
  number: 'Ange ett tal, till exempel 0,845.',
  optionalNumber: 'Ange ett tal, eller lämna fältet tomt.',
  boolean: 'Ange sant eller falskt.',
  date: 'Ange ett giltigt datum (ÅÅÅÅ-MM-DD).',
  clockTime: 'Ange en giltig tid (TT:MM eller TT:MM:SS).',
  slug: 'Endast a–z, 0–9 och bindestreck.',
  controlCharacters: 'Texten innehåller otillåtna tecken.',
  imageUpload:
    'Skicka en bildfil (PNG, JPEG eller WebP), eller en tom text för att ta bort bilden.',
} as const;

/**
 * The `error` of a union that fails as a whole: a missing value is required, null is not
 * allowed (as DRF words them); anything else gets `message`.
 */
export function unionMessage(message: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined
      ? messages.required
      : issue.input === null
        ? messages.notNull
        : message;
}

/** '' and null both mean "none". */
const emptyToNull = <T>(value: T | '' | null): T | null =>
  value === '' || value === null ? null : value;

/** Ids are 32-bit integers in both databases; a larger one would be a database error. */
export const MAX_ID = 2_147_483_647;

/** The two forms of an id: a JSON number, or its text (multipart, query, path). */
function idForms(message: string) {
  return [
    z.number().int(message).positive(message).max(MAX_ID, message),
    z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,9}$/, message)
      .transform(Number)
      .refine((id) => id <= MAX_ID, message),
  ] as const;
}

/** A required reference to an object: a positive integer id, as a number or its text. */
export const idSchema = z.union(idForms(inputMessages.id), {
  error: unionMessage(inputMessages.id),
});

/** An optional reference to an object: its id, or null / '' for none (both read as null). */
export const optionalIdSchema = z
  .union([...idForms(inputMessages.optionalId), z.literal(''), z.null()], {
    error: unionMessage(inputMessages.optionalId),
  })
  .transform(emptyToNull);

/** `{id}` path parameters. */
export const idParamsSchema = z.strictObject({ id: idSchema });

/**
 * Whether `value` is text a field may hold (docs/product.md §5): no control characters
 * (U+0000–U+001F and U+007F; NUL cannot even be stored by PostgreSQL; tab, line feed and carriage
 * return are fine), and no lone surrogate, which both databases would silently store as U+FFFD.
 */
export function isAllowedText(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code === 0x7f || (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d)) {
      return false;
    }
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/** Text, trimmed, at most `max` characters, without control characters; '' is allowed. */
export function text(max: number) {
  return z.string().trim().max(max).refine(isAllowedText, inputMessages.controlCharacters);
}

/** Required text: as `text`, and not empty. */
export function requiredText(max: number) {
  return z
    .string()
    .trim()
    .min(1, messages.blank)
    .max(max)
    .refine(isAllowedText, inputMessages.controlCharacters);
}

/** The two forms of a number: a JSON number, or form text ("0,845" with a decimal comma too). */
function numberForms(message: string) {
  return [
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+([.,]\d+)?$/, message)
      .transform((value) => Number(value.replace(',', '.'))),
  ] as const;
}

/** A required number from JSON or from a form's text; `message` replaces the default. */
export function formNumber(message: string = inputMessages.number) {
  return z.union(numberForms(message), { error: unionMessage(message) });
}

/** An optional number: null or '' is null; `message` replaces the default. */
export function optionalFormNumber(message: string = inputMessages.optionalNumber) {
  return z
    .union([...numberForms(message), z.literal(''), z.null()], { error: unionMessage(message) })
    .transform(emptyToNull);
}

/** A boolean from JSON or from a form ('true'/'false', '1'/'0', or 'on' of a checkbox). */
export const formBoolean = z.union(
  [
    z.boolean(),
    z
      .enum(['true', 'false', '1', '0', 'on'])
      .transform((v) => v === 'true' || v === '1' || v === 'on'),
  ],
  { error: unionMessage(inputMessages.boolean) },
);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date 'YYYY-MM-DD' that exists (no 2026-02-30). */
export const dateSchema = z
  .string()
  .trim()
  .refine((value) => {
    const match = DATE.exec(value);
    if (!match) return false;
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    return (
      year >= 1900 &&
      year <= 2200 &&
      date.getUTCFullYear() === year &&
      date.getUTCMonth() === month - 1 &&
      date.getUTCDate() === day
    );
  }, inputMessages.date);

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** A clock time 'HH:MM' or 'HH:MM:SS' (00:00–23:59:59), normalized to 'HH:MM:SS'. */
export const clockTimeSchema = z
  .string()
  .trim()
  .regex(CLOCK, inputMessages.clockTime)
  .transform((value) => (value.length === 5 ? `${value}:00` : value));

/** An optional clock time: null or '' is null. */
export const optionalClockTimeSchema = z
  .union([clockTimeSchema, z.literal(''), z.null()], {
    error: unionMessage(inputMessages.clockTime),
  })
  .transform(emptyToNull);

/** A URL slug: a–z, 0–9 and hyphens. */
export const slugSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,48}[a-z0-9])?$/, inputMessages.slug);

/** The largest image upload (docs/product.md §14); a larger request is refused whole (413). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The image types an upload may have (docs/product.md §14); the server checks the content. */
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/**
 * An uploaded image (a file of a multipart form, a Buffer on the server), or null / '' to
 * remove the current one (read as null). An empty file, which a browser sends for a file input
 * left empty, reads as undefined: the image is left as it is.
 */
export const imageUploadSchema = z
  .union([z.instanceof(Uint8Array), z.literal(''), z.null()], {
    error: unionMessage(inputMessages.imageUpload),
  })
  .transform((value) => {
    if (!(value instanceof Uint8Array)) return null;
    return value.byteLength === 0 ? undefined : value;
  });
