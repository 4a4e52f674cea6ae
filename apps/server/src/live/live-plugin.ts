import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PostgresListener } from '../db/postgres-listener.ts';
import type { AuthService } from '../modules/auth/auth-service.ts';
import { clubsOfficiatedBy } from '../modules/permissions/permissions.ts';
import { localBus, PostgresBus, type LiveBus } from './live-bus.ts';
import { LiveConnection, LiveHub, type LiveViewer } from './live-hub.ts';
import { LivePublisher, type LiveEvent } from './live-publisher.ts';
import { LiveSession } from './live-session.ts';
import { databaseLiveSource, type LiveSource } from './live-source.ts';
import { isAllowedOrigin } from './origin.ts';
import {
  LIVE_CLOSE_CODES,
  LIVE_IDLE_TIMEOUT_MS,
  LIVE_MAX_MESSAGE_BYTES,
  LIVE_PATH,
} from '@segla/core';

export interface LivePluginOptions {
  /**
   * The PostgreSQL database to LISTEN on for other instances' changes. Default: the configured
   * DATABASE_URL when it is PostgreSQL. null: this process only (SQLite, or a single instance).
   */
  databaseUrl?: string | null;
  /** Open connections one client address may hold (default 100). */
  maxConnectionsPerAddress?: number;
  /** A client whose unsent data passes this is disconnected (default 512 KiB). */
  maxBufferedBytes?: number;
  /** Connections that do not ping for this long are closed (default 2 minutes). */
  idleTimeoutMs?: number;
  /** Where messages are built from (default: the database through the modules' serializers). */
  source?: LiveSource;
  /**
   * Back-off of the LISTEN connection's reconnection (default 500 ms doubling to 10 s); the app
   * gives it to its one LISTEN connection (db/postgres-listener.ts).
   */
  listenRetryMs?: { min: number; max: number };
}

export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 100;
export const DEFAULT_MAX_BUFFERED_BYTES = 512 * 1024;

/** The live layer of an app, for tests, the benchmark and operators' logs. */
export interface LiveRuntime {
  hub: LiveHub;
  publisher: LivePublisher;
  bus: LiveBus;
  /** Resolves when every change announced so far has been sent to this instance's subscribers. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveRuntime;
  }
}

/** Who an access token signs in, until the token expires; null when it is not good. */
function tokenViewer(auth: AuthService) {
  return async (token: string): Promise<LiveViewer | null> => {
    let user;
    try {
      user = await auth.authenticate(token);
    } catch {
      return null;
    }
    const expiresAt = tokenExpiry(token);
    if (expiresAt === null) return null;
    return {
      isStaff: user.isStaff,
      clubIds: clubsOfficiatedBy(user),
      expiresAt,
    };
  };
}

/** The `exp` of a JWT that has already been verified, in ms. */
function tokenExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Live updates (docs/product.md §13, decision 0030): the websocket endpoint `/ws/`, its subscribers,
 * and the domain events of `app.services.events` turned into messages for them, across
 * instances through PostgreSQL LISTEN/NOTIFY. Register it before the routes (as
 * @fastify/websocket asks), after `app.services` is decorated.
 */
async function live(app: FastifyInstance, options: LivePluginOptions) {
  const { config, events, db, auth, usage } = app.services;
  const idleTimeoutMs = options.idleTimeoutMs ?? LIVE_IDLE_TIMEOUT_MS;
  const log = app.log.child({ module: 'live' });

  const hub = new LiveHub({
    maxBufferedBytes: options.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED_BYTES,
    maxConnectionsPerAddress:
      options.maxConnectionsPerAddress ?? DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
    onSlowClient: (connection, buffered) =>
      log.info({ address: connection.address, buffered }, 'live: slow client disconnected'),
    usage,
  });
  const onError = (error: unknown) => log.error({ err: error }, 'live: failed to send a change');
  const publisher = new LivePublisher({
    source: options.source ?? databaseLiveSource(db),
    hub,
    onError,
    onFanOut: (seconds) => usage.observeFanOut(seconds),
  });
  const deliver = (event: LiveEvent) => publisher.publish(event);

  const databaseUrl =
    options.databaseUrl !== undefined
      ? options.databaseUrl
      : config.databaseKind === 'postgres'
        ? config.databaseUrl
        : null;
  let bus: LiveBus;
  if (databaseUrl) {
    // The app's LISTEN connection when it is on that database; else one of the bus's own.
    const shared = app.services.listener;
    const listener =
      shared?.url === databaseUrl
        ? shared
        : new PostgresListener({
            url: databaseUrl,
            log,
            retryMinMs: options.listenRetryMs?.min,
            retryMaxMs: options.listenRetryMs?.max,
          });
    if (listener !== shared) app.addHook('onClose', () => listener.close());
    const postgres = new PostgresBus({
      listener,
      db,
      deliver,
      onGap: () =>
        hub.closeAll(LIVE_CLOSE_CODES.serviceRestart, 'Uppdateringar kan ha missats; anslut igen.'),
      log,
    });
    await postgres.start();
    bus = postgres;
  } else {
    bus = localBus(deliver);
  }

  // Domain events are emitted after their transaction has committed.
  const offs = [
    events.on('sailing.changed', ({ sailingId }) => bus.publish({ kind: 'sailing', sailingId })),
    events.on('results.changed', ({ sailingId }) => bus.publish({ kind: 'results', sailingId })),
    events.on('changes.logged', ({ sailingId }) => bus.publish({ kind: 'changes', sailingId })),
    events.on('tally.changed', ({ sailingId }) => bus.publish({ kind: 'tally', sailingId })),
    events.on('sailing.deleted', ({ sailingId, clubSlug }) =>
      bus.publish({ kind: 'deleted', sailingId, clubSlug }),
    ),
    events.on('board.changed', ({ sailingId, seriesId }) => {
      if (sailingId !== null) bus.publish({ kind: 'board', sailingId, seriesId: null });
      else if (seriesId !== null) bus.publish({ kind: 'board', sailingId: null, seriesId });
    }),
  ];

  app.decorate('live', { hub, publisher, bus, idle: () => publisher.idle() });

  await app.register(websocket, {
    options: {
      maxPayload: LIVE_MAX_MESSAGE_BYTES,
      perMessageDeflate: false,
      // Shutdown (preClose) terminates the clients ws still holds.
      clientTracking: true,
    },
    // Errors of one connection (an oversized message, a reset) end that connection only.
    errorHandler(error, socket) {
      log.debug({ err: error }, 'live: connection error');
      if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) {
        socket.terminate();
      }
    },
    // Shutdown: tell every client to reconnect (elsewhere), then stop waiting after a second.
    async preClose() {
      hub.closeAll(LIVE_CLOSE_CODES.goingAway, 'Servern startar om.');
      const server = app.websocketServer;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          for (const client of server.clients) client.terminate();
        }, 1000);
        timer.unref();
        server.close(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  });

  const refuse = (reply: FastifyReply, status: number, detail: string) =>
    reply.code(status).header('connection', 'close').send({ detail });

  app.get(
    LIVE_PATH,
    {
      websocket: true,
      schema: { hide: true },
      // Tokens travel in subscribe messages, not in the handshake's headers.
      config: { skipAuthentication: true },
      preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
        if (!request.ws) return;
        if (!isAllowedOrigin(request.headers.origin, request.headers.host, config.publicUrl)) {
          return refuse(reply, 403, 'Anslutningar från en annan webbplats tillåts inte.');
        }
        if (!hub.hasRoomFor(request.ip)) {
          return refuse(reply, 429, 'För många anslutningar från din adress.');
        }
      },
    },
    (socket, request) => {
      const connection = new LiveConnection(socket, request.ip, Date.now());
      // Checked again here: handshakes from one address may have raced past preValidation.
      if (!hub.add(connection)) {
        socket.close(LIVE_CLOSE_CODES.policyViolation, 'För många anslutningar.');
        return;
      }
      const session = new LiveSession(connection, hub, {
        authenticate: tokenViewer(auth),
        now: Date.now,
        onError: (error) => log.error({ err: error }, 'live: message handling failed'),
      });
      socket.on('message', (data, isBinary) => {
        usage.liveMessagesReceived += 1;
        session.receive(data, isBinary);
      });
      socket.on('ping', () => session.pinged());
      socket.on('close', () => hub.remove(connection));
    },
  );

  const sweep = setInterval(
    () => hub.closeIdle(idleTimeoutMs),
    Math.max(50, Math.min(idleTimeoutMs / 4, 15_000)),
  );
  sweep.unref();

  app.addHook('onClose', async () => {
    clearInterval(sweep);
    for (const off of offs) off();
    await bus.close();
    // Messages being built read the database, which the caller closes after the app.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      publisher.idle(),
      new Promise((resolve) => {
        timer = setTimeout(resolve, 2000);
      }),
    ]);
    clearTimeout(timer);
  });
}

export const livePlugin = fp(live, { name: 'segla-live', fastify: '5.x' });
