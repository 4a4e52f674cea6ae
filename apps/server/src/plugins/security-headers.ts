import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy the SPA runs under: scripts only from our origin, inline styles
 * allowed (Mantine injects its CSS variables), the websocket on our origin, images from our
 * origin and data/blob URLs (previews of chosen files).
 */
const cspDirectives = (frameAncestors: string) => [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  `frame-ancestors ${frameAncestors}`,
];
const CONTENT_SECURITY_POLICY = cspDirectives("'none'").join(';');

/**
 * The headers helmet 8 sends by default (Cross-Origin-Embedder-Policy left out: it would block
 * nothing we load but could break images from other origins), with our CSP. Fixed strings built
 * once: @fastify/helmet rebuilt helmet's middleware, parsing the CSP, on every request, a tenth
 * of the CPU of a cached results answer (decision 0015).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * The embeddable board (`/embed/clubs/{slug}`, docs/product.md §2, decision 0035) is made to sit
 * in an iframe on a club's own web site: any origin may frame it (`frame-ancestors *`, no
 * X-Frame-Options, which has no value for "anyone"), and a site that isolates itself
 * (Cross-Origin-Embedder-Policy) may load it (`cross-origin-resource-policy: cross-origin`).
 * Everything else is unchanged; every other path keeps SECURITY_HEADERS.
 */
export const EMBED_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.fromEntries([
  ...Object.entries(SECURITY_HEADERS).filter(([name]) => name !== 'x-frame-options'),
  ['content-security-policy', cspDirectives('*').join(';')],
  ['cross-origin-resource-policy', 'cross-origin'],
]);

/** The embeddable pages' paths (the SPA plugin serves them embed.html). */
export const EMBED_PATH = /^\/embed\//;

/** Security headers on every answer, set before the route runs so errors carry them too. */
export const securityHeadersPlugin = fp(function securityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(EMBED_PATH.test(request.url) ? EMBED_SECURITY_HEADERS : SECURITY_HEADERS);
    done();
  });
});
