import {
  detailErrorSchema,
  resultListCreateSchema,
  resultListRatingsSchema,
  resultListSchema,
  resultListUpdateSchema,
} from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContentSchema, pathId, pathIdParamsSchema } from '../../http/path-params.ts';
import { writeRoute } from '../../http/write-route.ts';
import { ResultListService } from './result-list-service.ts';

const tags = ['Resultatlistor'];

/** A start group's further result lists (docs/product.md §12 "Fler resultatlistor", issue 32). */
export function resultListRoutes(app: FastifyInstance) {
  const { db, events } = app.services;
  const service = new ResultListService({ db, events });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/sailings/:id/result-lists/',
    {
      schema: {
        tags,
        summary: 'Seglingens resultatlistor utöver startgruppernas egna, med båtarnas tal',
        params: pathIdParamsSchema,
        response: { 200: z.array(resultListSchema), 404: detailErrorSchema },
      },
    },
    (request) => service.ofSailing(pathId(request.params.id), request.user),
  );

  routes.post(
    '/api/start-groups/:id/lists/',
    writeRoute({
      tags,
      summary: 'Ny resultatlista för startgruppen: Först i mål, PY eller en tidsfaktor (TCC)',
      params: pathIdParamsSchema,
      body: resultListCreateSchema,
      response: { 201: resultListSchema },
    }),
    async (request, reply) => {
      const list = await service.create(pathId(request.params.id), request.body, request.user);
      return reply.code(201).send(list);
    },
  );

  routes.put(
    '/api/result-lists/:id/',
    writeRoute({
      tags,
      summary: 'Byt namn eller slag på en resultatlista',
      params: pathIdParamsSchema,
      body: resultListUpdateSchema,
      response: { 200: resultListSchema },
    }),
    (request) => service.update(pathId(request.params.id), request.body, request.user),
  );

  routes.put(
    '/api/result-lists/:id/ratings/',
    writeRoute({
      tags,
      summary: 'Båtarnas tal i listan (PY-tal eller tidsfaktorer); tomt tar bort talet',
      params: pathIdParamsSchema,
      body: resultListRatingsSchema,
      response: { 200: resultListSchema },
    }),
    (request) => service.setRatings(pathId(request.params.id), request.body, request.user),
  );

  routes.delete(
    '/api/result-lists/:id/',
    writeRoute({
      tags,
      summary: 'Ta bort en resultatlista',
      params: pathIdParamsSchema,
      response: { 204: noContentSchema },
    }),
    async (request, reply) => {
      await service.remove(pathId(request.params.id), request.user);
      return reply.code(204).send(null);
    },
  );
}
