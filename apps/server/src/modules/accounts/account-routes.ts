import {
  accountSchema,
  accountSearchQuerySchema,
  detailErrorSchema,
  fieldErrorsSchema,
} from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  noContentSchema,
  pathId,
  pathIdParamsSchema,
  requireCredentials,
} from '../../http/path-params.ts';
import { AccountService } from './account-service.ts';

const tags = ['Konton'];
const security = [{ bearerAuth: [] }];
const actionErrors = {
  400: fieldErrorsSchema,
  401: detailErrorSchema,
  403: detailErrorSchema,
  404: detailErrorSchema,
};

/** The staff's accounts (issue 13): search, deactivate, reactivate, send a reset link. */
export function accountRoutes(app: FastifyInstance) {
  const { db, events, mailer, config } = app.services;
  const service = new AccountService({
    db,
    events,
    mailer,
    secretKey: config.secretKey,
    publicUrl: config.publicUrl,
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/accounts/',
    {
      schema: {
        tags,
        summary: 'Sök konton på e-post eller seglarens namn (administratör)',
        description:
          'query: en del av e-postadressen eller början av seglarens för- och efternamn. ' +
          'Högst 50 konton, nyaste först; utan query de 50 nyaste.',
        security,
        querystring: accountSearchQuerySchema,
        response: {
          200: z.array(accountSchema),
          400: fieldErrorsSchema,
          401: detailErrorSchema,
          403: detailErrorSchema,
        },
      },
    },
    (request) => service.list(request.query, request.user),
  );

  for (const action of ['deactivate', 'reactivate'] as const) {
    routes.post(
      `/api/accounts/:id/${action}/`,
      {
        preValidation: requireCredentials,
        schema: {
          tags,
          summary:
            action === 'deactivate'
              ? 'Inaktivera ett konto (administratör, inte det egna); dess inloggningar upphör'
              : 'Aktivera ett inaktiverat konto igen (administratör)',
          security,
          params: pathIdParamsSchema,
          response: { 200: accountSchema, ...actionErrors },
        },
      },
      (request) => service[action](pathId(request.params.id), request.user),
    );
  }

  routes.post(
    '/api/accounts/:id/send-reset/',
    {
      preValidation: requireCredentials,
      schema: {
        tags,
        summary: 'Skicka en länk för att återställa lösenordet till kontot (administratör)',
        security,
        params: pathIdParamsSchema,
        response: { 204: noContentSchema, ...actionErrors },
      },
    },
    async (request, reply) => {
      await service.sendReset(pathId(request.params.id), request.user);
      return reply.code(204).send(null);
    },
  );
}
