import {
  boatCreateSchema,
  boatListQuerySchema,
  boatSchema,
  boatUpdateSchema,
  detailErrorSchema,
  fieldErrorsSchema,
} from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContentSchema, pathId, pathIdParamsSchema } from '../../http/path-params.ts';
import { writeRoute } from '../../http/write-route.ts';
import { BoatService } from './boat-service.ts';

const tags = ['Båtar'];

/** Sailors' boats (docs/product.md §7): public list; the owner (or staff) writes. */
export function boatRoutes(app: FastifyInstance) {
  const service = new BoatService({ db: app.services.db, events: app.services.events });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/boats/',
    {
      schema: {
        tags,
        summary: 'Båtar, i bokstavsordning; owner=<seglarens id> för en seglares',
        querystring: boatListQuerySchema,
        response: { 200: z.array(boatSchema), 400: fieldErrorsSchema },
      },
    },
    (request) => service.list(request.query),
  );

  routes.post(
    '/api/boats/',
    writeRoute({
      tags,
      summary: 'Lägg till en båt (seglaren åt sig själv, eller administratör)',
      body: boatCreateSchema,
      response: { 201: boatSchema },
    }),
    async (request, reply) => {
      const boat = await service.create(request.body, request.user);
      return reply.code(201).send(boat);
    },
  );

  routes.get(
    '/api/boats/:id/',
    {
      schema: {
        tags,
        summary: 'En båt',
        params: pathIdParamsSchema,
        response: { 200: boatSchema, 404: detailErrorSchema },
      },
    },
    (request) => service.get(pathId(request.params.id)),
  );

  routes.patch(
    '/api/boats/:id/',
    writeRoute({
      tags,
      summary: 'Ändra en båt (ägaren eller administratör)',
      params: pathIdParamsSchema,
      body: boatUpdateSchema,
      response: { 200: boatSchema },
    }),
    (request) => service.update(pathId(request.params.id), request.body, request.user),
  );

  routes.delete(
    '/api/boats/:id/',
    writeRoute({
      tags,
      summary: 'Ta bort en båt (ägaren eller administratör)',
      params: pathIdParamsSchema,
      response: { 204: noContentSchema },
    }),
    async (request, reply) => {
      await service.remove(pathId(request.params.id), request.user);
      return reply.code(204).send(null);
    },
  );
}
