import {
  decisionSchema,
  detailErrorSchema,
  hearingSchema,
  protestCreateSchema,
  protestSchema,
} from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pathId, pathIdParamsSchema } from '../../http/path-params.ts';
import { writeRoute } from '../../http/write-route.ts';
import { ProtestService } from './protest-service.ts';

const tags = ['Anslagstavla'];

/** Protests, requests for redress and for reopening, hearings and decisions (§17, issue 30). */
export function protestRoutes(app: FastifyInstance) {
  const { db, events, mailer, config } = app.services;
  const service = new ProtestService({ db, events, mailer, publicUrl: config.publicUrl });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/sailings/:id/protests/',
    {
      schema: {
        tags,
        summary: 'Seglingens protester och begäranden, efter nummer',
        description: 'För alla som ser seglingen.',
        params: pathIdParamsSchema,
        response: { 200: z.array(protestSchema), 404: detailErrorSchema },
      },
    },
    (request) => service.list(pathId(request.params.id), request.user),
  );

  routes.post(
    '/api/sailings/:id/protests/',
    writeRoute({
      tags,
      summary: 'Lämna in en protest, en begäran om gottgörelse eller om återupptagande',
      description:
        'En seglare anmäld till seglingen lämnar in för sin egen båt (`protestor`); klubbens ' +
        'funktionärer och administratörer kan lämna in utan båt (tävlingsledningen) och efter ' +
        'protesttiden med `late_reason`. Inte på en opublicerad eller inställd segling.',
      params: pathIdParamsSchema,
      body: protestCreateSchema,
      response: { 201: protestSchema },
    }),
    async (request, reply) => {
      const protest = await service.create(pathId(request.params.id), request.body, request.user);
      return reply.code(201).send(protest);
    },
  );

  routes.get(
    '/api/protests/:id/',
    {
      schema: {
        tags,
        summary: 'En protest',
        params: pathIdParamsSchema,
        response: { 200: protestSchema, 404: detailErrorSchema },
      },
    },
    (request) => service.get(pathId(request.params.id), request.user),
  );

  routes.post(
    '/api/protests/:id/hearing/',
    writeRoute({
      tags,
      summary: 'Utlys förhandlingen (tid och plats); parterna får ett mejl',
      description: 'Tävlingsledare, klubbadministratörer, klubbkontot och administratörer.',
      params: pathIdParamsSchema,
      body: hearingSchema,
      response: { 200: protestSchema },
    }),
    (request) => service.schedule(pathId(request.params.id), request.body, request.user),
  );

  routes.post(
    '/api/protests/:id/decision/',
    writeRoute({
      tags,
      summary: 'Besluta i protesten (en gång); straffen förs in i resultatet som en ändring',
      description:
        'Protestkommittén, tävlingsledare, klubbadministratörer, klubbkontot och administratörer. ' +
        'Beslutet förs in i ändringsloggen som en post (`decision`) som kan ångras.',
      params: pathIdParamsSchema,
      body: decisionSchema,
      response: { 200: protestSchema },
    }),
    (request) => service.decide(pathId(request.params.id), request.body, request.user),
  );
}
