import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { indexDataSchema } from '@segla/core';
import { loadIndexData } from './index-data-service.ts';

/** `GET /api/index-data/` (docs/product.md §7): the home page's data, public. */
export function indexDataRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/index-data/',
    {
      schema: {
        tags: ['Startsida'],
        summary: 'Startsidans data: pågående och kommande seglingar, senaste resultat, klubbar',
        response: { 200: indexDataSchema },
      },
    },
    () => loadIndexData(app.services.db),
  );
}
