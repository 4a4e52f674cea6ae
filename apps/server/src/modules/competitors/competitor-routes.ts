import {
  changeConflictSchema,
  competitorAccountSchema,
  competitorCreateSchema,
  competitorSchema,
  competitorTimingSchema,
  competitorUpdateSchema,
  detailErrorSchema,
} from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContentSchema, pathId, pathIdParamsSchema } from '../../http/path-params.ts';
import { writeRoute } from '../../http/write-route.ts';
import { CompetitorAccountService } from './competitor-account-service.ts';
import { CompetitorService } from './competitor-service.ts';
import { sailorMailDepsOf } from '../../mail/sailor-mail.ts';

const tags = ['Deltagare'];

/** The competitor calls of docs/product.md §7. */
export function competitorRoutes(app: FastifyInstance) {
  const { db, events, mailer, config } = app.services;
  const service = new CompetitorService({ db, events, sailorMail: sailorMailDepsOf(app.services) });
  const accounts = new CompetitorAccountService({
    db,
    events,
    mailer,
    secretKey: config.secretKey,
    publicUrl: config.publicUrl,
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/competitors/',
    writeRoute({
      tags,
      summary: 'Anmäl en deltagare (klubben, eller seglaren själv när anmälan är öppen)',
      body: competitorCreateSchema,
      response: { 201: competitorSchema },
    }),
    async (request, reply) => {
      const competitor = await service.create(request.body, request.user);
      return reply.code(201).send(competitor);
    },
  );

  routes.get(
    '/api/competitors/:id/',
    {
      schema: {
        tags,
        summary: 'En deltagare',
        params: pathIdParamsSchema,
        response: { 200: competitorSchema, 404: detailErrorSchema },
      },
    },
    (request) => service.get(pathId(request.params.id), request.user),
  );

  routes.patch(
    '/api/competitors/:id/',
    writeRoute({
      tags,
      summary: 'Ändra en deltagare, eller flytta den mellan startgrupper',
      params: pathIdParamsSchema,
      body: competitorUpdateSchema,
      response: { 200: competitorSchema },
    }),
    (request) => service.update(pathId(request.params.id), request.body, request.user),
  );

  routes.delete(
    '/api/competitors/:id/',
    writeRoute({
      tags,
      summary: 'Ta bort en deltagare (klubben, eller seglaren sin egen före start)',
      params: pathIdParamsSchema,
      response: { 204: noContentSchema },
    }),
    async (request, reply) => {
      await service.remove(pathId(request.params.id), request.user);
      return reply.code(204).send(null);
    },
  );

  routes.patch(
    '/api/competitors/:id/update-elapsed-time/',
    writeRoute({
      tags,
      summary: 'Registrera måltid, seglad tid eller resultatkod',
      description:
        'Målgångssidan skickar också `client_id` (ett UUID från enheten: ett nytt försök med samma id görs bara en gång och får samma svar), `device` (enhetens namn i ändringsloggen), `stamped` (ett tryck på Mål: av två stämplingar gäller den tidigaste, den senare sparas i loggen som `kept`) och vid en rättelse `base` (måltiden enheten visade: har den ändrats sedan dess sparas rättelsen inte utan blir en konflikt, 409).',
      params: pathIdParamsSchema,
      body: competitorTimingSchema,
      response: { 200: competitorSchema, 409: changeConflictSchema },
    }),
    (request) => service.recordTiming(pathId(request.params.id), request.body, request.user),
  );

  routes.post(
    '/api/competitors/:id/create-account/',
    writeRoute({
      tags,
      summary: 'Skapa eller koppla ett seglarkonto för deltagaren och mejla en inbjudan',
      params: pathIdParamsSchema,
      body: competitorAccountSchema,
      response: { 200: competitorSchema },
    }),
    (request) => accounts.createAccount(pathId(request.params.id), request.body, request.user),
  );
}
