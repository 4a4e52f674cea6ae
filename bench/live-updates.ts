/**
 * Live updates under load (issue 5): 2,000 websocket clients subscribed to one club on
 * loopback, one finish time recorded through the API, and the time until every client has
 * the results_update (p50, p99), with the server's memory. Targets: p99 < 100 ms, RSS < 300 MB.
 *
 * `node --import tsx bench/live-updates.ts [--clients N] [--rounds N (≤ 40)] [--check]`
 *
 * Two warm-up rounds, then ten measured (each a new finish time); p50 and p99 are over every
 * client of every measured round, and each round also shows the server's own part (request
 * arrived → message sent to the last client).
 * The server runs in a child process (this file with `--serve`) on a fresh SQLite database,
 * so the clients do not share its event loop or its memory. The clients connect from
 * 127.0.0.1 … 127.0.0.20 (100 each), within the server's per-address limit. Everything is
 * bounded in time; the run stops by itself, and `--check` exits 1 when a target is missed.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

export const TARGET_P99_MS = 100;
export const TARGET_RSS_MB = 300;
const CLIENTS_PER_ADDRESS = 100;
const ROUND_TIMEOUT_MS = 10_000;
const TOTAL_TIMEOUT_MS = 180_000;

interface ServerInfo {
  port: number;
  token: string;
  club: string;
  competitorIds: number[];
}

type ToServer = { cmd: 'memory' } | { cmd: 'stop' };
type FromServer =
  | { type: 'ready'; info: ServerInfo }
  | { type: 'memory'; rss: number; maxRss: number; connections: number }
  /** Server side of a round: from the request's arrival until the message was sent to all. */
  | { type: 'sent'; ms: number };

export interface LiveBenchResult {
  clients: number;
  rounds: { p50: number; p99: number; max: number; serverMs: number }[];
  p50: number;
  p99: number;
  /** Server RSS after the rounds, and its peak, in MB. */
  rssMb: number;
  maxRssMb: number;
  missed: string[];
  /** The machine's 1-minute load average during the run, and its CPU count. */
  load: number;
  cpus: number;
}

// ---------------------------------------------------------------------------------------------
// The server (child process)

async function serve(dataDir: string): Promise<void> {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const { createDatabase } = await import('../apps/server/src/db/database.ts');
  const { migrateToLatest } = await import('../apps/server/src/db/migrate.ts');
  const { createClub } = await import('../apps/server/src/cli/account-commands.ts');

  const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'off', HOST: '127.0.0.1' });
  const database = createDatabase(config.databaseUrl);
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database, webRoot: null });

  const password = 'Bris-över-Mälaren-42';
  await createClub(database.db, {
    slug: 'bench',
    name: 'Bänkklubben',
    email: 'klubb@bench.example',
    password,
  });
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await app.inject({
      method,
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
    return response.json<T>();
  };
  let token = '';
  token = (
    await call<{ access: string }>('POST', '/auth/jwt/create/', {
      email: 'klubb@bench.example',
      password,
    })
  ).access;
  const sailing = await call<{ id: number }>('POST', '/api/sailings/', {
    name: 'Onsdagssegling',
    start_date: '2026-05-13',
    start_time: '18:30',
    status: 'upcoming',
  });
  await call('PUT', `/api/sailings/${sailing.id}/`, { id: sailing.id, status: 'ongoing' });
  const group = await call<{ id: number }>('POST', '/api/start-groups/', {
    sailing: sailing.id,
    name: 'SRS kölbåt',
    start_time: '18:30',
  });
  const competitorIds: number[] = [];
  for (let i = 0; i < 30; i += 1) {
    const competitor = await call<{ id: number }>('POST', '/api/competitors/', {
      sailing: sailing.id,
      start_group: group.id,
      name: `Skeppare ${i}`,
      boat_name: `Båt ${i}`,
      sail_number: `SWE ${100 + i}`,
      rating: Number((0.8 + (i % 20) / 50).toFixed(3)),
    });
    competitorIds.push(competitor.id);
  }

  const send = (message: FromServer) => process.send?.(message);
  // Server side of each round: the finish time's request arrives … the last client is sent to.
  let arrivedAt = 0;
  app.server.on('request', (request: { url?: string }) => {
    if (request.url?.includes('/update-elapsed-time/')) arrivedAt = performance.now();
  });
  app.services.events.on('results.changed', () => {
    void app.live.idle().then(() => send({ type: 'sent', ms: performance.now() - arrivedAt }));
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  send({ type: 'ready', info: { port, token, club: 'bench', competitorIds } });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  };
  process.on('message', (message: ToServer) => {
    if (message.cmd === 'memory') {
      send({
        type: 'memory',
        rss: process.memoryUsage().rss,
        maxRss: process.resourceUsage().maxRSS * 1024,
        connections: app.live.hub.size,
      });
    } else stop();
  });
  process.on('disconnect', stop);
  process.on('SIGTERM', stop);
}

// ---------------------------------------------------------------------------------------------
// The clients (this process)

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function nextMessage(child: ChildProcess, type: FromServer['type']): Promise<FromServer> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: FromServer) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message);
    };
    const onExit = (code: number | null) => reject(new Error(`bench server exited (${code})`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

interface BenchClient {
  socket: WebSocket;
  /** When this round's results_update arrived (ms, performance clock), or null. */
  receivedAt: number | null;
}

function openClient(url: string, localAddress: string, clubSlug: string): Promise<BenchClient> {
  return new Promise((resolve, reject) => {
    // The load generator does as little as it can: no UTF-8 check, no parsing of the results.
    const socket = new WebSocket(url, {
      localAddress,
      perMessageDeflate: false,
      skipUTF8Validation: true,
    });
    const client: BenchClient = { socket, receivedAt: null };
    socket.once('error', reject);
    socket.once('open', () => {
      socket.send(JSON.stringify({ type: 'subscribe', club: clubSlug }));
      // The pong answers after the subscription is in place.
      socket.send(JSON.stringify({ type: 'ping' }));
    });
    socket.on('message', (data: Buffer) => {
      // The type comes first in every message: no need to parse 10 kB of JSON per client.
      const head = data.toString('latin1', 0, 32);
      if (head.startsWith('{"type":"pong"')) resolve(client);
      else if (head.startsWith('{"type":"results_update"') && client.receivedAt === null) {
        client.receivedAt = performance.now();
      }
    });
  });
}

async function openClients(info: ServerInfo, count: number): Promise<BenchClient[]> {
  const url = `ws://127.0.0.1:${info.port}/ws/`;
  const clients: BenchClient[] = [];
  const batch = 100;
  for (let start = 0; start < count; start += batch) {
    const opened = await Promise.all(
      Array.from({ length: Math.min(batch, count - start) }, (_, i) => {
        const n = start + i;
        const address = `127.0.0.${1 + Math.floor(n / CLIENTS_PER_ADDRESS)}`;
        return openClient(url, address, info.club);
      }),
    );
    clients.push(...opened);
  }
  return clients;
}

async function recordFinishAndWait(
  child: ChildProcess,
  info: ServerInfo,
  clients: BenchClient[],
  competitorId: number,
  finishTime: string,
): Promise<{ latencies: number[]; serverMs: number }> {
  for (const client of clients) client.receivedAt = null;
  const sent = nextMessage(child, 'sent');
  const startedAt = performance.now();
  const response = await fetch(
    `http://127.0.0.1:${info.port}/api/competitors/${competitorId}/update-elapsed-time/`,
    {
      method: 'PATCH',
      headers: { authorization: `Bearer ${info.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ finish_time: finishTime }),
    },
  );
  if (!response.ok) throw new Error(`finish time: ${response.status} ${await response.text()}`);
  const deadline = startedAt + ROUND_TIMEOUT_MS;
  while (clients.some((client) => client.receivedAt === null)) {
    if (performance.now() > deadline) {
      const missing = clients.filter((client) => client.receivedAt === null).length;
      throw new Error(`${missing} clients had no results_update after ${ROUND_TIMEOUT_MS} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  const { ms } = (await sent) as Extract<FromServer, { type: 'sent' }>;
  return {
    latencies: clients.map((client) => client.receivedAt! - startedAt).sort((a, b) => a - b),
    serverMs: ms,
  };
}

export async function runLiveUpdatesBench(
  options: { clients?: number; rounds?: number } = {},
): Promise<LiveBenchResult> {
  const count = options.clients ?? 2000;
  const rounds = Math.min(options.rounds ?? 10, 40);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'segla-live-bench-'));
  const child = fork(import.meta.filename, ['--serve', dataDir], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let clients: BenchClient[] = [];
  try {
    const ready = (await nextMessage(child, 'ready')) as Extract<FromServer, { type: 'ready' }>;
    const { info } = ready;
    clients = await openClients(info, count);

    // Warm-up rounds (JIT, first queries, first large writes), then the measured ones, each a
    // new finish time.
    for (let warmUp = 0; warmUp < 2; warmUp += 1) {
      const id = info.competitorIds[info.competitorIds.length - 1 - warmUp]!;
      await recordFinishAndWait(child, info, clients, id, `19:0${warmUp}:00`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const all: number[] = [];
    const perRound: LiveBenchResult['rounds'] = [];
    for (let round = 1; round <= rounds; round += 1) {
      const competitorId = info.competitorIds[round % (info.competitorIds.length - 2)]!;
      const finish = `19:${String(10 + round).padStart(2, '0')}:${String((round * 7) % 60).padStart(2, '0')}`;
      const { latencies, serverMs } = await recordFinishAndWait(
        child,
        info,
        clients,
        competitorId,
        finish,
      );
      perRound.push({
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        max: latencies.at(-1)!,
        serverMs,
      });
      all.push(...latencies);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    all.sort((a, b) => a - b);

    child.send({ cmd: 'memory' } satisfies ToServer);
    const memory = (await nextMessage(child, 'memory')) as Extract<FromServer, { type: 'memory' }>;
    if (memory.connections !== count) {
      throw new Error(`server holds ${memory.connections} connections, expected ${count}`);
    }
    const result: LiveBenchResult = {
      clients: count,
      rounds: perRound,
      p50: percentile(all, 50),
      p99: percentile(all, 99),
      rssMb: memory.rss / 1024 / 1024,
      maxRssMb: memory.maxRss / 1024 / 1024,
      missed: [],
      load: os.loadavg()[0]!,
      cpus: os.availableParallelism(),
    };
    if (!(result.p99 < TARGET_P99_MS)) result.missed.push('p99');
    if (!(result.maxRssMb < TARGET_RSS_MB)) result.missed.push('rss');
    return result;
  } finally {
    for (const client of clients) client.socket.terminate();
    if (child.connected) child.send({ cmd: 'stop' } satisfies ToServer);
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printLiveUpdatesBench(result: LiveBenchResult): void {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  console.log(
    `== Live updates: ${result.clients} websocket clients of one club, one finish time recorded`,
  );
  const busy = result.load > result.cpus;
  console.log(
    `machine: ${result.cpus} CPUs, load average ${result.load.toFixed(1)}` +
      (busy ? ' (busy: other processes share the CPUs, latencies are inflated)' : ''),
  );
  result.rounds.forEach((round, i) =>
    console.log(
      `round ${String(i + 1).padStart(2)}: p50 ${ms(round.p50)}, p99 ${ms(round.p99)}, ` +
        `max ${ms(round.max)}; server sent to all after ${ms(round.serverMs)}`,
    ),
  );
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  console.log(
    `median round: p99 ${ms(median(result.rounds.map((r) => r.p99)))}, ` +
      `server sent to all after ${ms(median(result.rounds.map((r) => r.serverMs)))}`,
  );
  console.log(
    `all rounds: p50 ${ms(result.p50)}, p99 ${ms(result.p99)} ` +
      `(target p99 < ${TARGET_P99_MS} ms: ${verdict(!result.missed.includes('p99'))})`,
  );
  console.log(
    `server RSS: ${result.rssMb.toFixed(0)} MB after the rounds, peak ${result.maxRssMb.toFixed(0)} MB ` +
      `(target < ${TARGET_RSS_MB} MB: ${verdict(!result.missed.includes('rss'))})`,
  );
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const isMain =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === import.meta.filename;
if (isMain && process.argv[2] === '--serve') {
  await serve(process.argv[3]!);
} else if (isMain) {
  const watchdog = setTimeout(() => {
    console.error(`live-updates bench: no result within ${TOTAL_TIMEOUT_MS / 1000} s`);
    process.exit(1);
  }, TOTAL_TIMEOUT_MS);
  watchdog.unref();
  const clients = Number(argument('--clients') ?? 2000);
  const rounds = Number(argument('--rounds') ?? 10);
  const result = await runLiveUpdatesBench({ clients, rounds });
  printLiveUpdatesBench(result);
  if (process.argv.includes('--check') && result.missed.length > 0) process.exitCode = 1;
}
