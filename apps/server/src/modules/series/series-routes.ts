import {
  detailErrorSchema,
  fieldErrorsSchema,
  seriesCreateSchema,
  seriesListQuerySchema,
  seriesSchema,
  seriesUpdateSchema,
} from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContentSchema, pathId, pathIdParamsSchema } from '../../http/path-params.ts';
import { writeRoute } from '../../http/write-route.ts';
import { SeriesService } from './series-service.ts';

const tags = ['Serier'];

/** The series calls of docs/product.md §7. */
export function seriesRoutes(app: FastifyInstance) {
  const service = new SeriesService({ db: app.services.db, events: app.services.events });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/series/',
    {
      schema: {
        tags,
        summary: 'Serier (av en klubb), nyaste först, med sina seglingar',
        querystring: seriesListQuerySchema,
        response: { 200: z.array(seriesSchema), 400: fieldErrorsSchema },
      },
    },
    (request) => service.list(request.query, request.user),
  );

  routes.post(
    '/api/series/',
    writeRoute({
      tags,
      summary: 'Skapa en serie (klubbkonto eller administratör)',
      body: seriesCreateSchema,
      response: { 201: seriesSchema },
    }),
    async (request, reply) => {
      const series = await service.create(request.body, request.user);
      return reply.code(201).send(series);
    },
  );

  routes.get(
    '/api/series/:id/',
    {
      schema: {
        tags,
        summary: 'En serie med sina seglingar i datumordning',
        params: pathIdParamsSchema,
        response: { 200: seriesSchema, 404: detailErrorSchema },
      },
    },
    (request) => service.get(pathId(request.params.id), request.user),
  );

  routes.put(
    '/api/series/:id/',
    writeRoute({
      tags,
      summary: 'Ändra en serie',
      params: pathIdParamsSchema,
      body: seriesUpdateSchema,
      response: { 200: seriesSchema },
    }),
    (request) => service.update(pathId(request.params.id), request.body, request.user),
  );

  routes.delete(
    '/api/series/:id/',
    writeRoute({
      tags,
      summary: 'Ta bort en serie; seglingarna finns kvar utan serie',
      params: pathIdParamsSchema,
      response: { 204: noContentSchema },
    }),
    async (request, reply) => {
      await service.remove(pathId(request.params.id), request.user);
      return reply.code(204).send(null);
    },
  );
}
