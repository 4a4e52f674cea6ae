import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notAuthenticated, notFound } from '../../http/api-error.ts';

/**
 * Request helpers shared by the series, sailing, start group and competitor routes.
 */

/** `{id}` path parameters, taken as text: an id that cannot exist is a 404, not a 400. */
export const pathParamsSchema = z.strictObject({ id: z.string() });

/** The largest id an `integer` column holds in PostgreSQL. */
const MAX_ID = 2_147_483_647;

/**
 * The id of a path; 404 unless it is a positive integer (decision 0010: an id that cannot exist
 * is simply not found).
 */
export function pathId(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw notFound();
  const id = Number(raw);
  if (id > MAX_ID) throw notFound();
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

/** The answer of a delete. */
export const noContentSchema = z.null().describe('Inget innehåll');
