import {
  changeConflictSchema,
  competitorAccountSchema,
  competitorCreateSchema,
  competitorSchema,
  competitorTimingSchema,
  competitorUpdateSchema,
  detailErrorSchema,
  fieldErrorsSchema,
} from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  noContentSchema,
  pathId,
  pathIdParamsSchema,
  requireCredentials,
} from '../../http/path-params.ts';
import { CompetitorAccountService } from './competitor-account-service.ts';
import { CompetitorService } from './competitor-service.ts';

const tags = ['Deltagare'];
const security = [{ bearerAuth: [] }];
const writeErrors = {
  400: fieldErrorsSchema,
  401: detailErrorSchema,
  403: detailErrorSchema,
  404: detailErrorSchema,
};

/** The competitor calls of docs/product.md §7. */
export function competitorRoutes(app: FastifyInstance) {
  const { db, events, mailer, config } = app.services;
  const service = new CompetitorService({ db, events });
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
    {
      preValidation: requireCredentials,
      schema: {
        tags,
        summary: 'Anmäl en deltagare (klubben, eller seglaren själv när anmälan är öppen)',
        security,
        body: competitorCreateSchema,
        response: { 201: competitorSchema, ...writeErrors },
      },
    },
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
    {
      preValidation: requireCredentials,
      schema: {
        tags,
        summary: 'Ändra en deltagare, eller flytta den mellan startgrupper',
        security,
        params: pathIdParamsSchema,
        body: competitorUpdateSchema,
        response: { 200: competitorSchema, ...writeErrors },
      },
    },
    (request) => service.update(pathId(request.params.id), request.body, request.user),
  );

  routes.delete(
    '/api/competitors/:id/',
    {
      preValidation: requireCredentials,
      schema: {
        tags,
        summary: 'Ta bort en deltagare (klubben, eller seglaren sin egen före start)',
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

  routes.patch(
    '/api/competitors/:id/update-elapsed-time/',
    {
      preValidation: requireCredentials,
      schema: {
        tags,
        summary: 'Registrera måltid, seglad tid eller resultatkod',
        description:
          'Målgångssidan skickar också `client_id` (ett UUID från enheten: ett nytt försök med samma id görs bara en gång och får samma svar), `device` (enhetens namn i ändringsloggen), `stamped` (ett tryck på Mål: av två stämplingar gäller den tidigaste, den senare sparas i loggen som `kept`) och vid en rättelse `base` (måltiden enheten visade: har den ändrats sedan dess sparas rättelsen inte utan blir en konflikt, 409).',
        security,
        params: pathIdParamsSchema,
        body: competitorTimingSchema,
        response: { 200: competitorSchema, ...writeErrors, 409: changeConflictSchema },
      },
    },
    (request) => service.recordTiming(pathId(request.params.id), request.body, request.user),
  );

  routes.post(
    '/api/competitors/:id/create-account/',
    {
      preValidation: requireCredentials,
      schema: {
        tags,
        summary: 'Skapa eller koppla ett seglarkonto för deltagaren och mejla en inbjudan',
        security,
        params: pathIdParamsSchema,
        body: competitorAccountSchema,
        response: { 200: competitorSchema, ...writeErrors },
      },
    },
    (request) => accounts.createAccount(pathId(request.params.id), request.body, request.user),
  );
}
