/**
 * One Segla server instance for the live benchmarks, in its own process (buildApp + listen on
 * 127.0.0.1), on SQLite or on a PostgreSQL database shared with other instances. The instance
 * started with `seed` makes the data: a club with its account, an ongoing sailing with
 * `competitors` boats, and `finishedSailings` finished ones to browse.
 *
 * `forkLiveServer(options)` starts it; it answers `ready` with its port (and the seeded data),
 * `usage` with its memory and CPU, and `sent` after each results change it was asked about
 * (`PATCH …/update-elapsed-time/` arrived → the message sent to its last subscriber, and of
 * that the time spent in the hub's deliveries).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  cpuMs,
  forkChild,
  monotonicMs,
  nextMessage,
  reportChildError,
  type ChildMessage,
} from './child-process.ts';

export interface LiveServerOptions {
  dataDir: string;
  /** PostgreSQL URL; omitted: SQLite in dataDir. */
  databaseUrl?: string;
  /** Shared by instances of one run, so a token of one is good at the other. */
  secretKey: string;
  seed?: { competitors: number; finishedSailings: number };
}

export interface SeededData {
  token: string;
  club: string;
  sailingId: number;
  /** The ongoing sailing's boats, in the order they were entered. */
  competitorIds: number[];
  finishedSailingIds: number[];
}

export type LiveServerMessage =
  | { type: 'ready'; port: number; seeded: SeededData | null }
  | {
      type: 'usage';
      rssMb: number;
      maxRssMb: number;
      connections: number;
      cpuMs: number;
      at: number;
    }
  | { type: 'sent'; ms: number; fanOutMs: number };

export const BENCH_PASSWORD = 'Bris-över-Mälaren-42';
const CLUB_EMAIL = 'klubb@bench.example';

type Inject = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  body?: object,
) => Promise<T>;

/** A sailing with start groups of boats, through the API as a club would make it. */
async function makeSailing(
  call: Inject,
  name: string,
  date: string,
  boats: number,
  finished: boolean,
): Promise<{ id: number; competitorIds: number[] }> {
  const sailing = await call<{ id: number }>('POST', '/api/sailings/', {
    name,
    start_date: date,
    start_time: '18:30',
    status: 'upcoming',
  });
  await call('PUT', `/api/sailings/${sailing.id}/`, { id: sailing.id, status: 'ongoing' });
  const groups: number[] = [];
  for (const [i, groupName] of ['SRS kölbåt', 'SRS utan undanvindssegel'].entries()) {
    const group = await call<{ id: number }>('POST', '/api/start-groups/', {
      sailing: sailing.id,
      name: groupName,
      start_time: `18:${30 + i * 5}`,
    });
    groups.push(group.id);
  }
  const competitorIds: number[] = [];
  for (let i = 0; i < boats; i += 1) {
    const competitor = await call<{ id: number }>('POST', '/api/competitors/', {
      sailing: sailing.id,
      start_group: groups[i % groups.length],
      name: `Skeppare ${i}`,
      boat_name: `Båt ${i}`,
      sail_number: `SWE ${100 + i}`,
      rating: Number((0.8 + (i % 20) / 50).toFixed(3)),
    });
    competitorIds.push(competitor.id);
    if (finished) {
      const finish = `19:${String(40 + (i % 20)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`;
      await call('PATCH', `/api/competitors/${competitor.id}/update-elapsed-time/`, {
        finish_time: finish,
      });
    }
  }
  if (finished) {
    await call('PUT', `/api/sailings/${sailing.id}/`, { id: sailing.id, status: 'finished' });
  }
  return { id: sailing.id, competitorIds };
}

async function serve(options: LiveServerOptions): Promise<void> {
  const { buildApp } = await import('../../apps/server/src/app.ts');
  const { loadConfig } = await import('../../apps/server/src/config.ts');
  const { createDatabase } = await import('../../apps/server/src/db/database.ts');
  const { migrateToLatest } = await import('../../apps/server/src/db/migrate.ts');
  const { createClub } = await import('../../apps/server/src/cli/account-commands.ts');

  const config = loadConfig({
    DATA_DIR: options.dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    SECRET_KEY: options.secretKey,
    DEMO_DATA: 'off',
    HOST: '127.0.0.1',
  });
  const database = createDatabase(config.databaseUrl);
  if (options.seed) await migrateToLatest(database.db);
  const app = await buildApp({ config, database, webRoot: null });

  let seeded: SeededData | null = null;
  if (options.seed) {
    await createClub(database.db, {
      slug: 'bench',
      name: 'Bänkklubben',
      email: CLUB_EMAIL,
      password: BENCH_PASSWORD,
    });
    let token = '';
    const call: Inject = async (method, url, payload) => {
      const response = await app.inject({
        method,
        url,
        payload,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
      return response.json();
    };
    token = (
      await call<{ access: string }>('POST', '/auth/jwt/create/', {
        email: CLUB_EMAIL,
        password: BENCH_PASSWORD,
      })
    ).access;
    const finishedSailingIds: number[] = [];
    for (let i = 0; i < options.seed.finishedSailings; i += 1) {
      const date = `2026-05-${String(6 + i).padStart(2, '0')}`;
      finishedSailingIds.push(
        (await makeSailing(call, `Kvällssegling ${i + 1}`, date, 20, true)).id,
      );
    }
    const ongoing = await makeSailing(
      call,
      'Onsdagssegling',
      '2026-06-10',
      options.seed.competitors,
      false,
    );
    seeded = {
      token,
      club: 'bench',
      sailingId: ongoing.id,
      competitorIds: ongoing.competitorIds,
      finishedSailingIds,
    };
  }

  const send = (message: LiveServerMessage) => process.send?.(message);
  // The server's part of a round: the finish time's request arrives … the last client is sent to.
  // Of that, the fan-out: the time spent in the hub's deliveries since the request arrived.
  let arrivedAt = 0;
  let fanOutMs = 0;
  app.server.on('request', (request: { url?: string }) => {
    if (!request.url?.includes('/update-elapsed-time/')) return;
    arrivedAt = performance.now();
    fanOutMs = 0;
  });
  const { hub } = app.live;
  const deliver = hub.deliver.bind(hub);
  hub.deliver = (...args) => {
    const startedAt = performance.now();
    const sent = deliver(...args);
    fanOutMs += performance.now() - startedAt;
    return sent;
  };
  app.services.events.on('results.changed', () => {
    void app.live
      .idle()
      .then(() => send({ type: 'sent', ms: performance.now() - arrivedAt, fanOutMs }));
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  send({ type: 'ready', port, seeded });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  };
  process.on('message', (message: { cmd: 'usage' | 'stop' }) => {
    if (message.cmd === 'usage') {
      send({
        type: 'usage',
        rssMb: process.memoryUsage().rss / 1024 / 1024,
        maxRssMb: process.resourceUsage().maxRSS / 1024,
        connections: app.live.hub.size,
        cpuMs: cpuMs(),
        at: monotonicMs(),
      });
    } else stop();
  });
  process.on('disconnect', stop);
  process.on('SIGTERM', stop);
}

/** Starts an instance and waits until it listens (seeding first if asked). */
export async function forkLiveServer(options: LiveServerOptions) {
  const child = forkChild(
    import.meta.filename,
    [],
    { BENCH_LIVE_SERVER: JSON.stringify(options) },
    // e.g. BENCH_SERVER_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the fan-out.
    process.env.BENCH_SERVER_FLAGS,
  );
  const ready = await nextMessage<LiveServerMessage & ChildMessage & { type: 'ready' }>(
    child,
    'ready',
    120_000,
  ).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  return { child, port: ready.port, seeded: ready.seeded };
}

/** A secret key for the instances of one run. */
export function benchSecretKey(): string {
  return `${randomUUID()}${randomUUID()}`;
}

const isMain = process.argv[1] !== undefined && process.argv[1] === import.meta.filename;
if (isMain && process.env.BENCH_LIVE_SERVER) {
  serve(JSON.parse(process.env.BENCH_LIVE_SERVER) as LiveServerOptions).catch((error: unknown) => {
    reportChildError(error);
    process.exit(1);
  });
}
