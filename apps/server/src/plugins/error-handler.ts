import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, NOT_FOUND_DETAIL } from '../http/api-error.ts';
import { RequestValidationError } from '../http/zod-validation.ts';

/** Swedish texts for the statuses Fastify itself answers with. */
const detailByStatus: Record<number, string> = {
  400: 'Felaktig förfrågan.',
  401: 'Autentiseringsuppgifter angavs inte.',
  403: 'Du har inte behörighet att utföra denna åtgärd.',
  404: NOT_FOUND_DETAIL,
  405: 'Metoden tillåts inte.',
  406: 'Kunde inte tillgodose förfrågans Accept-header.',
  408: 'Förfrågan tog för lång tid.',
  413: 'Förfrågan är för stor: högst 1 MB data och 5 MB per fil.',
  415: 'Mediatypen stöds inte.',
  429: 'För många förfrågningar. Försök igen senare.',
};

/**
 * What the multipart parser (busboy, under @fastify/multipart) throws for a broken body: plain
 * Errors without a status. They are the client's fault, so a 400, never a 500. Matched by
 * message so that any other error on a multipart request still shows as the bug it is.
 */
const MALFORMED_MULTIPART_MESSAGES = new Set([
  'Multipart: Boundary not found',
  'Unexpected end of multipart data',
  'Boundary required',
  'Missing Content-Type-header.',
  'Unsupported Content-Type.',
]);

function isMalformedMultipart(error: FastifyError): boolean {
  return error.statusCode === undefined && MALFORMED_MULTIPART_MESSAGES.has(error.message);
}

function clientErrorBody(error: FastifyError, status: number): Record<string, unknown> {
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { non_field_errors: ['Förfrågan saknar data.'] };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { non_field_errors: ['Ogiltig JSON i förfrågan.'] };
    case 'FST_REQ_FILE_TOO_LARGE':
      return { detail: 'Filen är för stor: högst 5 MB.' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { detail: 'Förfrågan är för stor: högst 1 MB.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { detail: 'Mediatypen stöds inte. Skicka JSON eller multipart/form-data.' };
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { detail: 'Förfrågan har för många fält eller filer.' };
  }
  // JSON.parse errors (SyntaxError from the body parser) arrive as plain 400s.
  if (status === 400 && (error instanceof SyntaxError || error.name === 'SyntaxError')) {
    return { non_field_errors: ['Ogiltig JSON i förfrågan.'] };
  }
  if (status === 400) return { non_field_errors: [detailByStatus[400] ?? 'Felaktig förfrågan.'] };
  return { detail: detailByStatus[status] ?? 'Förfrågan kunde inte utföras.' };
}

/**
 * Every error leaves as docs/product.md §7 says: 400 with field errors, other statuses with
 * `{detail}`, in Swedish. Unexpected errors are logged and answered 500 without internals.
 */
export const errorHandlerPlugin = fp(function errorHandler(app: FastifyInstance) {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (error instanceof RequestValidationError) {
      return reply.code(400).send(error.errors);
    }
    if (isMalformedMultipart(error)) {
      request.log.info({ reason: error.message }, 'malformed multipart body');
      return reply.code(400).send({ non_field_errors: ['Ogiltig multipart-data i förfrågan.'] });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'client error');
      return reply.code(status).send(clientErrorBody(error, status));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ detail: 'Ett internt fel uppstod. Försök igen senare.' });
  });
});
