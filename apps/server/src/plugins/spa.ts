import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NOT_FOUND_DETAIL } from '../http/api-error.ts';
import { allowFramingByAnySite, EMBED_PATH } from './security-headers.ts';

/** Paths that belong to the server: an unknown one is a JSON 404, never the SPA. */
const SERVER_PATHS = /^\/(api|auth|ws|media)(\/|$)/;

/**
 * Serves the built web app: files as they are (hashed assets cached for a year), embed.html for
 * the embeddable board's paths (`/embed/…`, its own small entry: decision 0035), and index.html
 * for every other GET so the SPA's router can take the path.
 */
export const spaPlugin = fp(async function spa(
  app: FastifyInstance,
  options: { root: string | null },
) {
  const root =
    options.root && existsSync(path.join(options.root, 'index.html')) ? options.root : null;
  // A build from before the board has no embed.html: its paths then get the app (its 404).
  const embed = root !== null && existsSync(path.join(root, 'embed.html'));
  if (root) {
    await app.register(fastifyStatic, {
      root,
      // One route per built file (the build is fixed while we run); the rest is the SPA's.
      wildcard: false,
      index: 'index.html',
      // Built files come with .br/.gz siblings (scripts/compress-dist.mjs).
      preCompressed: true,
      setHeaders(res, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (
      root &&
      !SERVER_PATHS.test(pathname) &&
      // A missing hashed asset is a 404, so a stale page notices and reloads.
      !pathname.startsWith('/assets/') &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      const embedPath = EMBED_PATH.test(pathname);
      // Only the board may be framed, never the app (also where a board path falls back to it).
      if (embedPath && embed) allowFramingByAnySite(reply);
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile(embedPath && embed ? 'embed.html' : 'index.html', root);
    }
    const allowed = app.allowedMethods(pathname);
    if (allowed.length > 0) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({ detail: `Metoden "${request.method}" tillåts inte.` });
    }
    return reply.code(404).send({ detail: NOT_FOUND_DETAIL });
  });
});
