import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  detailErrorSchema,
  fieldErrorsSchema,
  indexDataQuerySchema,
  indexDataSchema,
} from '@segla/core';
import { sendTaggedAnswer } from '../../http/tagged-answer.ts';
import { loadIndexDataJson } from './index-data-service.ts';

/** `GET /api/index-data/` (docs/product.md §7): the home page's data, public. */
export function indexDataRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/index-data/',
    {
      schema: {
        tags: ['Startsida'],
        summary: 'Startsidans data: pågående och kommande seglingar, senaste resultat, klubbar',
        description:
          'club: en klubbs kortnamn (slug); seglingarna blir då bara den klubbens ' +
          '(klubbarna och siffrorna gäller hela Segla). Okänd klubb: 404.',
        querystring: indexDataQuerySchema,
        response: { 200: indexDataSchema, 400: fieldErrorsSchema, 404: detailErrorSchema },
      },
    },
    async (request, reply) => {
      const { db, resultsVersions } = app.services;
      const answer = await loadIndexDataJson(db, resultsVersions, new Date(), request.query.club);
      // Already serialized (and kept as such); the schema documents its shape.
      return sendTaggedAnswer(request, reply, answer);
    },
  );
}
