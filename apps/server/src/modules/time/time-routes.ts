import { serverTimeSchema, type ServerTime } from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The server's clock, ISO-8601 UTC with milliseconds. */
export function serverTime(now: Date = new Date()): ServerTime {
  return { now: now.toISOString() };
}

/**
 * `GET /api/time/` (issue 12): the Målgång page measures its clock's offset to the server from
 * it (round trip halved), so two phones stamp the same second. Never cached: a stored answer
 * would be a wrong clock.
 */
export function timeRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/time/',
    {
      schema: {
        tags: ['Målgång'],
        summary: 'Serverns klocka (UTC), för att mäta enhetens avvikelse',
        response: { 200: serverTimeSchema },
      },
    },
    (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return serverTime();
    },
  );
}
