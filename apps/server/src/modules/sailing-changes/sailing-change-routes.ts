import {
  detailErrorSchema,
  fieldErrorsSchema,
  sailingChangeListSchema,
  sailingChangeSchema,
} from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pathId, pathIdParamsSchema, requireCredentials } from '../../http/path-params.ts';
import { SailingChangeService } from './sailing-change-service.ts';

const tags = ['Målgång'];
const security = [{ bearerAuth: [] }];
const refusals = { 401: detailErrorSchema, 403: detailErrorSchema, 404: detailErrorSchema };

/**
 * A sailing's change log and its revert, apply and dismiss (issue 12; the sailing's club or
 * staff).
 */
export function sailingChangeRoutes(app: FastifyInstance) {
  const service = new SailingChangeService({ db: app.services.db, events: app.services.events });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/sailings/:id/changes/',
    {
      schema: {
        tags,
        summary:
          'Seglingens ändringar (starttider, måltider, koder, SRS-tal, startgrupper), nyast först',
        security,
        params: pathIdParamsSchema,
        response: { 200: sailingChangeListSchema, ...refusals },
      },
    },
    (request) => service.list(pathId(request.params.id), request.user),
  );

  // Revert, apply and dismiss share everything but the service method and the summary.
  const actions = {
    revert: 'Ångra en genomförd ändring: värdet före sätts tillbaka',
    apply: 'Genomför en sparad stämpling eller en konflikt nu',
    dismiss: 'Lös en konflikt genom att behålla det nuvarande värdet',
  } as const;
  for (const [action, summary] of Object.entries(actions) as [keyof typeof actions, string][]) {
    routes.post(
      `/api/sailing-changes/:id/${action}/`,
      {
        preValidation: requireCredentials,
        schema: {
          tags,
          summary,
          security,
          params: pathIdParamsSchema,
          response: { 200: sailingChangeSchema, 400: fieldErrorsSchema, ...refusals },
        },
      },
      (request) => service[action](pathId(request.params.id), request.user),
    );
  }
}
