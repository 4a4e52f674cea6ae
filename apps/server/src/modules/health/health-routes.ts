import { detailErrorSchema } from '@segla/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PoolUse } from '../../db/database.ts';
import { NOT_FOUND_DETAIL, notAuthenticated } from '../../http/api-error.ts';
import { HealthService, hasBearerToken } from './health-service.ts';
import { AppMetrics, UNMATCHED_ROUTE } from './metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Turns readiness off (SIGTERM, before the server stops): `/readyz` answers 503 `draining`
     * from now on, so a load balancer sends no new visitors; every other route keeps working.
     */
    drain(): void;
  }
}

const healthSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({ status: z.literal('ready') });
const notReadySchema = z.object({
  status: z.enum(['not_ready', 'draining']),
  /** Each failing check with its Swedish reason. */
  checks: z.object({
    database: z.string().optional(),
    migrations: z.string().optional(),
    listener: z.string().optional(),
    shutdown: z.string().optional(),
  }),
});
const metricsText = {
  description: 'Prometheus textformat',
  content: { 'text/plain': { schema: z.string() } },
};

export interface HealthRoutesOptions {
  /** PostgreSQL's pool, for the pool metrics. */
  pool?: PoolUse;
}

/**
 * `GET /healthz`, `GET /readyz` and `GET /metrics` (issue 16, decision 0044): operators' routes,
 * outside the API's paths and its OpenAPI description, without authentication. The probes are
 * left out of the request log (a load balancer asks every few seconds). Registered as a
 * fastify-plugin before the other routes, so `app.drain()` and the request metrics' hook reach
 * the whole app.
 */
export const healthRoutes = fp(function health(app: FastifyInstance, options: HealthRoutesOptions) {
  const { db, listener, config, usage } = app.services;
  const service = new HealthService({ db, listener });
  app.decorate('drain', () => service.drain());

  const metrics = config.metricsToken
    ? new AppMetrics({
        db,
        usage,
        pool: options.pool,
        liveConnections: () => (app.hasDecorator('live') ? app.live.hub.size : 0),
        onError: (error) => app.log.warn({ err: error }, 'metrics: outbox depth unreadable'),
      })
    : null;
  if (metrics) {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observeRequest(
        request.method,
        request.routeOptions.url ?? UNMATCHED_ROUTE,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });
  }

  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/healthz',
    {
      logLevel: 'silent',
      config: { skipAuthentication: true },
      schema: {
        hide: true,
        summary: 'Processen svarar (rör inte databasen)',
        response: { 200: healthSchema },
      },
    },
    (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  routes.get(
    '/readyz',
    {
      logLevel: 'silent',
      config: { skipAuthentication: true },
      schema: {
        hide: true,
        summary: 'Instansen kan ta emot trafik: databas, migreringar, LISTEN-anslutning',
        response: { 200: readySchema, 503: notReadySchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      const readiness = await service.readiness();
      if (readiness.status !== 'ready') void reply.code(503);
      return readiness;
    },
  );

  routes.get(
    '/metrics',
    {
      config: { skipAuthentication: true },
      schema: {
        hide: true,
        summary: 'Mätvärden i Prometheus textformat (kräver METRICS_TOKEN)',
        response: { 200: metricsText, 401: detailErrorSchema, 404: detailErrorSchema },
      },
    },
    async (request, reply) => {
      // Off: answered as a path no route has.
      if (!metrics || !config.metricsToken) {
        return reply.code(404).send({ detail: NOT_FOUND_DETAIL });
      }
      const header = request.headers.authorization;
      if (header === undefined) throw notAuthenticated();
      if (!hasBearerToken(header, config.metricsToken)) {
        throw notAuthenticated('Ogiltig token.', 'token_not_valid');
      }
      const text = await metrics.text();
      return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
    },
  );
});
