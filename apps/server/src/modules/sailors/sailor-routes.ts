import {
  clubSlugParamsSchema,
  detailErrorSchema,
  fieldErrorsSchema,
  sailorListQuerySchema,
  sailorParamsSchema,
  sailorSchema,
  sailorUpdateSchema,
} from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCredentials } from '../../http/path-params.ts';
import { SailorService } from './sailor-service.ts';

const tags = ['Seglare'];
const security = [{ bearerAuth: [] }];

/** Sailor profiles (docs/product.md §7): lists, one profile by id or slug, and the sailor's own edits. */
export function sailorRoutes(app: FastifyInstance) {
  const service = new SailorService({ db: app.services.db, events: app.services.events });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/sailors/',
    {
      schema: {
        tags,
        summary: 'Seglare, i efternamnsordning',
        description:
          'query: början av för- eller efternamn (oavsett skiftläge, å/ä/ö som a/a/o); ' +
          'club: klubbens kortnamn (slug).',
        querystring: sailorListQuerySchema,
        response: { 200: z.array(sailorSchema), 400: fieldErrorsSchema },
      },
    },
    (request) => service.list(request.query),
  );

  routes.get(
    '/api/clubs/:slug/sailors/',
    {
      schema: {
        tags,
        summary: 'Klubbens seglare',
        params: clubSlugParamsSchema,
        response: { 200: z.array(sailorSchema), 404: detailErrorSchema },
      },
    },
    (request) => service.listForClub(request.params.slug),
  );

  routes.get(
    '/api/sailors/:id/',
    {
      schema: {
        tags,
        summary: 'En seglare, efter id eller slug',
        description:
          'birth_year (födelseår) finns bara med för den som får ändra profilen: seglaren ' +
          'själv, administratörer och klubbens administratörer för en medlem utan konto.',
        params: sailorParamsSchema,
        response: { 200: sailorSchema, 404: detailErrorSchema },
      },
    },
    (request) => service.get(request.params.id, request.user),
  );

  routes.patch(
    '/api/sailors/:id/',
    {
      preValidation: requireCredentials,
      schema: {
        tags,
        summary: 'Ändra en seglarprofil (seglaren själv eller administratör)',
        description:
          'Multipart eller JSON. Bara skickade fält ändras; club "" tar bort klubben, ' +
          'picture "" eller null tar bort bilden, birth_year "" eller null tar bort födelseåret.',
        security,
        params: sailorParamsSchema,
        body: sailorUpdateSchema,
        response: {
          200: sailorSchema,
          400: fieldErrorsSchema,
          401: detailErrorSchema,
          403: detailErrorSchema,
          404: detailErrorSchema,
        },
      },
    },
    (request) => service.update(request.params.id, request.body, request.user),
  );
}
