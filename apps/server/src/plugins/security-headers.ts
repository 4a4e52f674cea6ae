import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The Content-Security-Policy the SPA runs under: scripts only from our origin, inline styles
 * allowed (Mantine injects its CSS variables), the websocket on our origin, images from our
 * origin and data/blob URLs (previews of chosen files). Only these directives: helmet's
 * defaults (e.g. upgrade-insecure-requests) are left out.
 */
const cspDirectives = (frameAncestors: string) => ({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': [frameAncestors],
});

/**
 * The headers helmet sets with these options, asked of helmet once. Our options hold no
 * per-request values (no nonces), so every answer gets the same headers; running helmet's
 * middleware on each request cost a tenth of the results endpoint's CPU (decision 0049).
 */
function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      // Only with options helmet refuses: a start-up error, not a request's.
      if (error) throw error instanceof Error ? error : new Error('helmet refused the options');
    },
  );
  return headers;
}

/** Helmet's headers with our CSP (Cross-Origin-Embedder-Policy off, as in its defaults). */
export const SECURITY_HEADERS = helmetHeaders({
  contentSecurityPolicy: { useDefaults: false, directives: cspDirectives("'none'") },
});

/**
 * The embeddable board's (`/embed/clubs/{slug}`, docs/product.md §2, decision 0035): any site
 * may frame it (`frame-ancestors *`, no X-Frame-Options, which has no value for "anyone"), and
 * `Cross-Origin-Resource-Policy: cross-origin` lets an isolated site load it.
 */
const EMBED_HEADERS = helmetHeaders({
  contentSecurityPolicy: { useDefaults: false, directives: cspDirectives('*') },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  xFrameOptions: false,
});

/** The embeddable pages' paths (the SPA plugin serves them embed.html). */
export const EMBED_PATH = /^\/embed\//;

/** Helmet's headers on every answer, with our CSP. */
export const securityHeadersPlugin = fp(function securityHeaders(app, _options, done) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
  done();
});

/** Lets any site frame the embeddable board: its headers replace the app's. */
export function allowFramingByAnySite(reply: FastifyReply): void {
  for (const name of Object.keys(SECURITY_HEADERS)) {
    if (!(name in EMBED_HEADERS)) reply.removeHeader(name);
  }
  reply.headers(EMBED_HEADERS);
}
