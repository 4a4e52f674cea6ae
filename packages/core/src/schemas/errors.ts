import { z } from 'zod';

/** A 400 answer: field errors by field name, plus errors about the whole request. */
export const fieldErrorsSchema = z
  .object({ non_field_errors: z.array(z.string()).optional() })
  .catchall(z.array(z.string()));
export type FieldErrors = Record<string, string[]>;

/** Every other error answer (401, 403, 404, 405, 413, 415, 429). */
export const detailErrorSchema = z.object({ detail: z.string(), code: z.string().optional() });
