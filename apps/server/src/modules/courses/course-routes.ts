import {
  clubSlugParamsSchema,
  courseSchema,
  courseWriteSchema,
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
import { CourseService } from './course-service.ts';

const tags = ['Banor'];
const security = [{ bearerAuth: [] }];
const writeErrors = {
  400: fieldErrorsSchema,
  401: detailErrorSchema,
  403: detailErrorSchema,
  404: detailErrorSchema,
};

/** Courses (docs/product.md §7): a club's list, and one course read or written by id. */
export function courseRoutes(app: FastifyInstance) {
  const service = new CourseService({ db: app.services.db, events: app.services.events });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/clubs/:slug/courses/',
    {
      schema: {
        tags,
        summary: 'Klubbens banor, i bokstavsordning',
        params: clubSlugParamsSchema,
        response: { 200: z.array(courseSchema), 404: detailErrorSchema },
      },
    },
    (request) => service.listForClub(request.params.slug),
  );

  routes.post(
    '/api/courses/',
    {
      preValidation: requireCredentials,
      schema: {
        tags,
        summary: 'Lägg till en bana (klubbens konto eller administratör)',
        description: 'Multipart eller JSON; club är som standard den inloggade klubbens.',
        security,
        body: courseWriteSchema,
        response: { 201: courseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const course = await service.create(request.body, request.user);
      return reply.code(201).send(course);
    },
  );

  routes.get(
    '/api/courses/:id/',
    {
      schema: {
        tags,
        summary: 'En bana',
        params: pathIdParamsSchema,
        response: { 200: courseSchema, 404: detailErrorSchema },
      },
    },
    (request) => service.get(pathId(request.params.id)),
  );

  routes.put(
    '/api/courses/:id/',
    {
      preValidation: requireCredentials,
      schema: {
        tags,
        summary: 'Ändra en bana (klubbens konto eller administratör)',
        description: 'Multipart eller JSON. Utelämnade valfria fält behålls; map "" tar bort.',
        security,
        params: pathIdParamsSchema,
        body: courseWriteSchema,
        response: { 200: courseSchema, ...writeErrors },
      },
    },
    (request) => service.update(pathId(request.params.id), request.body, request.user),
  );

  routes.delete(
    '/api/courses/:id/',
    {
      preValidation: requireCredentials,
      schema: {
        tags,
        summary: 'Ta bort en bana; seglingar på den blir utan bana',
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
