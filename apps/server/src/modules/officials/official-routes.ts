import {
  clubLogEntrySchema,
  clubSlugParamsSchema,
  detailErrorSchema,
  officialCreateSchema,
  officialSchema,
  officialUpdateSchema,
} from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContentSchema, pathId, pathIdParamsSchema } from '../../http/path-params.ts';
import { BEARER_AUTH, writeRoute } from '../../http/write-route.ts';
import { OfficialService } from './official-service.ts';

const tags = ['Funktionärer'];

/** What a signed-in read of the club's officials may answer besides its list. */
const readErrors = { 401: detailErrorSchema, 403: detailErrorSchema, 404: detailErrorSchema };

/** A club's officials and its log (docs/product.md §6, "Funktionärer", issue 29). */
export function officialRoutes(app: FastifyInstance) {
  const { db, events, mailer, throttle, config } = app.services;
  const service = new OfficialService({
    db,
    events,
    mailer,
    throttle,
    secretKey: config.secretKey,
    publicUrl: config.publicUrl,
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/clubs/:slug/officials/',
    {
      schema: {
        tags,
        summary: 'Klubbens funktionärer, efter efternamn',
        description:
          'Klubbens administratörer och administratörer ser e-postadresserna; en tävlingsledare ' +
          'i klubben ser vilka funktionärerna är (email null).',
        security: BEARER_AUTH,
        params: clubSlugParamsSchema,
        response: { 200: z.array(officialSchema), ...readErrors },
      },
    },
    (request) => service.list(request.params.slug, request.user),
  );

  routes.get(
    '/api/clubs/:slug/officials/log/',
    {
      schema: {
        tags,
        summary: 'Klubbens logg, nyaste först (klubbadministratör)',
        description: 'Roller som getts, ändrats och tagits bort, livscykelsteg och importer.',
        security: BEARER_AUTH,
        params: clubSlugParamsSchema,
        response: { 200: z.array(clubLogEntrySchema), ...readErrors },
      },
    },
    (request) => service.log(request.params.slug, request.user),
  );

  routes.post(
    '/api/clubs/:slug/officials/',
    writeRoute({
      tags,
      summary: 'Bjud in en funktionär (klubbadministratör)',
      description:
        'Ett seglarkonto med adressen får rollen direkt och ett meddelande; en okänd adress får ' +
        'ett nytt seglarkonto och ett mejl med en länk för att välja lösenord. Högst 30 ' +
        'inbjudningar per klubb och timme.',
      params: clubSlugParamsSchema,
      body: officialCreateSchema,
      response: { 201: officialSchema, 429: detailErrorSchema },
    }),
    async (request, reply) => {
      const official = await service.invite(request.params.slug, request.body, request.user);
      return reply.code(201).send(official);
    },
  );

  routes.patch(
    '/api/officials/:id/',
    writeRoute({
      tags,
      summary: 'Ge en funktionär en annan roll (klubbadministratör)',
      params: pathIdParamsSchema,
      body: officialUpdateSchema,
      response: { 200: officialSchema },
    }),
    (request) => service.update(pathId(request.params.id), request.body, request.user),
  );

  routes.delete(
    '/api/officials/:id/',
    writeRoute({
      tags,
      summary: 'Ta bort en funktionärs roll; seglarkontot finns kvar (klubbadministratör)',
      params: pathIdParamsSchema,
      response: { 204: noContentSchema },
    }),
    async (request, reply) => {
      await service.remove(pathId(request.params.id), request.user);
      return reply.code(204).send(null);
    },
  );
}
