import {
  detailErrorSchema,
  fieldErrorsSchema,
  mailSettingsSchema,
  mailSettingsUpdateSchema,
  unsubscribeParamsSchema,
  unsubscribeSchema,
} from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pathId, pathIdParamsSchema } from '../../http/path-params.ts';
import { BEARER_AUTH, writeRoute } from '../../http/write-route.ts';
import { MailSettingsService } from './mail-settings-service.ts';

const tags = ['Seglare'];

/** Mail to sailors (docs/product.md §19): her settings and the unsubscribe link of a mail. */
export function mailSettingsRoutes(app: FastifyInstance) {
  const { db, events, config } = app.services;
  const service = new MailSettingsService({ db, events, secretKey: config.secretKey });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // RFC 8058: a mail program unsubscribes with a form POST of "List-Unsubscribe=One-Click". The
  // token in the path is all that counts, so the form is read and set aside (these routes only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  routes.get(
    '/api/sailors/:id/mail-settings/',
    {
      schema: {
        tags,
        summary: 'Seglarens e-postutskick: varje slag av mail på eller av',
        description: 'Seglaren själv och administratörer; 404 för alla andra.',
        security: BEARER_AUTH,
        params: pathIdParamsSchema,
        response: { 200: mailSettingsSchema, 401: detailErrorSchema, 404: detailErrorSchema },
      },
    },
    (request) => service.get(pathId(request.params.id), request.user),
  );

  routes.put(
    '/api/sailors/:id/mail-settings/',
    writeRoute({
      tags,
      summary: 'Slå på eller av slag av e-postutskick (seglaren själv eller administratör)',
      description: 'De slag som skickas ändras; övriga är som förut.',
      params: pathIdParamsSchema,
      body: mailSettingsUpdateSchema,
      response: { 200: mailSettingsSchema },
    }),
    (request) => service.update(pathId(request.params.id), request.body, request.user),
  );

  routes.get(
    '/api/unsubscribe/:token/',
    {
      schema: {
        tags,
        summary: 'Vad en avregistreringslänk gäller (ändrar inget)',
        params: unsubscribeParamsSchema,
        response: { 200: unsubscribeSchema, 400: fieldErrorsSchema },
      },
    },
    (request) => service.unsubscribeInfo(request.params.token),
  );

  routes.post(
    '/api/unsubscribe/:token/',
    {
      schema: {
        tags,
        summary: 'Avregistrera: slå av länkens slag av mail, utan inloggning (RFC 8058)',
        description:
          'Målet för List-Unsubscribe och sidan /unsubscribe/{token}. Den signerade token är ' +
          'behörigheten; en ogiltig token är 400.',
        params: unsubscribeParamsSchema,
        response: { 200: unsubscribeSchema, 400: fieldErrorsSchema },
      },
    },
    (request) => service.unsubscribe(request.params.token),
  );
}
