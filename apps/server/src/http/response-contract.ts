import { detailErrorSchema, fieldErrorsSchema } from '@segla/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

/**
 * Holds every answer to its route's response schema (issue 10): the zod schemas of
 * `schema.response` otherwise only document the API, as the serializer is a bare
 * `JSON.stringify` and cached results are sent as stored text. Tests turn this on
 * (`buildTestApp`), so the contract the web app parses answers with cannot drift unnoticed;
 * production never pays for it.
 *
 * What is checked, per answer of a route that declares `schema.response`:
 * - the body (a string or a Buffer, before @fastify/compress's route hook compresses it) is
 *   parsed with the schema for its status: the exact code, then `2xx`-style ranges, then
 *   `default`;
 * - keys the schema does not know are drift too: `z.object` would strip them silently, yet the
 *   client receives them (an internal column leaking out of a presenter, a field renamed on one
 *   side only);
 * - a status the route does not declare is drift, except the answers any route may give that
 *   its own code never chose: 304 (an empty revalidation of the declared 200), 401 when the
 *   authentication plugin refused the request's token (a bad token is refused on every route
 *   that authenticates, as DRF does; a route's own 401, to a request without credentials, must
 *   be declared), 413 and 415 (a body refused before the route ran), 500 (an unexpected error,
 *   this check's own included) and 503 (the server closing). Those must still be an error body
 *   of docs/product.md §7 (`{detail}` or field errors), unless the route declares a schema for them.
 *
 * - a status declared per media type (`{content: {'application/json': {schema}, 'text/csv':
 *   {schema}}}`, the CSV results and the Sailwave export) is checked with the schema of the
 *   answer's Content-Type: JSON parsed, other types as text; a type the route does not declare
 *   is drift.
 *
 * Not checked: requests no route matched (the not-found handler's 404 and 405, the SPA) and
 * routes without response schemas (media files, the OpenAPI document and its UI, the live
 * websocket handshake): none of them is part of the typed JSON contract.
 *
 * A broken answer is replaced by a 500 `{detail, issues}` naming the route, status and zod issues,
 * and logged, so any test requesting it fails loudly.
 */

/** One answer that broke its route's contract. */
export interface ResponseViolation {
  /** `GET /api/clubs/:slug/` */
  route: string;
  status: number;
  issues: string[];
  message: string;
}

export interface ResponseContractOptions {
  /** Told of every violation, besides the log (tests print it where the failing test shows). */
  onViolation?: (violation: ResponseViolation) => void;
}

/** Whether a Content-Type is JSON (`application/json`, `application/problem+json`, …). */
function isJsonType(contentType: unknown): boolean {
  return (
    typeof contentType === 'string' &&
    /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(contentType)
  );
}

/** Statuses any route may answer without declaring them (see above), checked as error bodies. */
const CROSS_CUTTING_STATUSES = new Set([413, 415, 500, 503]);

const errorBodySchema = z.union([detailErrorSchema, fieldErrorsSchema]);

interface ParseableSchema {
  safeParse(
    data: unknown,
  ): { success: true; data: unknown } | { success: false; error: z.ZodError };
}

function isParseable(schema: unknown): schema is ParseableSchema {
  return (
    typeof schema === 'object' &&
    schema !== null &&
    typeof (schema as { safeParse?: unknown }).safeParse === 'function'
  );
}

/**
 * The schema `responses` (a route's `schema.response`) declares for `status`, as Fastify looks
 * it up: the exact code, then the range (`2xx`, any letter case), then `default`. Undefined when
 * none is declared.
 */
export function responseSchemaFor(responses: unknown, status: number): unknown {
  if (typeof responses !== 'object' || responses === null) return undefined;
  const byKey = new Map(
    Object.entries(responses).map(([key, value]) => [key.toLowerCase(), value]),
  );
  return (
    byKey.get(String(status)) ?? byKey.get(`${Math.floor(status / 100)}xx`) ?? byKey.get('default')
  );
}

function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    text += typeof key === 'number' ? `[${key}]` : text === '' ? String(key) : `.${String(key)}`;
  }
  return text === '' ? '(body)' : text;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Keys of `sent` that parsing dropped from `parsed`: ones the schema does not declare. A
 * `__proto__` key (JSON.parse makes it an own property; zod's output cannot hold it as one) is
 * left to the schema's own verdict.
 */
function unknownKeys(sent: unknown, parsed: unknown, path: PropertyKey[] = []): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    return sent.flatMap((item, index) => unknownKeys(item, parsed[index], [...path, index]));
  }
  if (!isPlainObject(sent) || !isPlainObject(parsed)) return [];
  return Object.keys(sent).flatMap((key) =>
    Object.hasOwn(parsed, key) || key === '__proto__'
      ? unknownKeys(sent[key], parsed[key], [...path, key])
      : [`${formatPath([...path, key])}: not in the schema [unrecognized_key]`],
  );
}

/**
 * What is wrong with `body` (the JSON value sent; null for an empty body) as an answer of
 * `status` by a route declaring `responses`: an empty list when it keeps the contract.
 * `crossCutting`: whether the route may give this status undeclared, as an error body.
 */
export function responseIssues(
  responses: unknown,
  status: number,
  body: unknown,
  crossCutting = CROSS_CUTTING_STATUSES.has(status),
): string[] {
  let schema = responseSchemaFor(responses, status);
  if (schema === undefined) {
    if (!crossCutting) {
      return [`status ${status} is not declared in the route's schema.response`];
    }
    schema = errorBodySchema;
  }
  // A JSON Schema (not zod) could be declared; we have none, and cannot check one.
  if (!isParseable(schema)) return [];
  const result = schema.safeParse(body);
  if (!result.success) {
    return result.error.issues.map(
      (issue) => `${formatPath(issue.path)}: ${issue.message} [${issue.code}]`,
    );
  }
  return unknownKeys(body, result.data);
}

type Decoded =
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; value: string }
  | { kind: 'unchecked' }
  | { kind: 'bad'; issue: string };

/**
 * A route's answer for one status declared per media type, as Fastify and the OpenAPI document
 * take it: `{content: {'application/json': {schema}, 'text/csv': {schema}}}` (the results'
 * CSV, issue 14).
 */
interface ContentMap {
  content: Record<string, { schema?: unknown } | undefined>;
}

function isContentMap(declared: unknown): declared is ContentMap {
  return (
    typeof declared === 'object' &&
    declared !== null &&
    typeof (declared as { content?: unknown }).content === 'object' &&
    (declared as { content?: unknown }).content !== null
  );
}

/** 'text/csv; charset=utf-8' → 'text/csv'. */
function mediaTypeOf(contentType: unknown): string {
  return typeof contentType === 'string' ? contentType.split(';')[0]!.trim().toLowerCase() : '';
}

/**
 * The value of an answer's payload as it stands in `onSend`: JSON parsed, or, when `text` is
 * allowed (a route declaring that media type), the text of any other type.
 */
function decodePayload(reply: FastifyReply, payload: unknown, text = false): Decoded {
  if (payload === null || payload === undefined) return { kind: 'json', value: null };
  let bytes: Buffer;
  if (typeof payload === 'string') bytes = Buffer.from(payload, 'utf8');
  else if (Buffer.isBuffer(payload)) bytes = payload;
  // A stream: a file, never a JSON answer of ours.
  else return { kind: 'unchecked' };
  // A body a route sent in a coding of its own; we have none.
  if (reply.hasHeader('content-encoding')) return { kind: 'unchecked' };
  if (bytes.length === 0) return { kind: 'json', value: null };
  const contentType = reply.getHeader('content-type');
  if (!isJsonType(contentType)) {
    if (text) return { kind: 'text', value: bytes.toString('utf8') };
    return { kind: 'bad', issue: `the answer is not JSON (Content-Type ${String(contentType)})` };
  }
  try {
    return { kind: 'json', value: JSON.parse(bytes.toString('utf8')) };
  } catch {
    return { kind: 'bad', issue: 'the answer is not valid JSON' };
  }
}

/**
 * The issues of an answer whose status the route declares per media type: the schema of the
 * answer's Content-Type checks the JSON value, or the text of another type.
 */
function contentMapIssues(reply: FastifyReply, payload: unknown, declared: ContentMap): string[] {
  const contentType = reply.getHeader('content-type');
  const mediaType = mediaTypeOf(contentType);
  const schema = Object.hasOwn(declared.content, mediaType)
    ? declared.content[mediaType]?.schema
    : undefined;
  if (schema === undefined) {
    return [`Content-Type ${String(contentType)} is not declared for status ${reply.statusCode}`];
  }
  const decoded = decodePayload(reply, payload, true);
  if (decoded.kind === 'unchecked') return [];
  if (decoded.kind === 'bad') return [decoded.issue];
  return responseIssues({ [reply.statusCode]: schema }, reply.statusCode, decoded.value, false);
}

/**
 * Whether a 401 is the authentication plugin's refusal of the request's token: the route does
 * not skip authentication, a token was sent, and it resolved no user (a valid one would have).
 */
function refusedToken(request: FastifyRequest, status: number): boolean {
  return (
    status === 401 &&
    request.routeOptions.config.skipAuthentication !== true &&
    request.headers.authorization !== undefined &&
    request.user === null
  );
}

/** The issues of the answer being sent; an empty list when it keeps its contract or is exempt. */
function answerIssues(request: FastifyRequest, reply: FastifyReply, payload: unknown): string[] {
  if (request.is404) return [];
  const responses = request.routeOptions.schema?.response;
  if (responses === undefined || responses === null) return [];
  const status = reply.statusCode;
  if (status === 304) return [];
  const declared = responseSchemaFor(responses, status);
  if (isContentMap(declared)) return contentMapIssues(reply, payload, declared);
  const decoded = decodePayload(reply, payload);
  if (decoded.kind === 'unchecked') return [];
  if (decoded.kind !== 'json') return [decoded.kind === 'bad' ? decoded.issue : 'not JSON'];
  const crossCutting = CROSS_CUTTING_STATUSES.has(status) || refusedToken(request, status);
  return responseIssues(responses, status, decoded.value, crossCutting);
}

/**
 * Registers the check (fastify-plugin: its hook sees every route, before @fastify/compress's
 * route-level hook).
 */
export const responseContractPlugin = fp(function responseContract(
  app: FastifyInstance,
  options: ResponseContractOptions,
) {
  app.addHook('onSend', (request, reply, payload, done) => {
    let issues: string[];
    try {
      issues = answerIssues(request, reply, payload);
    } catch (error) {
      issues = [`the answer could not be read: ${String(error)}`];
    }
    if (issues.length === 0) return done(null, payload);
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const status = reply.statusCode;
    const message = `Response contract broken: ${route} answered ${status}, which its response schema does not allow: ${issues.join('; ')}`;
    request.log.error({ route, status, issues }, 'response does not match its schema');
    options.onViolation?.({ route, status, issues, message });
    // The broken answer's own headers describe bytes no longer sent.
    for (const header of ['content-encoding', 'content-length', 'etag', 'cache-control']) {
      reply.removeHeader(header);
    }
    reply.code(500).type('application/json; charset=utf-8');
    done(null, JSON.stringify({ detail: message, issues }));
  });
});
