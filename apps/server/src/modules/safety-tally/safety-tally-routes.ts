import {
  competitorTallySchema,
  detailErrorSchema,
  sailingTallySchema,
  tallyWriteSchema,
} from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pathId, pathIdParamsSchema } from '../../http/path-params.ts';
import { BEARER_AUTH, writeRoute } from '../../http/write-route.ts';
import { SafetyTallyService } from './safety-tally-service.ts';

const tags = ['Säkerhet'];

/** What a signed-in read of the tally may answer besides the tally. */
const readErrors = { 401: detailErrorSchema, 403: detailErrorSchema, 404: detailErrorSchema };

/** The safety tally "Säkerhet" (issue 31; docs/product.md "Säkerhet"). */
export function safetyTallyRoutes(app: FastifyInstance) {
  const service = new SafetyTallyService({ db: app.services.db, events: app.services.events });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/sailings/:id/tally/',
    {
      schema: {
        tags,
        summary: 'Säkerhetslistan: seglingens båtar, personer ombord, ute eller i land',
        description:
          'För klubbens funktionärer (tävlingsledare och administratörer) och personalen. ' +
          'Skepparens mobilnummer finns med för båtar som inte är i land, när seglingen pågår ' +
          'eller är avslutad.',
        security: BEARER_AUTH,
        params: pathIdParamsSchema,
        response: { 200: sailingTallySchema, ...readErrors },
      },
    },
    (request) => service.ofSailing(pathId(request.params.id), request.user),
  );

  routes.get(
    '/api/competitors/:id/tally/',
    {
      schema: {
        tags,
        summary: 'En båts läge i säkerhetslistan',
        description: 'För anmälans seglare, klubbens funktionärer och personalen.',
        security: BEARER_AUTH,
        params: pathIdParamsSchema,
        response: { 200: competitorTallySchema, ...readErrors },
      },
    },
    (request) => service.ofCompetitor(pathId(request.params.id), request.user),
  );

  routes.post(
    '/api/competitors/:id/tally/',
    writeRoute({
      tags,
      summary: 'Markera båten "Ute" eller "I land"',
      description:
        'Klubbens funktionärer sätter båda; anmälans seglare bara "I land" för sin egen båt. ' +
        'Bara när seglingen pågår eller är avslutad. Ett tryck som är äldre än båtens senaste ' +
        'ändring ändrar inget (`applied: false`); med `client_id` görs en ändring en gång.',
      params: pathIdParamsSchema,
      body: tallyWriteSchema,
      response: { 200: competitorTallySchema },
    }),
    (request) => service.set(pathId(request.params.id), request.body, request.user),
  );
}
