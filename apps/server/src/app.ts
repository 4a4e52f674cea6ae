import { IMAGE_MAX_BYTES } from '@segla/core';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Kysely } from 'kysely';
import type { Database } from './db/database.ts';
import type { DB } from './db/schema.ts';
import { DomainEvents } from './events/domain-events.ts';
import { zodValidatorCompiler } from './http/zod-validation.ts';
import { responseContractPlugin, type ResponseContractOptions } from './http/response-contract.ts';
import { livePlugin, type LivePluginOptions } from './live/live-plugin.ts';
import { loggerOptions } from './logger.ts';
import { fileTransport, smtpTransport, type MailTransport } from './mail/mail-transport.ts';
import { Mailer } from './mail/mailer.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { UsageCounts } from './usage-counts.ts';
import { AuthService } from './modules/auth/auth-service.ts';
import { JwtTokens } from './modules/auth/jwt-tokens.ts';
import { dataRoutes } from './modules/routes.ts';
import { pruneOldClientWrites } from './modules/sailing-changes/retryable-write.ts';
import { ThrottleService } from './modules/throttle/throttle-service.ts';
import { watchResultsVersions, type ResultsVersions } from './modules/results/results-versions.ts';
import { PostgresListener } from './db/postgres-listener.ts';
import { authenticatePlugin } from './plugins/authenticate.ts';
import { callerBeforeBodyPlugin } from './plugins/caller-before-body.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { routeIndexPlugin } from './plugins/route-index.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { spaPlugin } from './plugins/spa.ts';

export const JSON_BODY_LIMIT = 1024 * 1024;
export const UPLOAD_LIMIT = IMAGE_MAX_BYTES;

/** Where `npm run build` puts the web app. */
export const DEFAULT_WEB_ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/dist',
);

export interface BuildOptions {
  config: Config;
  /** An open, migrated database; the caller closes it after the app. */
  database: Database;
  logger?: boolean;
  /** Where the log goes when `logger` is on (stdout by default). */
  logStream?: NodeJS.WritableStream;
  /** The built SPA to serve, or null for the API alone. */
  webRoot?: string | null;
  /** Live-update settings (tests, benchmark); the defaults otherwise. */
  live?: LivePluginOptions;
  /** Replaces the configured mail transport (tests). */
  mailTransport?: MailTransport;
  /**
   * Parse every answer with its route's response schema and answer 500 on a mismatch
   * (http/response-contract.ts). On in tests; off in production, where the schemas only
   * document and answers are serialized by a bare JSON.stringify.
   */
  checkResponses?: boolean | ResponseContractOptions;
}

export interface AppServices {
  config: Config;
  db: Kysely<DB>;
  auth: AuthService;
  mailer: Mailer;
  throttle: ThrottleService;
  events: DomainEvents;
  /** The results versions kept in memory (decision 0038). */
  resultsVersions: ResultsVersions;
  /** PostgreSQL: the instance's LISTEN connection (results notices, live bus); SQLite: null. */
  listener: PostgresListener | null;
  /** Counts the hot paths keep for GET /metrics (decision 0044). */
  usage: UsageCounts;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

/** TRUST_PROXY as Fastify's option: a number of hops becomes the function Fastify takes. */
function fastifyTrustProxy(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** Builds the whole HTTP app (API, docs, SPA) without listening: `inject` it in tests. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: loggerOptions(options.logger ?? false, options.logStream),
    bodyLimit: JSON_BODY_LIMIT,
    // Long path segments reach our own validation (a Swedish 404/400) instead of a bare 414.
    routerOptions: { maxParamLength: 2000 },
    // Finish requests in flight on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // Behind a reverse proxy: the caller's address and scheme from its X-Forwarded-* headers.
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  // The API speaks JSON and multipart only; anything else is a 415, as DRF answers.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(zodValidatorCompiler);
  // Responses are built by our own code from typed rows; the zod response schemas document them
  // (and tests hold answers to them: `checkResponses`).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const transport =
    options.mailTransport ??
    (config.smtpUrl
      ? smtpTransport(config.smtpUrl)
      : fileTransport(path.join(config.dataDir, 'outbox')));
  const usage = new UsageCounts();
  const mailer = new Mailer(database.db, transport, config.mailFrom, app.log, usage);
  const throttle = new ThrottleService(database.db);
  const auth = new AuthService({
    db: database.db,
    tokens: new JwtTokens(config.secretKey),
    throttle,
    mailer,
    secretKey: config.secretKey,
    publicUrl: config.publicUrl,
  });
  const events = new DomainEvents();
  // PostgreSQL: the instance's one LISTEN connection, for the results notices and the live bus.
  const listener =
    database.kind === 'postgres'
      ? new PostgresListener({
          url: database.url,
          log: app.log,
          retryMinMs: options.live?.listenRetryMs?.min,
          retryMaxMs: options.live?.listenRetryMs?.max,
        })
      : null;
  const resultsVersions = await watchResultsVersions(database, database.db, listener);
  app.decorate('services', {
    config,
    db: database.db,
    auth,
    mailer,
    throttle,
    events,
    resultsVersions,
    listener,
    usage,
  });

  await app.register(errorHandlerPlugin);
  await app.register(routeIndexPlugin);
  // Early: its request metrics hook (when METRICS_TOKEN is set) must reach every route.
  await app.register(healthRoutes, { pool: database.pool });
  await app.register(securityHeadersPlugin);
  if (options.checkResponses) {
    await app.register(
      responseContractPlugin,
      options.checkResponses === true ? {} : options.checkResponses,
    );
  }
  // Before the routes, as @fastify/websocket requires.
  await app.register(livePlugin, options.live ?? {});
  // Before compression, like the live websocket: the built files are served precompressed.
  await app.register(spaPlugin, { root: options.webRoot ?? null });
  // Reaches the routes registered after it.
  await app.register(compressionPlugin);
  // Multipart bodies become plain objects (fields as strings, files as Buffers) before
  // validation, so one zod schema serves JSON and multipart alike; a file over 5 MB is a 413.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: UPLOAD_LIMIT, files: 2, fields: 50, fieldSize: 100_000, parts: 60 },
    throwFileSizeLimit: true,
  });
  await app.register(openApiPlugin);
  await app.register(authenticatePlugin, { auth });
  // Before the routes: write routes check the caller before they refuse a body (decision 0017).
  await app.register(callerBeforeBodyPlugin);
  await app.register(authRoutes, { auth });
  await app.register(dataRoutes);

  const pruneTimer = setInterval(() => {
    throttle
      .prune()
      .catch((error: unknown) => app.log.error({ err: error }, 'throttle prune failed'));
    pruneOldClientWrites(database.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'client id prune failed'),
    );
  }, 10 * 60_000);
  pruneTimer.unref();

  app.addHook('onReady', () => mailer.start());
  app.addHook('onClose', async () => {
    clearInterval(pruneTimer);
    await mailer.stop();
    await resultsVersions.close();
    await listener?.close();
  });
  return app;
}
