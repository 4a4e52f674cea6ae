import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  compress,
  isJsonType,
  MIN_COMPRESSED_BYTES,
  negotiateEncoding,
  variesOnAcceptEncoding,
  varyOnAcceptEncoding,
} from '../http/content-encoding.ts';

/** The websocket endpoint and anything under it: frames, never HTTP bodies to compress. */
const LIVE_PATHS = /^\/ws(\/|$)/;

/**
 * Compresses JSON answers of 1 KB and more for clients that accept it (brotli, else gzip), and
 * marks them `Vary: Accept-Encoding` (decision 0015). Only JSON: images are compressed already
 * and the built web app is served in its precompressed .br/.gz files (spa.ts). An answer that
 * already chose its coding, by Content-Encoding or by a Vary naming Accept-Encoding (cached
 * results, json-representation.ts), is left as it is.
 */
export const compressionPlugin = fp(function compression(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const status = reply.statusCode;
    if (
      status < 200 ||
      status === 204 ||
      status === 304 ||
      !isJsonType(reply.getHeader('content-type')) ||
      reply.hasHeader('content-encoding') ||
      variesOnAcceptEncoding(reply.getHeader('vary')) ||
      LIVE_PATHS.test(request.url)
    ) {
      return done(null, payload);
    }
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < MIN_COMPRESSED_BYTES) return done(null, payload);
    varyOnAcceptEncoding(reply);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding === null) return done(null, payload);
    compress(payload, encoding).then(
      (compressed) => {
        reply.header('content-encoding', encoding);
        // Set by a route for the uncompressed body; Fastify counts the new one.
        reply.removeHeader('content-length');
        // A strong tag names exact bytes: the compressed ones are only weakly the same.
        const etag = reply.getHeader('etag');
        if (typeof etag === 'string' && etag.startsWith('"')) reply.header('etag', `W/${etag}`);
        done(null, compressed);
      },
      (error: unknown) => done(error as Error),
    );
  });
});
