import {
  clubSlugParamsSchema,
  detailErrorSchema,
  prizeCategoryCreateSchema,
  prizeCategorySchema,
  prizeCategoryUpdateSchema,
} from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContentSchema, pathId, pathIdParamsSchema } from '../../http/path-params.ts';
import { writeRoute } from '../../http/write-route.ts';
import { PrizeCategoryService } from './prize-category-service.ts';

const tags = ['Priskategorier'];

/** A club's prize categories (docs/product.md §21, issue 32): its list, and each one by id. */
export function prizeCategoryRoutes(app: FastifyInstance) {
  const service = new PrizeCategoryService({ db: app.services.db, events: app.services.events });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/clubs/:slug/prize-categories/',
    {
      schema: {
        tags,
        summary: 'Klubbens priskategorier, i klubbens ordning',
        params: clubSlugParamsSchema,
        response: { 200: z.array(prizeCategorySchema), 404: detailErrorSchema },
      },
    },
    (request) => service.list(request.params.slug),
  );

  routes.post(
    '/api/clubs/:slug/prize-categories/',
    writeRoute({
      tags,
      summary: 'Lägg till en priskategori (klubbens konto eller klubbadministratör)',
      description:
        'rule: entry_flag (kryssas i anmälan) eller birth_year (född från/till, minst ett år). ' +
        'Hamnar sist i listan om inte position anger platsen (0 först).',
      params: clubSlugParamsSchema,
      body: prizeCategoryCreateSchema,
      response: { 201: prizeCategorySchema },
    }),
    async (request, reply) => {
      const category = await service.create(request.params.slug, request.body, request.user);
      return reply.code(201).send(category);
    },
  );

  routes.put(
    '/api/prize-categories/:id/',
    writeRoute({
      tags,
      summary: 'Ändra en priskategori (klubbens konto eller klubbadministratör)',
      description:
        'Bara skickade fält ändras. position flyttar kategorin till den platsen i klubbens ' +
        'lista (0 först); en kategori som blir entry_flag tappar sina år.',
      params: pathIdParamsSchema,
      body: prizeCategoryUpdateSchema,
      response: { 200: prizeCategorySchema },
    }),
    (request) => service.update(pathId(request.params.id), request.body, request.user),
  );

  routes.delete(
    '/api/prize-categories/:id/',
    writeRoute({
      tags,
      summary: 'Ta bort en priskategori; kryssen i anmälningarna försvinner med den',
      params: pathIdParamsSchema,
      response: { 204: noContentSchema },
    }),
    async (request, reply) => {
      await service.remove(pathId(request.params.id), request.user);
      return reply.code(204).send(null);
    },
  );
}
