import fastifyHelmet from '@fastify/helmet';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

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

/** The embeddable pages' paths (the SPA plugin serves them embed.html). */
export const EMBED_PATH = /^\/embed\//;

/**
 * Helmet's headers on every answer, with our CSP. Cross-Origin-Embedder-Policy stays off, as
 * in helmet's defaults: it would block nothing we load but could break images from elsewhere.
 */
export const securityHeadersPlugin = fp(async function securityHeaders(app) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives("'none'") },
  });
});

/**
 * Lets any site frame the embeddable board (`/embed/clubs/{slug}`, docs/product.md §2,
 * decision 0035): `frame-ancestors *` and no X-Frame-Options (it has no value for "anyone"),
 * and `Cross-Origin-Resource-Policy: cross-origin` so an isolated site may load it. Every
 * other header stays as on the rest of the app.
 */
export function allowFramingByAnySite(reply: FastifyReply): void {
  reply.helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives('*') },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    xFrameOptions: false,
  });
  // Set by the plugin before the route ran; helmet only ever adds headers.
  reply.raw.removeHeader('x-frame-options');
}
