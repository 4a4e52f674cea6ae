import type { FastifyServerOptions } from 'fastify';

/** Paths whose values are secrets: never written to the log. */
const redact = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.new_password',
  '*.token',
  '*.refresh',
  '*.access',
];

/** The reset link's token is in the SPA path; the log keeps the path without it. */
export function sanitizeUrl(url: string): string {
  return url
    .replace(/(\/reset-confirm\/[^/?#]+\/)[^/?#]+/, '$1[redacted]')
    .replace(/([?&](?:token|access|refresh|password)=)[^&#]*/gi, '$1[redacted]');
}

export function loggerOptions(
  enabled: boolean,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  return {
    ...(stream ? { stream } : {}),
    level: 'info',
    redact: { paths: redact, censor: '[redacted]' },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: sanitizeUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
