import type { FieldErrors } from '@segla/core';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/** Unknown fields named in one answer at most. */
const MAX_UNKNOWN_FIELDS_REPORTED = 20;

const OBJECT_EXPECTED = 'Ogiltig data. Förväntade ett objekt.';

/** A request part (body, query, params) that failed its zod schema. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly errors: FieldErrors) {
    super('Request validation failed');
    this.name = 'RequestValidationError';
  }
}

/**
 * Adds a message under `field`. The errors object has no prototype, and membership is checked
 * as an own property: an unknown field a client names `__proto__`, `constructor` or `toString`
 * (a query string may name anything) is reported like any other, never read from
 * Object.prototype (which answered 500: `list.includes is not a function`).
 */
function push(errors: FieldErrors, field: string, message: string): void {
  const list = Object.hasOwn(errors, field) ? errors[field] : undefined;
  if (list === undefined) {
    Object.defineProperty(errors, field, {
      value: [message],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else if (!list.includes(message)) {
    list.push(message);
  }
}

/**
 * Turns zod issues into DRF-style field errors: the top-level field name as key, unknown
 * fields reported under their own names, whole-body problems under `non_field_errors`.
 */
export function zodIssuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = Object.create(null) as FieldErrors;
  for (const issue of issues) {
    const [field] = issue.path;
    if (issue.code === 'unrecognized_keys') {
      // A body of thousands of unknown keys gets a short answer: the first few are named.
      for (const key of issue.keys.slice(0, MAX_UNKNOWN_FIELDS_REPORTED)) {
        push(errors, key, issue.message);
      }
    } else if (field === undefined) {
      push(
        errors,
        'non_field_errors',
        issue.code === 'invalid_type' ? OBJECT_EXPECTED : issue.message,
      );
    } else {
      push(errors, String(field), issue.message);
    }
  }
  return errors;
}

/** Fastify validator compiler running the zod schema declared on each route. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => {
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(zodIssuesToFieldErrors(result.error.issues)) };
  };
};
