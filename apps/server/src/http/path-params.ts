import { MAX_ID } from '@segla/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notAuthenticated, notFound } from './api-error.ts';

/** Route helpers shared by every data module. */

/** `{id}` path parameters, taken as text: an id that cannot exist is a 404, not a 400. */
export const pathIdParamsSchema = z.strictObject({ id: z.string() });

const PATH_ID = /^[1-9]\d{0,9}$/;

/** The id a path segment names, or null if it is not a positive integer an id column holds. */
export function parsePathId(raw: string): number | null {
  return PATH_ID.test(raw) && Number(raw) <= MAX_ID ? Number(raw) : null;
}

/**
 * The id of a path; 404 unless it is a positive integer (decision 0010: an id that cannot exist
 * is simply not found).
 */
export function pathId(raw: string): number {
  const id = parsePathId(raw);
  if (id === null) throw notFound();
  return id;
}

/**
 * preValidation hook of write routes: a request without credentials is answered 401 before its
 * body is looked at, as DRF checks permissions before it parses data. A present but bad token
 * is refused by the authentication hook.
 */
export function requireCredentials(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (err?: Error) => void,
) {
  done(request.headers.authorization ? undefined : notAuthenticated());
}

/** The answer of a delete (204). */
export const noContentSchema = z.null().describe('Inget innehåll');
