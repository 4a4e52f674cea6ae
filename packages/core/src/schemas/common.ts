import { z } from 'zod';
import { messages } from './swedish-errors.ts';

/**
 * Building blocks shared by the resource schemas. Multipart forms send every field as text,
 * so the form-friendly variants accept both the JSON type and its text form.
 */

/** A positive integer id, as a JSON number or as the text of one (multipart, query, path). */
export const MAX_ID = 2_147_483_647;
export const idSchema = z.union([
  z
    .number()
    .int('Ange ett giltigt id.')
    .positive('Ange ett giltigt id.')
    .max(MAX_ID, 'Ange ett giltigt id.'),
  z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,9}$/, 'Ange ett giltigt id.')
    .transform(Number)
    .refine((id) => id <= MAX_ID, 'Ange ett giltigt id.'),
]);

/** No control characters (NUL cannot even be stored by PostgreSQL); tabs and newlines are fine. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const NO_CONTROL_CHARACTERS = 'Texten innehåller otillåtna tecken.';

/** An optional reference to another object: its id, or null/'' for none. */
export const optionalIdSchema = z
  .union([idSchema, z.literal(''), z.null()])
  .transform((value) => (value === '' || value === null ? null : value));

/** `{id}` path parameters. */
export const idParamsSchema = z.strictObject({ id: idSchema });

/** Text with a length limit, trimmed. */
export function text(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .refine((value) => !CONTROL_CHARACTERS.test(value), NO_CONTROL_CHARACTERS);
}

/** Required text: trimmed, not empty, at most `max` characters. */
export function requiredText(max: number) {
  return z
    .string()
    .trim()
    .min(1, messages.blank)
    .max(max)
    .refine((value) => !CONTROL_CHARACTERS.test(value), NO_CONTROL_CHARACTERS);
}

/** A number from JSON or from a form's text ("0,845" with a decimal comma too); '' is null. */
export function formNumber() {
  return z.union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+([.,]\d+)?$/, 'Ange ett tal.')
      .transform((value) => Number(value.replace(',', '.'))),
  ]);
}

/** Optional number: null, '' or absent is null. */
export function optionalFormNumber() {
  return z
    .union([formNumber(), z.literal(''), z.null()])
    .transform((value) => (value === '' || value === null ? null : value));
}

/** A boolean from JSON or from a form's 'true'/'false'. */
export const formBoolean = z.union([
  z.boolean(),
  z
    .enum(['true', 'false', '1', '0', 'on'])
    .transform((v) => v === 'true' || v === '1' || v === 'on'),
]);

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
  }, 'Ange ett giltigt datum (ÅÅÅÅ-MM-DD).');

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** A clock time 'HH:MM' or 'HH:MM:SS' (00:00–23:59:59), normalized to 'HH:MM:SS'. */
export const clockTimeSchema = z
  .string()
  .trim()
  .regex(CLOCK, 'Ange en giltig tid (TT:MM eller TT:MM:SS).')
  .transform((value) => (value.length === 5 ? `${value}:00` : value));

/** Optional clock time: null or '' is null. */
export const optionalClockTimeSchema = z
  .union([clockTimeSchema, z.literal(''), z.null()])
  .transform((value) => (value === '' || value === null ? null : value));

/** A URL slug: a–z, 0–9 and hyphens. */
export const slugSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,48}[a-z0-9])?$/, 'Endast a–z, 0–9 och bindestreck.');

/** An uploaded image as the server receives it (a Buffer from multipart), or null to remove. */
export const uploadSchema = z.union([z.instanceof(Uint8Array), z.literal(''), z.null()]);
