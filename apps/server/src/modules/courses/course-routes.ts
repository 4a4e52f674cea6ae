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
import { pathId, pathIdParamsSchema } from '../../http/path-params.ts';
import { CourseService } from './course-service.ts';

const tags = ['Banor'];
const security = [{ bearerAuth: [] }];
const noContent = z.null().describe('Inget innehåll');
const writeErrors = {
  400: fieldErrorsSchema,
  401: detailErrorSchema,
  403: detailErrorSchema,
  404: detailErrorSchema,
};

/** Courses (SPEC.md §7): a club's list, and one course read or written by id. */
export function courseRoutes(app: FastifyInstance) {
  const courses = new CourseService(app.services.db, app.services.events);
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
    (request) => courses.listForClub(request.params.slug),
  );

  routes.post(
    '/api/courses/',
    {
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
      const course = await courses.create(request.user, request.body);
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
    (request) => courses.get(pathId(request.params.id)),
  );

  routes.put(
    '/api/courses/:id/',
    {
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
    (request) => courses.update(request.user, pathId(request.params.id), request.body),
  );

  routes.delete(
    '/api/courses/:id/',
    {
      schema: {
        tags,
        summary: 'Ta bort en bana; seglingar på den blir utan bana',
        security,
        params: pathIdParamsSchema,
        response: { 204: noContent, ...writeErrors },
      },
    },
    async (request, reply) => {
      await courses.delete(request.user, pathId(request.params.id));
      return reply.code(204).send(null);
    },
  );
}
