import { searchQuerySchema, searchResponseSchema, fieldErrorsSchema } from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { search } from './search-service.ts';

/** `GET /api/search/?query=` (docs/product.md §7): public; the client reads `result_list`. */
export function searchRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/search/',
    {
      schema: {
        tags: ['Sök'],
        summary: 'Sök klubbar, serier, seglingar, seglare och båtar',
        description:
          'Varje ord i sökningen matchar början av ett ord (å, ä och ö kan skrivas a, a och o). ' +
          'Högst 50 träffar, bäst först; kortare än 2 tecken ger inga träffar.',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 400: fieldErrorsSchema },
      },
    },
    (request) => search(app.services.db, request.query.query, request.user),
  );
}
