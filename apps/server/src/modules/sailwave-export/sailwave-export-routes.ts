import { createHash } from 'node:crypto';
import { detailErrorSchema } from '@segla/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ifNoneMatchMatches } from '../../http/json-representation.ts';
import { pathId, pathIdParamsSchema } from '../../http/path-params.ts';
import { exportSailwaveSeries, type SailwaveFile } from './sailwave-export-service.ts';

/** What the 200 is: a file, not JSON (so the response contract leaves it alone). */
const blwFileResponse = {
  description: 'Sailwave-filen (.blw): CSV med fyra citerade fält per rad, Windows-1252, CRLF.',
  content: { 'application/octet-stream': { schema: z.string() } },
};

/**
 * `GET /api/series/{id}/sailwave/`: the series as a Sailwave file to download (docs/product.md
 * §16). Its entity tag is a digest of the bytes, so a 304 is right whoever asks and whatever
 * changed (the series, its club, its results).
 */
export function sailwaveExportRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/series/:id/sailwave/',
    {
      schema: {
        tags: ['Resultat'],
        summary: 'En serie som Sailwave-fil (.blw) att ladda ner',
        description:
          'Seglingarna, startgrupperna (fleets), båtarna med SRS-tal, måltider, koder och ' +
          'poängräkningens inställningar, och seriens resultat. Som seriens resultat: ' +
          'publicerade seglingar för alla; alla för klubbens konto och administratörer.',
        params: pathIdParamsSchema,
        response: { 200: blwFileResponse, 404: detailErrorSchema },
      },
    },
    async (request, reply) => {
      const file = await exportSailwaveSeries(
        app.services.db,
        pathId(request.params.id),
        request.user,
      );
      return sendFile(request, reply, file);
    },
  );
}

/** The file as a download, or a 304 when the client holds these very bytes. */
function sendFile(request: FastifyRequest, reply: FastifyReply, file: SailwaveFile) {
  const tag = createHash('sha256').update(file.body).digest('base64url').slice(0, 27);
  // Each caller sees her own sailings (drafts for the club): kept by the browser only.
  reply
    .header('cache-control', 'private, no-cache')
    .header('etag', `"${tag}"`)
    .header('vary', 'Authorization');
  if (ifNoneMatchMatches(request.headers['if-none-match'], tag)) return reply.code(304).send();
  return reply
    .type('application/octet-stream')
    .header('content-disposition', file.disposition)
    .send(file.body);
}
