import { detailErrorSchema, sailorContactSchema, sailorContactUpdateSchema } from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pathId, pathIdParamsSchema } from '../../http/path-params.ts';
import { BEARER_AUTH, writeRoute } from '../../http/write-route.ts';
import { SailorContactService } from './sailor-contact-service.ts';

const tags = ['Seglare'];

/** The sailor's private contact details (issue 31; docs/product.md "Säkerhet"). */
export function sailorContactRoutes(app: FastifyInstance) {
  const service = new SailorContactService({ db: app.services.db, events: app.services.events });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/sailors/:id/contact/',
    {
      schema: {
        tags,
        summary: 'Seglarens mobilnummer (seglaren själv och personalen)',
        security: BEARER_AUTH,
        params: pathIdParamsSchema,
        response: { 200: sailorContactSchema, 401: detailErrorSchema, 404: detailErrorSchema },
      },
    },
    (request) => service.get(pathId(request.params.id), request.user),
  );

  routes.put(
    '/api/sailors/:id/contact/',
    writeRoute({
      tags,
      summary: 'Ändra seglarens mobilnummer',
      description:
        'Ett svenskt mobilnummer (070-123 45 67 eller +46 70 123 45 67), sparat som ' +
        '+46701234567; tomt tar bort det. Visas bara för klubbens funktionärer i säkerhetslistan.',
      params: pathIdParamsSchema,
      body: sailorContactUpdateSchema,
      response: { 200: sailorContactSchema },
    }),
    (request) => service.update(pathId(request.params.id), request.body, request.user),
  );
}
