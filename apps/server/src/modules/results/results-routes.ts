import { detailErrorSchema, sailingResultsSchema, seriesResultsSchema } from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pathId, pathIdParamsSchema } from '../../http/path-params.ts';
import { ResultsCache } from './results-cache.ts';
import { loadSailingResultsJson, loadSeriesResultsJson } from './results-service.ts';

/** `GET /api/sailings/{id}/results/` and `GET /api/series/{id}/results/` (DESIGN.md §11). */
export function resultRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const cache = new ResultsCache();
  routes.get(
    '/api/sailings/:id/results/',
    {
      schema: {
        tags: ['Resultat'],
        summary: 'En seglings resultat, startgrupp för startgrupp',
        description:
          'Publicerade seglingar för alla; opublicerade för klubbens konto och administratörer.',
        params: pathIdParamsSchema,
        response: { 200: sailingResultsSchema, 404: detailErrorSchema },
      },
    },
    async (request, reply) => {
      const body = await loadSailingResultsJson(
        app.services.db,
        cache,
        pathId(request.params.id),
        request.user,
      );
      // Already serialized (and cached as such); the schema documents its shape.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );
  routes.get(
    '/api/series/:id/results/',
    {
      schema: {
        tags: ['Resultat'],
        summary: 'En series sammanställning, startgrupp för startgrupp',
        description:
          'Seglingarna i serien som den som frågar får se; en båt som inte deltog i en segling får DNC.',
        params: pathIdParamsSchema,
        response: { 200: seriesResultsSchema, 404: detailErrorSchema },
      },
    },
    async (request, reply) => {
      const body = await loadSeriesResultsJson(
        app.services.db,
        cache,
        pathId(request.params.id),
        request.user,
      );
      // Already serialized (and cached as such); the schema documents its shape.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );
}
