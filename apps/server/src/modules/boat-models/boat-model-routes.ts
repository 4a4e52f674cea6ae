import {
  boatModelImportPreviewSchema,
  boatModelImportResultSchema,
  boatModelImportSchema,
  boatModelSchema,
  boatModelWriteSchema,
  detailErrorSchema,
} from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContentSchema, pathId, pathIdParamsSchema } from '../../http/path-params.ts';
import { writeRoute } from '../../http/write-route.ts';
import { BoatModelService } from './boat-model-service.ts';

const tags = ['Båtmodeller'];

/** Boat models and SRS values (docs/product.md §7): public list; staff create, change, delete, import. */
export function boatModelRoutes(app: FastifyInstance) {
  const service = new BoatModelService({ db: app.services.db, events: app.services.events });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/boat-models/',
    {
      schema: {
        tags,
        summary: 'Alla båtmodeller med SRS-tal, i bokstavsordning',
        response: { 200: z.array(boatModelSchema) },
      },
    },
    () => service.list(),
  );

  routes.post(
    '/api/boat-models/',
    writeRoute(
      {
        tags,
        summary: 'Lägg till en båtmodell (administratör)',
        body: boatModelWriteSchema,
        response: { 201: boatModelSchema },
      },
      { notFound: false },
    ),
    async (request, reply) => {
      const model = await service.create(request.body, request.user);
      return reply.code(201).send(model);
    },
  );

  routes.post(
    '/api/boat-models/import/',
    writeRoute(
      {
        tags,
        summary: 'Importera en SRS-lista som CSV (administratör)',
        description:
          'Multipart med filen i fältet file, eller JSON {csv}. Rubrikrad krävs: ' +
          'name,srs,srs_no_flying,srs_shorthanded,srs_shorthanded_no_flying (komma eller ' +
          'semikolon, decimalkomma går bra). Namn som finns uppdateras, övriga skapas. Ett fel ' +
          'på någon rad stoppar hela importen. Med preview=1 kontrolleras filen på samma sätt ' +
          'och svaret visar vad som skulle skapas och ändras (rows), utan att något sparas.',
        body: boatModelImportSchema,
        response: {
          // The preview first: the plain result would match it too, without its rows.
          200: z.union([boatModelImportPreviewSchema, boatModelImportResultSchema]),
        },
      },
      // Names, not ids: nothing to be not found.
      { notFound: false },
    ),
    // preview is read by the service after the caller is checked: a query schema here would
    // answer a bad body 400 before the caller's 403 (plugins/caller-before-body.ts).
    (request) => service.import(request.body, request.query, request.user),
  );

  routes.get(
    '/api/boat-models/:id/',
    {
      schema: {
        tags,
        summary: 'En båtmodell',
        params: pathIdParamsSchema,
        response: { 200: boatModelSchema, 404: detailErrorSchema },
      },
    },
    (request) => service.get(pathId(request.params.id)),
  );

  routes.put(
    '/api/boat-models/:id/',
    writeRoute({
      tags,
      summary: 'Ändra en båtmodell (administratör)',
      params: pathIdParamsSchema,
      body: boatModelWriteSchema,
      response: { 200: boatModelSchema },
    }),
    (request) => service.update(pathId(request.params.id), request.body, request.user),
  );

  routes.delete(
    '/api/boat-models/:id/',
    writeRoute({
      tags,
      summary: 'Ta bort en båtmodell (administratör); båtarna av modellen blir utan modell',
      params: pathIdParamsSchema,
      response: { 204: noContentSchema },
    }),
    async (request, reply) => {
      await service.remove(pathId(request.params.id), request.user);
      return reply.code(204).send(null);
    },
  );
}
