import { detailErrorSchema, sailingResultsSchema, seriesResultsSchema } from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendJsonRepresentation, type JsonRepresentation } from '../../http/json-representation.ts';
import { pathId, pathIdParamsSchema } from '../../http/path-params.ts';
import { ResultsCache } from './results-cache.ts';
import { loadSailingResultsJson, loadSeriesResultsJson } from './results-service.ts';

/** Said of both answers in the API description. */
const REVALIDATION =
  ' Svaret har en ETag och Cache-Control: no-cache; med If-None-Match och oförändrat resultat blir svaret 304 utan innehåll.';

/**
 * `GET /api/sailings/{id}/results/` and `GET /api/series/{id}/results/` (docs/product.md §3). The
 * answers are sent from the cache as stored bytes, compressed or not, with an ETag (decision
 * 0015); the compression plugin leaves them alone as they already chose their coding.
 */
export function resultRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const cache = new ResultsCache<JsonRepresentation>();
  routes.get(
    '/api/sailings/:id/results/',
    {
      schema: {
        tags: ['Resultat'],
        summary: 'En seglings resultat, startgrupp för startgrupp',
        description:
          'Publicerade seglingar för alla; opublicerade för klubbens konto och administratörer.' +
          REVALIDATION,
        params: pathIdParamsSchema,
        response: { 200: sailingResultsSchema, 404: detailErrorSchema },
      },
    },
    async (request, reply) => {
      const representation = await loadSailingResultsJson(
        app.services.db,
        cache,
        pathId(request.params.id),
        request.user,
      );
      // Already serialized (and cached as such); the schema documents its shape.
      return sendJsonRepresentation(request, reply, representation);
    },
  );
  routes.get(
    '/api/series/:id/results/',
    {
      schema: {
        tags: ['Resultat'],
        summary: 'En series sammanställning, startgrupp för startgrupp',
        description:
          'Seglingarna i serien som den som frågar får se; en båt som inte deltog i en segling får DNC.' +
          REVALIDATION,
        params: pathIdParamsSchema,
        response: { 200: seriesResultsSchema, 404: detailErrorSchema },
      },
    },
    async (request, reply) => {
      const representation = await loadSeriesResultsJson(
        app.services.db,
        cache,
        pathId(request.params.id),
        request.user,
      );
      // Already serialized (and cached as such); the schema documents its shape.
      return sendJsonRepresentation(request, reply, representation);
    },
  );
}
