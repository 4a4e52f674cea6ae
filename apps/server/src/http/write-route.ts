import { detailErrorSchema, fieldErrorsSchema } from '@segla/core';
import type { FastifySchema } from 'fastify';
import { requireCredentials } from './path-params.ts';

/** The API description's bearer token (plugins/openapi.ts): the route wants a signed-in caller. */
export const BEARER_AUTH = [{ bearerAuth: [] }];

/** What any write may answer besides its own: field errors, no caller, a caller not allowed. */
const WRITE_ERRORS = { 400: fieldErrorsSchema, 401: detailErrorSchema, 403: detailErrorSchema };

/**
 * The options of a route that changes data for a signed-in caller: the caller is checked before
 * the body (requireCredentials, decision 0017), the API description names the bearer token, and
 * the answers of every write (400, 401, 403 and, unless `notFound` is false, 404) are declared
 * beside the route's own.
 */
export function writeRoute<const Schema extends FastifySchema & { response: object }>(
  schema: Schema,
  { notFound = true }: { notFound?: boolean } = {},
) {
  const errors = notFound ? { ...WRITE_ERRORS, 404: detailErrorSchema } : WRITE_ERRORS;
  return {
    preValidation: requireCredentials,
    schema: { ...schema, security: BEARER_AUTH, response: { ...errors, ...schema.response } },
  };
}
