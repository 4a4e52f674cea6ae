import {
  detailErrorSchema,
  paidManySchema,
  paidSchema,
  paymentSchema,
  sailingPaymentsSchema,
} from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pathId, pathIdParamsSchema } from '../../http/path-params.ts';
import { BEARER_AUTH, writeRoute } from '../../http/write-route.ts';
import { PaymentService } from './payment-service.ts';

const tags = ['Avgifter'];

/** What a signed-in read of a payment may answer besides the payment. */
const readErrors = { 401: detailErrorSchema, 403: detailErrorSchema, 404: detailErrorSchema };

/** Entry fees and Swish (docs/product.md §14, issue 31). */
export function paymentRoutes(app: FastifyInstance) {
  const service = new PaymentService({ db: app.services.db, events: app.services.events });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/competitors/:id/payment/',
    {
      schema: {
        tags,
        summary: 'Anmälningsavgiften och hur den betalas med Swish',
        description:
          'För anmälans seglare, klubbens funktionärer och personalen. 404 när seglingen (eller ' +
          'dess serie) inte har någon avgift.',
        security: BEARER_AUTH,
        params: pathIdParamsSchema,
        response: { 200: paymentSchema, ...readErrors },
      },
    },
    (request) => service.payment(pathId(request.params.id), request.user),
  );

  routes.post(
    '/api/competitors/:id/paid/',
    writeRoute({
      tags,
      summary: 'Markera anmälan som betald, eller obetald (klubbens funktionärer)',
      params: pathIdParamsSchema,
      body: paidSchema,
      response: { 200: paymentSchema },
    }),
    (request) => service.markPaid(pathId(request.params.id), request.body, request.user),
  );

  routes.get(
    '/api/sailings/:id/payments/',
    {
      schema: {
        tags,
        summary: 'Seglingens avgifter: varje anmälan, betald eller inte, och summorna',
        security: BEARER_AUTH,
        params: pathIdParamsSchema,
        response: { 200: sailingPaymentsSchema, ...readErrors },
      },
    },
    (request) => service.ofSailing(pathId(request.params.id), request.user),
  );

  routes.post(
    '/api/sailings/:id/payments/',
    writeRoute({
      tags,
      summary: 'Markera flera anmälningar som betalda, eller obetalda',
      params: pathIdParamsSchema,
      body: paidManySchema,
      response: { 200: sailingPaymentsSchema },
    }),
    (request) => service.markManyPaid(pathId(request.params.id), request.body, request.user),
  );
}
