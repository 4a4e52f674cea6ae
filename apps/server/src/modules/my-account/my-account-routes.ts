import {
  ACCOUNT_EXPORT_FILENAME,
  accountDeleteSchema,
  accountExportSchema,
  detailErrorSchema,
  fieldErrorsSchema,
} from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContentSchema, requireCredentials } from '../../http/path-params.ts';
import { requireUser } from '../../plugins/authenticate.ts';
import { MyAccountService } from './my-account-service.ts';

const tags = ['Konton och inloggning'];
const security = [{ bearerAuth: [] }];

/** The signed-in user's own data (issue 13): download it all, or delete the account. */
export function myAccountRoutes(app: FastifyInstance) {
  const { db, events, throttle } = app.services;
  const service = new MyAccountService({ db, events, throttle });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/auth/users/me/export/',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Ladda ner mina uppgifter: allt Segla har om kontot, rollerna i klubbar med, som en JSON-fil',
        security,
        response: { 200: accountExportSchema, 401: detailErrorSchema },
      },
    },
    async (request, reply) => {
      const data = await service.export(request.user);
      return reply
        .header('content-disposition', `attachment; filename="${ACCOUNT_EXPORT_FILENAME}"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  routes.delete(
    '/auth/users/me/',
    {
      preValidation: requireCredentials,
      schema: {
        tags,
        summary: 'Radera mitt konto: kontot, seglarprofilen och båtarna (nuvarande lösenord)',
        description:
          'Anmälningar som redan finns behåller namnet och båten som klubben skrev in dem, ' +
          'utan koppling till kontot. Hennes roller i klubbar tas bort med kontot; ändringar ' +
          'hon gjort behåller sin signatur. Alla token slutar gälla.',
        security,
        body: accountDeleteSchema,
        response: {
          204: noContentSchema,
          400: fieldErrorsSchema,
          401: detailErrorSchema,
          403: detailErrorSchema,
          429: detailErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await service.remove(request.body, request.ip, request.user);
      return reply.code(204).send(null);
    },
  );
}
