import {
  clubSlugParamsSchema,
  courseSchema,
  courseWriteSchema,
  detailErrorSchema,
} from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContentSchema, pathId, pathIdParamsSchema } from '../../http/path-params.ts';
import { writeRoute } from '../../http/write-route.ts';
import { CourseService } from './course-service.ts';

const tags = ['Banor'];

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
    writeRoute({
      tags,
      summary: 'Lägg till en bana (klubbens konto eller administratör)',
      description: 'Multipart eller JSON; club är som standard den inloggade klubbens.',
      body: courseWriteSchema,
      response: { 201: courseSchema },
    }),
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
    writeRoute({
      tags,
      summary: 'Ändra en bana (klubbens konto eller administratör)',
      description: 'Multipart eller JSON. Utelämnade valfria fält behålls; map "" tar bort.',
      params: pathIdParamsSchema,
      body: courseWriteSchema,
      response: { 200: courseSchema },
    }),
    (request) => service.update(pathId(request.params.id), request.body, request.user),
  );

  routes.delete(
    '/api/courses/:id/',
    writeRoute({
      tags,
      summary: 'Ta bort en bana; seglingar på den blir utan bana',
      params: pathIdParamsSchema,
      response: { 204: noContentSchema },
    }),
    async (request, reply) => {
      await service.remove(pathId(request.params.id), request.user);
      return reply.code(204).send(null);
    },
  );
}
