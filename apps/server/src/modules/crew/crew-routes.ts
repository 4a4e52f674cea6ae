import {
  crewInvitationSchema,
  crewMemberCreateSchema,
  crewSchema,
  detailErrorSchema,
  personsOnBoardSchema,
} from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sailorMailDepsOf } from '../../mail/sailor-mail.ts';
import { noContentSchema, pathId, pathIdParamsSchema } from '../../http/path-params.ts';
import { BEARER_AUTH, writeRoute } from '../../http/write-route.ts';
import { CrewService } from './crew-service.ts';

const tags = ['Besättning'];

/** What a signed-in read may answer besides its data. */
const readErrors = { 401: detailErrorSchema, 403: detailErrorSchema, 404: detailErrorSchema };

/** Crew lists (docs/product.md §18, issue 31). */
export function crewRoutes(app: FastifyInstance) {
  const { db, events } = app.services;
  const service = new CrewService({ db, events, mail: sailorMailDepsOf(app.services) });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/competitors/:id/crew/',
    {
      schema: {
        tags,
        summary: 'Anmälans besättning och antalet ombord',
        description: 'För klubbens funktionärer, skepparen och besättningen själv.',
        security: BEARER_AUTH,
        params: pathIdParamsSchema,
        response: { 200: crewSchema, ...readErrors },
      },
    },
    (request) => service.crew(pathId(request.params.id), request.user),
  );

  routes.post(
    '/api/competitors/:id/crew/',
    writeRoute({
      tags,
      summary: 'Lägg till en person i besättningen: ett namn, eller en seglare som får ett mejl',
      params: pathIdParamsSchema,
      body: crewMemberCreateSchema,
      response: { 201: crewSchema },
    }),
    async (request, reply) => {
      const crew = await service.add(pathId(request.params.id), request.body, request.user);
      return reply.code(201).send(crew);
    },
  );

  routes.put(
    '/api/competitors/:id/on-board/',
    writeRoute({
      tags,
      summary: 'Antalet personer ombord (skepparen, klubbens funktionärer)',
      params: pathIdParamsSchema,
      body: personsOnBoardSchema,
      response: { 200: crewSchema },
    }),
    (request) => service.setOnBoard(pathId(request.params.id), request.body, request.user),
  );

  routes.delete(
    '/api/crew-members/:id/',
    writeRoute({
      tags,
      summary: 'Ta bort en person ur besättningen (skepparen, funktionärer eller hon själv)',
      params: pathIdParamsSchema,
      response: { 204: noContentSchema },
    }),
    async (request, reply) => {
      await service.remove(pathId(request.params.id), request.user);
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/api/crew-members/:id/',
    {
      schema: {
        tags,
        summary: 'En inbjudan till en besättning, som den inbjudna seglaren ser den',
        security: BEARER_AUTH,
        params: pathIdParamsSchema,
        response: { 200: crewInvitationSchema, ...readErrors },
      },
    },
    (request) => service.invitation(pathId(request.params.id), request.user),
  );

  routes.post(
    '/api/crew-members/:id/confirm/',
    writeRoute({
      tags,
      summary: '"Bekräfta": den inbjudna seglaren seglar med',
      params: pathIdParamsSchema,
      response: { 200: crewInvitationSchema },
    }),
    (request) => service.confirm(pathId(request.params.id), request.user),
  );
}
