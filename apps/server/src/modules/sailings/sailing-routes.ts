import {
  detailErrorSchema,
  fieldErrorsSchema,
  sailingCreateSchema,
  sailingDetailSchema,
  sailingListItemSchema,
  sailingListQuerySchema,
  sailingUpdateSchema,
} from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  noContentSchema,
  pathId,
  pathIdParamsSchema,
  requireCredentials,
} from '../../http/path-params.ts';
import { LIFECYCLE_ACTIONS, type LifecycleAction } from '@segla/core/sailing';
import { SailingService } from './sailing-service.ts';

const tags = ['Seglingar'];
const security = [{ bearerAuth: [] }];
const writeErrors = {
  400: fieldErrorsSchema,
  401: detailErrorSchema,
  403: detailErrorSchema,
  404: detailErrorSchema,
};

/** The sailing calls of docs/product.md §7. */
export function sailingRoutes(app: FastifyInstance) {
  const service = new SailingService({ db: app.services.db, events: app.services.events });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/sailings/',
    {
      schema: {
        tags,
        summary: 'Seglingar, filtrerade på klubb, år, status och serie, i datumordning',
        querystring: sailingListQuerySchema,
        response: { 200: z.array(sailingListItemSchema), 400: fieldErrorsSchema },
      },
    },
    (request) => service.list(request.query, request.user),
  );

  routes.post(
    '/api/sailings/',
    {
      preValidation: requireCredentials,
      schema: {
        tags,
        summary: 'Skapa en segling (klubbkonto eller administratör)',
        security,
        body: sailingCreateSchema,
        response: { 201: sailingDetailSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const sailing = await service.create(request.body, request.user);
      return reply.code(201).send(sailing);
    },
  );

  routes.get(
    '/api/sailings/:id/',
    {
      schema: {
        tags,
        summary: 'En segling med startgrupper och deltagare',
        params: pathIdParamsSchema,
        response: { 200: sailingDetailSchema, 404: detailErrorSchema },
      },
    },
    (request) => service.get(pathId(request.params.id), request.user),
  );

  routes.put(
    '/api/sailings/:id/',
    {
      preValidation: requireCredentials,
      schema: {
        tags,
        summary: 'Ändra en segling (formulärdata med seglingens id)',
        security,
        consumes: ['multipart/form-data', 'application/json'],
        params: pathIdParamsSchema,
        body: sailingUpdateSchema,
        response: { 200: sailingDetailSchema, ...writeErrors },
      },
    },
    (request) => service.update(pathId(request.params.id), request.body, request.user),
  );

  routes.delete(
    '/api/sailings/:id/',
    {
      preValidation: requireCredentials,
      schema: {
        tags,
        summary: 'Ta bort en segling med dess startgrupper och deltagare',
        security,
        params: pathIdParamsSchema,
        response: { 204: noContentSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      await service.remove(pathId(request.params.id), request.user);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/api/sailings/:id/copy/',
    {
      preValidation: requireCredentials,
      schema: {
        tags,
        summary: 'Kopiera en segling med startgrupper och deltagare (utan tider)',
        security,
        params: pathIdParamsSchema,
        response: { 201: sailingDetailSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const sailing = await service.copy(pathId(request.params.id), request.user);
      return reply.code(201).send(sailing);
    },
  );

  const lifecycleSummaries: Record<LifecycleAction, string> = {
    publish: 'Publicera en planerad segling (Opublicerad → Kommande)',
    start: 'Starta seglingen (Kommande → Pågående)',
    finish: 'Avsluta seglingen (→ Avslutad)',
    cancel: 'Ställ in seglingen (→ Inställd)',
    reopen: 'Öppna en avslutad eller inställd segling igen (→ Pågående)',
    verify: 'Markera resultatet som kontrollerat',
    unverify: 'Ta bort markeringen att resultatet är kontrollerat',
  };
  for (const action of LIFECYCLE_ACTIONS) {
    routes.post(
      `/api/sailings/:id/${action}/`,
      {
        preValidation: requireCredentials,
        schema: {
          tags,
          summary: lifecycleSummaries[action],
          security,
          params: pathIdParamsSchema,
          response: { 200: sailingDetailSchema, ...writeErrors },
        },
      },
      (request) => service.changeLifecycle(pathId(request.params.id), action, request.user),
    );
  }
}
