import {
  detailErrorSchema,
  fieldErrorsSchema,
  sailwaveImportAnswerSchema,
  sailwaveImportSchema,
} from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCredentials } from '../../http/path-params.ts';
import { SailwaveImportService } from './sailwave-import-service.ts';

const tags = ['Serier'];
const security = [{ bearerAuth: [] }];

/** Sailwave import (docs/product.md §16): a club brings a `.blw` series with its results. */
export function sailwaveRoutes(app: FastifyInstance) {
  const service = new SailwaveImportService({ db: app.services.db, events: app.services.events });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/series/import-sailwave/',
    {
      preValidation: requireCredentials,
      schema: {
        tags,
        summary: 'Importera en serie från Sailwave (.blw)',
        description:
          'Multipart med filen i fältet file och klubben (id eller kortnamn) i fältet club; ' +
          'en klubb kan utelämna club för sin egen klubb. En serie skapas med en segling per ' +
          'race, en startgrupp per flotta och alla tider och koder. Det Segla inte kan visa ' +
          'som Sailwave listas i warnings. En fil som inte går att läsa ger 400 med raden, och ' +
          'inget sparas. Med preview=1 läses filen på samma sätt och svaret visar vad som ' +
          'skulle skapas, utan att något sparas.',
        security,
        body: sailwaveImportSchema,
        response: {
          200: sailwaveImportAnswerSchema,
          201: sailwaveImportAnswerSchema,
          400: fieldErrorsSchema,
          401: detailErrorSchema,
          403: detailErrorSchema,
        },
      },
    },
    // preview is read by the service after the caller is checked (decision 0017).
    async (request, reply) => {
      const answer = await service.import(request.body, request.query, request.user);
      return reply.code(answer.series === null ? 200 : 201).send(answer);
    },
  );
}
