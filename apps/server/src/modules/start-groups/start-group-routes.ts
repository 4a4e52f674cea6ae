import {
  startGroupCreateSchema,
  startGroupSchema,
  startGroupStartSchema,
  startGroupUpdateSchema,
} from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContentSchema, pathId, pathIdParamsSchema } from '../../http/path-params.ts';
import { writeRoute } from '../../http/write-route.ts';
import { StartGroupService } from './start-group-service.ts';

const tags = ['Startgrupper'];

/** The start group calls of docs/product.md §7 (the sailing's club or staff). */
export function startGroupRoutes(app: FastifyInstance) {
  const service = new StartGroupService({ db: app.services.db, events: app.services.events });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/start-groups/',
    writeRoute({
      tags,
      summary: 'Skapa en startgrupp i en segling',
      body: startGroupCreateSchema,
      response: { 201: startGroupSchema },
    }),
    async (request, reply) => {
      const group = await service.create(request.body, request.user);
      return reply.code(201).send(group);
    },
  );

  routes.put(
    '/api/start-groups/:id/',
    writeRoute({
      tags,
      summary: 'Ändra en startgrupp (starttider i jaktstart räknas om)',
      params: pathIdParamsSchema,
      body: startGroupUpdateSchema,
      response: { 200: startGroupSchema },
    }),
    (request) => service.update(pathId(request.params.id), request.body, request.user),
  );

  routes.post(
    '/api/start-groups/:id/start/',
    writeRoute({
      tags,
      summary:
        'Starta en startgrupp nu: starttiden sätts, seglade tider räknas om och en kommande segling startar',
      description:
        'Med `client_id` (ett UUID från enheten) görs ett nytt försök med samma id bara en gång: svaret blir detsamma som första gången.',
      params: pathIdParamsSchema,
      body: startGroupStartSchema,
      response: { 200: startGroupSchema },
    }),
    (request) => service.start(pathId(request.params.id), request.body, request.user),
  );

  routes.delete(
    '/api/start-groups/:id/',
    writeRoute({
      tags,
      summary: 'Ta bort en startgrupp; dess deltagare blir utan startgrupp',
      params: pathIdParamsSchema,
      response: { 204: noContentSchema },
    }),
    async (request, reply) => {
      await service.remove(pathId(request.params.id), request.user);
      return reply.code(204).send(null);
    },
  );
}
