import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import { zlibKeepingAnswers } from '../http/tagged-answer.ts';

/**
 * Compresses answers of 1 KB and more (JSON, the results' CSV, the calendar, the Sailwave
 * file) with brotli, else gzip, for clients that take it (decision 0049). It reaches the routes
 * registered after it: app.ts registers the live websocket and the built web app (served from
 * its precompressed .br/.gz files) before it. Request bodies are not decompressed.
 */
export const compressionPlugin = fp(async function compression(app) {
  // Any answer may come in another coding to another client, so caches must keep the forms
  // apart; @fastify/compress says so only on the answers it compresses.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('vary', 'accept-encoding');
    done();
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
    // Every answer we build in memory is compressed at once rather than streamed, so it keeps
    // its Content-Length; the plugin's default streams from 8 KB on two cores.
    syncThreshold: 1024 * 1024,
    // Quality 4 (the plugin's default) with a 256 KB window: our answers are far smaller, and
    // brotli's default 4 MB window costs more to set up than to compress a results answer.
    // The results and the home page's data are compressed once per version, not per request.
    zlib: zlibKeepingAnswers,
    brotliOptions: {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 },
    },
  });
});
