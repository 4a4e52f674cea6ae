import { detailErrorSchema } from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendTaggedAnswer, taggedAnswer } from '../../http/tagged-answer.ts';
import { pathId, pathIdParamsSchema } from '../../http/path-params.ts';
import { exportSailwaveSeries } from './sailwave-export-service.ts';

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
      // Each caller sees her own sailings (drafts for the club): kept by the browser only.
      reply
        .header('vary', 'accept-encoding, Authorization')
        .header('content-disposition', file.disposition);
      const answer = taggedAnswer(file.body, 'application/octet-stream');
      return sendTaggedAnswer(request, reply, answer, 'private, no-cache');
    },
  );
}
