import {
  clubAdminSchema,
  clubCreateSchema,
  clubListQuerySchema,
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
import { ClubAdminService } from './club-admin-service.ts';
import { ClubService } from './club-service.ts';

const tags = ['Klubbar'];
const security = [{ bearerAuth: [] }];
const staffWriteErrors = {
  400: fieldErrorsSchema,
  401: detailErrorSchema,
  403: detailErrorSchema,
  404: detailErrorSchema,
};

/** Clubs (docs/product.md §7): list, profile, the club's own edits, and its earlier competitors. */
export function clubRoutes(app: FastifyInstance) {
  const { db, events, mailer, config } = app.services;
  const service = new ClubService({ db, events });
  const admin = new ClubAdminService({
    db,
    events,
    mailer,
    secretKey: config.secretKey,
    publicUrl: config.publicUrl,
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/clubs/',
    {
      schema: {
        tags,
        summary: 'Alla aktiva klubbar, i bokstavsordning',
        description:
          'Med all=1 (administratör) alla klubbar, även inaktiverade, var och en med is_active.',
        querystring: clubListQuerySchema,
        response: {
          200: z.array(clubSchema.extend({ is_active: z.boolean().optional() })),
          400: fieldErrorsSchema,
          401: detailErrorSchema,
          403: detailErrorSchema,
        },
      },
    },
    (request) => service.list(request.query, request.user),
  );

  routes.post(
    '/api/clubs/',
    {
      preValidation: requireCredentials,
      schema: {
        tags,
        summary: 'Skapa en klubb med klubbkonto (administratör)',
        description:
          'Klubbkontot får ett mejl med en länk för att välja lösenord (giltig i 24 timmar). ' +
          'Utan slug görs en av namnet.',
        security,
        body: clubCreateSchema,
        response: { 201: clubAdminSchema, ...staffWriteErrors },
      },
    },
    async (request, reply) => {
      const club = await admin.create(request.body, request.user);
      return reply.code(201).send(club);
    },
  );

  for (const action of ['deactivate', 'reactivate'] as const) {
    routes.post(
      `/api/clubs/:slug/${action}/`,
      {
        preValidation: requireCredentials,
        schema: {
          tags,
          summary:
            action === 'deactivate'
              ? 'Inaktivera en klubb och dess klubbkonton (administratör); historiken finns kvar'
              : 'Aktivera en inaktiverad klubb och dess klubbkonton igen (administratör)',
          security,
          params: clubSlugParamsSchema,
          response: { 200: clubAdminSchema, ...staffWriteErrors },
        },
      },
      (request) => admin[action](request.params.slug, request.user),
    );
  }

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
