import { detailErrorSchema } from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pathId, pathIdParamsSchema } from '../../http/path-params.ts';
import { BEARER_AUTH } from '../../http/write-route.ts';
import { EntryListService } from './entry-list-service.ts';

/** The CSV's text: checked as such by the tests' response contract (any text passes). */
const csvTextSchema = z.string().describe('CSV, UTF-8 med BOM, semikolonseparerad');

/** `GET /api/sailings/{id}/entry-list/`: the club's entry list as a CSV (docs/product.md §18). */
export function entryListRoutes(app: FastifyInstance) {
  const service = new EntryListService({ db: app.services.db, events: app.services.events });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/sailings/:id/entry-list/',
    {
      schema: {
        tags: ['Deltagare'],
        summary: 'Deltagarlistan som CSV: besättning, avgift och betalning',
        description:
          'För klubbens funktionärer och personalen: en rad per anmälan med startgrupp, båt, ' +
          'skeppare, besättning och, när seglingen har en avgift, belopp och om den är betald.',
        security: BEARER_AUTH,
        params: pathIdParamsSchema,
        response: {
          200: {
            description: 'Deltagarlistan som CSV',
            content: { 'text/csv': { schema: csvTextSchema } },
          },
          401: detailErrorSchema,
          403: detailErrorSchema,
          404: detailErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const download = await service.csv(pathId(request.params.id), request.user);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', download.contentDisposition)
        .header('cache-control', 'no-store')
        .send(download.csv);
    },
  );
}
