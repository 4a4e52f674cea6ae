import {
  detailErrorSchema,
  DOCUMENT_MAX_BYTES,
  NOTICE_FILE_TOO_LARGE,
  noticeCreateSchema,
  noticeSchema,
  noticeUpdateSchema,
} from '@segla/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pathId, pathIdParamsSchema } from '../../http/path-params.ts';
import { writeRoute } from '../../http/write-route.ts';
import { NoticeService } from './notice-service.ts';

const tags = ['Anslagstavla'];

const POST_DESCRIPTION =
  'Multipart (ett dokument: kind "document", title, document_kind och file, en PDF, PNG eller ' +
  'JPEG på högst 10 MB, typen läses ur filens innehåll) eller JSON (ett meddelande: kind ' +
  '"message", text och valfri title). De seglare som är anmälda och har konto får ett e-postmeddelande ' +
  'när tavlan är publik. Klubbens konto, klubbadministratörer, tävlingsledare och administratörer.';

/**
 * The posting routes' own upload limit: a document may be up to 10 MB, where images stop at 5
 * (app.ts's multipart limits, merged with these by @fastify/multipart per request).
 */
const documentUpload = { multipartOptions: { limits: { fileSize: DOCUMENT_MAX_BYTES } } };

/** A document over the limit is a 413 in the board's words; any other error as everywhere. */
function documentTooLarge(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
    return reply.code(413).send({ detail: NOTICE_FILE_TOO_LARGE });
  }
  // The app's error handler (plugins/error-handler.ts) answers the rest.
  throw error;
}

/** The official notice board, "Anslagstavla" (docs/product.md §17, issue 30). */
export function noticeRoutes(app: FastifyInstance) {
  const { db, events, mailer, config } = app.services;
  const service = new NoticeService({ db, events, mailer, publicUrl: config.publicUrl });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const list = (summary: string) => ({
    schema: {
      tags,
      summary,
      description: 'Nyast först; återkallade anslag står kvar, märkta med withdrawn_at.',
      params: pathIdParamsSchema,
      response: { 200: z.array(noticeSchema), 404: detailErrorSchema },
    },
  });
  const post = (summary: string) => ({
    ...writeRoute({
      tags,
      summary,
      description: POST_DESCRIPTION,
      consumes: ['multipart/form-data', 'application/json'],
      params: pathIdParamsSchema,
      body: noticeCreateSchema,
      response: { 201: noticeSchema, 413: detailErrorSchema },
    }),
    config: documentUpload,
    errorHandler: documentTooLarge,
  });

  routes.get('/api/sailings/:id/notices/', list('Seglingens anslagstavla'), (request) =>
    service.listForSailing(pathId(request.params.id), request.user),
  );

  routes.post(
    '/api/sailings/:id/notices/',
    post('Anslå ett dokument eller ett meddelande på seglingens tavla'),
    async (request, reply) => {
      const notice = await service.postToSailing(
        pathId(request.params.id),
        request.body,
        request.user,
      );
      return reply.code(201).send(notice);
    },
  );

  routes.get('/api/series/:id/notices/', list('Seriens anslagstavla'), (request) =>
    service.listForSeries(pathId(request.params.id), request.user),
  );

  routes.post(
    '/api/series/:id/notices/',
    post('Anslå ett dokument eller ett meddelande på seriens tavla'),
    async (request, reply) => {
      const notice = await service.postToSeries(
        pathId(request.params.id),
        request.body,
        request.user,
      );
      return reply.code(201).send(notice);
    },
  );

  routes.patch(
    '/api/notices/:id/',
    writeRoute({
      tags,
      summary: 'Ändra ett anslags rubrik eller text',
      description:
        'Den tidigare lydelsen står kvar i revisions ("Ändrat"); ett dokuments text kan inte ' +
        'ändras, bara dess rubrik. Ett återkallat anslag kan inte ändras.',
      params: pathIdParamsSchema,
      body: noticeUpdateSchema,
      response: { 200: noticeSchema },
    }),
    (request) => service.update(pathId(request.params.id), request.body, request.user),
  );

  routes.delete(
    '/api/notices/:id/',
    writeRoute({
      tags,
      summary: 'Återkalla ett anslag',
      description: 'Anslaget står kvar på tavlan, märkt "Återkallat" med tiden. En gång.',
      params: pathIdParamsSchema,
      response: { 200: noticeSchema },
    }),
    (request) => service.withdraw(pathId(request.params.id), request.user),
  );
}
