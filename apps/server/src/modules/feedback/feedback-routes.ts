import {
  detailErrorSchema,
  feedbackCreateSchema,
  feedbackInboxItemSchema,
  feedbackListQuerySchema,
  feedbackSchema,
  feedbackUpdateSchema,
  fieldErrorsSchema,
} from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pathId, pathIdParamsSchema, requireCredentials } from '../../http/path-params.ts';
import { FeedbackService } from './feedback-service.ts';

const tags = ['Feedback'];

/** The feedback form (docs/product.md §7) and the staff's feedback inbox. */
export function feedbackRoutes(app: FastifyInstance) {
  const { db, events, config, mailer, throttle } = app.services;
  const service = new FeedbackService({ db, events, config, mailer, throttle });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/feedback/',
    {
      schema: {
        tags,
        summary: 'Skicka feedback (alla, inloggade eller inte)',
        body: feedbackCreateSchema,
        response: { 201: feedbackSchema, 400: fieldErrorsSchema, 429: detailErrorSchema },
      },
    },
    async (request, reply) => {
      const sent = await service.create(request.body, request.ip, request.user);
      return reply.code(201).send(sent);
    },
  );

  routes.get(
    '/api/feedback/',
    {
      schema: {
        tags,
        summary: 'Inkommen feedback, senaste först (administratör)',
        description: 'handled=0: bara ohanterade, handled=1: bara hanterade.',
        security: [{ bearerAuth: [] }],
        querystring: feedbackListQuerySchema,
        response: {
          200: z.array(feedbackInboxItemSchema),
          400: fieldErrorsSchema,
          401: detailErrorSchema,
          403: detailErrorSchema,
        },
      },
    },
    (request) => service.list(request.query, request.user),
  );

  routes.patch(
    '/api/feedback/:id/',
    {
      preValidation: requireCredentials,
      schema: {
        tags,
        summary: 'Markera en feedback som hanterad eller ohanterad (administratör)',
        security: [{ bearerAuth: [] }],
        params: pathIdParamsSchema,
        body: feedbackUpdateSchema,
        response: {
          200: feedbackInboxItemSchema,
          400: fieldErrorsSchema,
          401: detailErrorSchema,
          403: detailErrorSchema,
          404: detailErrorSchema,
        },
      },
    },
    (request) => service.update(pathId(request.params.id), request.body, request.user),
  );
}
