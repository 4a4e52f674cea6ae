import {
  clubSchema,
  clubSlugParamsSchema,
  clubUpdateSchema,
  detailErrorSchema,
  distinctCompetitorSchema,
  distinctCompetitorsQuerySchema,
  fieldErrorsSchema,
} from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCredentials } from '../../http/path-params.ts';
import { ClubService } from './club-service.ts';

const tags = ['Klubbar'];
const security = [{ bearerAuth: [] }];

/** Clubs (docs/product.md §7): list, profile, the club's own edits, and its earlier competitors. */
export function clubRoutes(app: FastifyInstance) {
  const service = new ClubService({ db: app.services.db, events: app.services.events });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/clubs/',
    {
      schema: {
        tags,
        summary: 'Alla klubbar, i bokstavsordning',
        response: { 200: z.array(clubSchema) },
      },
    },
    () => service.list(),
  );

  routes.get(
    '/api/clubs/:slug/',
    {
      schema: {
        tags,
        summary: 'En klubb',
        params: clubSlugParamsSchema,
        response: { 200: clubSchema, 404: detailErrorSchema },
      },
    },
    (request) => service.get(request.params.slug),
  );

  routes.patch(
    '/api/clubs/:slug/',
    {
      preValidation: requireCredentials,
      schema: {
        tags,
        summary: 'Ändra klubbens uppgifter och logotyp (klubbens konto eller administratör)',
        description:
          'Multipart eller JSON. Bara skickade fält ändras; logo "" eller null tar bort.',
        security,
        params: clubSlugParamsSchema,
        body: clubUpdateSchema,
        response: {
          200: clubSchema,
          400: fieldErrorsSchema,
          401: detailErrorSchema,
          403: detailErrorSchema,
          404: detailErrorSchema,
        },
      },
    },
    (request) => service.update(request.params.slug, request.body, request.user),
  );

  routes.get(
    '/api/clubs/:slug/distinct-competitors/',
    {
      schema: {
        tags,
        summary: 'Båtar som seglat med klubben förut, en gång var, senaste först',
        description:
          'Med sailing_id utelämnas båtar som redan är anmälda till den seglingen (som måste ' +
          'höra till klubben).',
        params: clubSlugParamsSchema,
        querystring: distinctCompetitorsQuerySchema,
        response: {
          200: z.array(distinctCompetitorSchema),
          400: fieldErrorsSchema,
          404: detailErrorSchema,
        },
      },
    },
    (request) =>
      service.distinctCompetitors(request.params.slug, request.query.sailing_id, request.user),
  );
}
