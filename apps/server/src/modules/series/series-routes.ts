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
import {
  noContentSchema,
  pathId,
  pathIdParamsSchema,
  requireCredentials,
} from '../../http/path-params.ts';
import { SeriesService } from './series-service.ts';

const tags = ['Serier'];
const security = [{ bearerAuth: [] }];
const writeErrors = {
  400: fieldErrorsSchema,
  401: detailErrorSchema,
  403: detailErrorSchema,
  404: detailErrorSchema,
};

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
    {
      preValidation: requireCredentials,
      schema: {
        tags,
        summary: 'Skapa en serie (klubbkonto eller administratör)',
        security,
        body: seriesCreateSchema,
        response: { 201: seriesSchema, ...writeErrors },
      },
    },
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
    {
      preValidation: requireCredentials,
      schema: {
        tags,
        summary: 'Ändra en serie',
        security,
        params: pathIdParamsSchema,
        body: seriesUpdateSchema,
        response: { 200: seriesSchema, ...writeErrors },
      },
    },
    (request) => service.update(pathId(request.params.id), request.body, request.user),
  );

  routes.delete(
    '/api/series/:id/',
    {
      preValidation: requireCredentials,
      schema: {
        tags,
        summary: 'Ta bort en serie; seglingarna finns kvar utan serie',
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
}
