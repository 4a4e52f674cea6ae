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
import { noContentSchema, pathId, pathIdParamsSchema } from '../../http/path-params.ts';
import { writeRoute } from '../../http/write-route.ts';
import { LIFECYCLE_ACTIONS, type LifecycleAction } from '@segla/core/sailing';
import { SailingService } from './sailing-service.ts';
import { sailorMailDepsOf } from '../../mail/sailor-mail.ts';

const tags = ['Seglingar'];

/** The sailing calls of docs/product.md §7. */
export function sailingRoutes(app: FastifyInstance) {
  const service = new SailingService({
    db: app.services.db,
    events: app.services.events,
    sailorMail: sailorMailDepsOf(app.services),
  });
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
    writeRoute({
      tags,
      summary: 'Skapa en segling (klubbkonto eller administratör)',
      body: sailingCreateSchema,
      response: { 201: sailingDetailSchema },
    }),
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
    writeRoute({
      tags,
      summary: 'Ändra en segling (formulärdata med seglingens id)',
      consumes: ['multipart/form-data', 'application/json'],
      params: pathIdParamsSchema,
      body: sailingUpdateSchema,
      response: { 200: sailingDetailSchema },
    }),
    (request) => service.update(pathId(request.params.id), request.body, request.user),
  );

  routes.delete(
    '/api/sailings/:id/',
    writeRoute({
      tags,
      summary: 'Ta bort en segling med dess startgrupper och deltagare',
      params: pathIdParamsSchema,
      response: { 204: noContentSchema },
    }),
    async (request, reply) => {
      await service.remove(pathId(request.params.id), request.user);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/api/sailings/:id/copy/',
    writeRoute({
      tags,
      summary: 'Kopiera en segling med startgrupper och deltagare (utan tider)',
      params: pathIdParamsSchema,
      response: { 201: sailingDetailSchema },
    }),
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
      writeRoute({
        tags,
        summary: lifecycleSummaries[action],
        params: pathIdParamsSchema,
        response: { 200: sailingDetailSchema },
      }),
      (request) => service.changeLifecycle(pathId(request.params.id), action, request.user),
    );
  }
}
