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
import {
  noContentSchema,
  pathId,
  pathIdParamsSchema,
  requireCredentials,
} from '../../http/path-params.ts';
import { BoatService } from './boat-service.ts';

const tags = ['Båtar'];
const security = [{ bearerAuth: [] }];
const writeErrors = {
  400: fieldErrorsSchema,
  401: detailErrorSchema,
  403: detailErrorSchema,
  404: detailErrorSchema,
};

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
    {
      preValidation: requireCredentials,
      schema: {
        tags,
        summary: 'Lägg till en båt (seglaren åt sig själv, eller administratör)',
        security,
        body: boatCreateSchema,
        response: { 201: boatSchema, ...writeErrors },
      },
    },
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
    {
      preValidation: requireCredentials,
      schema: {
        tags,
        summary: 'Ändra en båt (ägaren eller administratör)',
        security,
        params: pathIdParamsSchema,
        body: boatUpdateSchema,
        response: { 200: boatSchema, ...writeErrors },
      },
    },
    (request) => service.update(pathId(request.params.id), request.body, request.user),
  );

  routes.delete(
    '/api/boats/:id/',
    {
      preValidation: requireCredentials,
      schema: {
        tags,
        summary: 'Ta bort en båt (ägaren eller administratör)',
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
