import {
  competitorSchema,
  finishApprovalSchema,
  finishApprovalsAnswerSchema,
  finishReportAnswerSchema,
  finishReportSchema,
} from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pathId, pathIdParamsSchema } from '../../http/path-params.ts';
import { writeRoute } from '../../http/write-route.ts';
import { FinishReportService } from './finish-report-service.ts';

const tags = ['Deltagare'];

/** Sailors' own finish reports and the club's approvals (issue 13, item 7). */
export function finishReportRoutes(app: FastifyInstance) {
  const service = new FinishReportService({ db: app.services.db, events: app.services.events });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/competitors/:id/report-finish/',
    writeRoute({
      tags,
      summary: 'Rapportera sin egen måltid (seglaren i en pågående segling)',
      description:
        'Bara seglaren som anmälan hör till, medan seglingen pågår. Räknar seglingen rapporterade måltider direkt (`reported_finishes: immediately`) blir tiden deltagarens måltid, markerad som rapporterad tills klubben godkänt den; annars väntar den på klubben. Har klubben redan registrerat en målgång gäller klubbens tid och rapporten sparas bara (`counts: kept`). `client_id` och `device` som på Målgångssidan: ett nytt försök med samma id görs bara en gång.',
      params: pathIdParamsSchema,
      body: finishReportSchema,
      response: { 200: finishReportAnswerSchema },
    }),
    (request) => service.report(pathId(request.params.id), request.body, request.user),
  );

  routes.post(
    '/api/competitors/:id/approve-finish/',
    writeRoute({
      tags,
      summary: 'Godkänn en rapporterad måltid, eller en rättad tid',
      params: pathIdParamsSchema,
      body: finishApprovalSchema,
      response: { 200: competitorSchema },
    }),
    (request) => service.approve(pathId(request.params.id), request.body, request.user),
  );

  routes.post(
    '/api/sailings/:id/approve-finishes/',
    writeRoute({
      tags: ['Seglingar'],
      summary: 'Godkänn alla väntande rapporterade måltider i seglingen',
      params: pathIdParamsSchema,
      response: { 200: finishApprovalsAnswerSchema },
    }),
    (request) => service.approveAll(pathId(request.params.id), request.user),
  );
}
