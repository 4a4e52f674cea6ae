import {
  detailErrorSchema,
  sailorEntrySchema,
  sailorParamsSchema,
  sailorSeriesSchema,
} from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SailorAreaService } from './sailor-area-service.ts';

const tags = ['Seglare'];

/** The sailor's area (docs/product.md §2, §7; issue 13): her entries and her series. */
export function sailorAreaRoutes(app: FastifyInstance) {
  const service = new SailorAreaService({ db: app.services.db, events: app.services.events });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/sailors/:id/entries/',
    {
      schema: {
        tags,
        summary: 'En seglares anmälningar och resultat, senaste först',
        description:
          'Anmälningar (deltagare kopplade till seglaren) i seglingar som anroparen får se. ' +
          'result finns när seglingen pågår eller är avslutad och båten är i en startgrupp.',
        params: sailorParamsSchema,
        response: { 200: z.array(sailorEntrySchema), 404: detailErrorSchema },
      },
    },
    (request) => service.entries(request.params.id, request.user),
  );

  routes.get(
    '/api/sailors/:id/series/',
    {
      schema: {
        tags,
        summary: 'Serierna som seglaren har seglat i, med hennes placering',
        description:
          'Serier med en segling där seglaren är anmäld. standing: startgrupp, placering, ' +
          'nettopoäng och antal båtar i gruppen, eller null.',
        params: sailorParamsSchema,
        response: { 200: z.array(sailorSeriesSchema), 404: detailErrorSchema },
      },
    },
    (request) => service.series(request.params.id, request.user),
  );
}
