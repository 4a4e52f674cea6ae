/**
 * A regatta evening under load (issue 15, item 4): two server instances sharing one PostgreSQL
 * database, 4,000 websocket visitors watching the ongoing sailing (half on each instance), 200
 * more browsing over HTTP (home page data, result pages, search; support/browsing-visitors.ts),
 * and a race officer recording 60 finishes in one minute on one instance through the Målgång
 * page's write (`PATCH /api/competitors/{id}/update-elapsed-time/` with its client id, a
 * stamp). Targets: every finish reaches every visitor with p99 < 150 ms (from the write's
 * start to the first results_update holding that finish), the write's p99 < 50 ms, no error
 * (HTTP errors, websocket errors and closes, missed finishes), server RSS < 300 MB per instance.
 *
 * `node --import tsx bench/regatta-evening.ts [--visitors N] [--browsers N] [--finishes N]
 * [--workers N] [--check]`; PostgreSQL from REGATTA_DATABASE_URL, else TEST_DATABASE_URL,
 * else postgres://postgres@127.0.0.1:5432/postgres: a database of its own is created there for
 * the run and dropped after it.
 *
 * Everything runs on this machine: the instances, PostgreSQL, and the load generator (the
 * websocket clients in worker processes, the browsers in one more); the printout gives the CPU
 * each used. About 100 s: seeding and connecting ~20 s, two warm-up finishes, one minute of
 * finishes, the stop.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { startBrowsing, type BrowsingStats } from './support/browsing-visitors.ts';
import {
  ask,
  monotonicMs,
  percentile,
  stopChild,
  type ChildMessage,
} from './support/child-process.ts';
import { clientCost, LiveClients } from './support/live-clients.ts';
import { benchSecretKey, forkLiveServer, type LiveServerMessage } from './support/live-server.ts';

export const REGATTA_TARGETS = { reachP99Ms: 150, writeP99Ms: 50, rssMb: 300 } as const;
/** A finish not at a visitor this long after its write was answered is counted as missed. */
const REACH_TIMEOUT_MS = 5_000;
const TOTAL_TIMEOUT_MS = 300_000;

type Usage = Extract<LiveServerMessage, { type: 'usage' }>;

export interface RegattaResult {
  visitors: number;
  browsers: number;
  finishes: number;
  /** Finish reached visitor: over every (finish, visitor) pair that arrived. */
  reach: { p50: number; p99: number; max: number };
  /**
   * The same per instance: the first takes the writes and sends at once, the second builds its
   * messages after the first's NOTIFY (decision 0030).
   */
  reachByInstance: { p50: number; p99: number }[];
  /** (finish, visitor) pairs that had not arrived after REACH_TIMEOUT_MS. */
  missedMessages: number;
  write: { p50: number; p99: number; max: number; errors: number };
  browsing: BrowsingStats;
  websocket: { errors: number; closes: number };
  instances: {
    rssMb: number;
    maxRssMb: number;
    connections: number;
    cpuShare: number;
    /** CPU time during the minute per finish (ms), the browsing included: steadier than latency. */
    cpuMsPerFinish: number;
  }[];
  /** Cores kept busy by the load generator's websocket clients, over the minute. */
  clientCpu: number;
  /** Their CPU time per finish (ms), all worker processes together. */
  clientCpuMsPerFinish: number;
  clientWorkers: number;
  missed: string[];
  load: number;
  cpus: number;
  seconds: number;
}

function usage(child: ChildProcess): Promise<Usage> {
  return ask<Usage & ChildMessage>(child, { cmd: 'usage' }, 'usage', 10_000);
}

/** A database of the run's own on the PostgreSQL server of `baseUrl`; drop() removes it. */
async function createRunDatabase(baseUrl: string) {
  const name = `regatta_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The finish time of the k-th write: unique, so its text marks the results that hold it. */
function finishTime(k: number): string {
  const seconds = 19 * 3600 + 30 * 60 + k * 13;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

export async function runRegattaEvening(
  options: { visitors?: number; browsers?: number; finishes?: number; workers?: number } = {},
): Promise<RegattaResult> {
  const began = monotonicMs();
  const visitors = options.visitors ?? 4000;
  const browsers = options.browsers ?? 200;
  const finishes = options.finishes ?? 60;
  const baseUrl =
    process.env.REGATTA_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'segla-regatta-bench-'));
  const database = await createRunDatabase(baseUrl);
  const servers: ChildProcess[] = [];
  let clients: LiveClients | null = null;
  let browsing: Awaited<ReturnType<typeof startBrowsing>> | null = null;
  try {
    const secretKey = benchSecretKey();
    const a = await forkLiveServer({
      dataDir,
      databaseUrl: database.url,
      secretKey,
      seed: { competitors: 80, finishedSailings: 4 },
    });
    servers.push(a.child);
    const b = await forkLiveServer({ dataDir, databaseUrl: database.url, secretKey });
    servers.push(b.child);
    const info = a.seeded!;
    const ports = [a.port, b.port];

    clients = await LiveClients.start({
      urls: ports.map((port) => `ws://127.0.0.1:${port}/ws/`),
      count: visitors,
      topic: { sailing: info.sailingId },
      workers: options.workers,
    });
    browsing = await startBrowsing({
      bases: ports.map((port) => `http://127.0.0.1:${port}`),
      visitors: browsers,
      thinkMs: 10_000,
      ongoingSailingId: info.sailingId,
      finishedSailingIds: info.finishedSailingIds,
      searches: ['Bänkklubben', 'Onsdagssegling', 'Kvällssegling', 'Skeppare', 'Båt', 'SWE 1'],
    });

    // The Målgång page's write: a stamp with the device's client id, sent one at a time.
    let writeErrors = 0;
    const record = async (k: number) => {
      const competitorId = info.competitorIds[k]!;
      const time = finishTime(k);
      const watch = await clients!.watch(`"finish_time":"${time}"`);
      const startedAt = monotonicMs();
      let writeMs = Number.NaN;
      try {
        const response = await fetch(
          `http://127.0.0.1:${a.port}/api/competitors/${competitorId}/update-elapsed-time/`,
          {
            method: 'PATCH',
            headers: { authorization: `Bearer ${info.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              finish_time: time,
              stamped: true,
              client_id: randomUUID(),
              device: 'Bänkens telefon',
            }),
            signal: AbortSignal.timeout(10_000),
          },
        );
        await response.arrayBuffer();
        writeMs = monotonicMs() - startedAt;
        if (!response.ok) throw new Error(String(response.status));
      } catch {
        writeErrors += 1;
      }
      return {
        writeMs,
        reached: watch.reached(REACH_TIMEOUT_MS).then((times) => ({ times, startedAt })),
      };
    };

    // Warm-up: two finishes (JIT, first queries), not counted.
    for (let k = 0; k < 2; k += 1) {
      await (
        await record(k)
      ).reached;
    }
    const serverBefore = await Promise.all(servers.map(usage));
    const clientsBefore = await clients.stats();

    const writeMs: number[] = [];
    const arrivals: Promise<{ times: (number | null)[]; startedAt: number }>[] = [];
    const minuteStart = monotonicMs();
    for (let k = 0; k < finishes; k += 1) {
      const slot = minuteStart + (k * 60_000) / finishes;
      const wait = slot - monotonicMs();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const written = await record(2 + k);
      writeMs.push(written.writeMs);
      arrivals.push(written.reached);
    }
    const reach: number[] = [];
    const reachBy: number[][] = ports.map(() => []);
    let missedMessages = 0;
    for (const { times, startedAt } of await Promise.all(arrivals)) {
      // Visitor n is connected to instance n % ports.length (LiveClients).
      times.forEach((t, n) => {
        if (t === null) {
          missedMessages += 1;
          return;
        }
        reach.push(t - startedAt);
        reachBy[n % ports.length]!.push(t - startedAt);
      });
    }
    const browsingStats = await browsing.finish();
    const serverAfter = await Promise.all(servers.map(usage));
    const cost = clientCost(clientsBefore, await clients.stats());

    reach.sort((x, y) => x - y);
    for (const times of reachBy) times.sort((x, y) => x - y);
    const writes = writeMs.filter((ms) => !Number.isNaN(ms)).sort((x, y) => x - y);
    const result: RegattaResult = {
      visitors,
      browsers,
      finishes,
      reach: { p50: percentile(reach, 50), p99: percentile(reach, 99), max: reach.at(-1) ?? NaN },
      reachByInstance: reachBy.map((times) => ({
        p50: percentile(times, 50),
        p99: percentile(times, 99),
      })),
      missedMessages,
      write: {
        p50: percentile(writes, 50),
        p99: percentile(writes, 99),
        max: writes.at(-1) ?? NaN,
        errors: writeErrors,
      },
      browsing: browsingStats,
      websocket: { errors: cost.errors, closes: cost.closes },
      instances: serverAfter.map((after, i) => ({
        rssMb: after.rssMb,
        maxRssMb: after.maxRssMb,
        connections: after.connections,
        cpuShare: (after.cpuMs - serverBefore[i]!.cpuMs) / (after.at - serverBefore[i]!.at),
        cpuMsPerFinish: (after.cpuMs - serverBefore[i]!.cpuMs) / finishes,
      })),
      clientCpu: cost.cpuShare,
      clientCpuMsPerFinish: cost.cpuMs / finishes,
      clientWorkers: cost.workers,
      missed: [],
      load: os.loadavg()[0]!,
      cpus: os.availableParallelism(),
      seconds: 0,
    };
    const t = REGATTA_TARGETS;
    if (!(result.reach.p99 < t.reachP99Ms)) result.missed.push('reach');
    if (!(result.write.p99 < t.writeP99Ms)) result.missed.push('write');
    const errors =
      missedMessages +
      writeErrors +
      browsingStats.errors +
      cost.errors +
      cost.closes +
      Math.abs(visitors - serverAfter.reduce((n, u) => n + u.connections, 0));
    if (errors > 0) result.missed.push('errors');
    if (!result.instances.every((i) => i.maxRssMb < t.rssMb)) result.missed.push('rss');
    result.seconds = (monotonicMs() - began) / 1000;
    return result;
  } finally {
    await browsing?.stop();
    await clients?.stop();
    await Promise.all(servers.map((server) => stopChild(server)));
    await database.drop().catch((error: unknown) => {
      console.error(`regatta bench: could not drop its database: ${String(error)}`);
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the section (also `npm run bench`'s). */
export function printRegattaEvening(r: RegattaResult): void {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const verdict = (what: string) => (r.missed.includes(what) ? 'MISSED' : 'ok');
  const t = REGATTA_TARGETS;
  console.log(
    `machine: ${r.cpus} CPUs, load average ${r.load.toFixed(1)} at the end of the section ` +
      '(its own processes included)',
  );
  console.log(
    `finish → every visitor (${r.finishes} finishes × ${r.visitors} visitors): ` +
      `p50 ${ms(r.reach.p50)}, p99 ${ms(r.reach.p99)}, max ${ms(r.reach.max)} ` +
      `(target p99 < ${t.reachP99Ms} ms: ${verdict('reach')})`,
  );
  console.log(
    '  by instance: ' +
      r.reachByInstance
        .map(
          (reach, i) =>
            `${i + 1} (${i === 0 ? 'the writes' : 'by NOTIFY'}) p50 ${ms(reach.p50)}, ` +
            `p99 ${ms(reach.p99)}`,
        )
        .join('; '),
  );
  console.log(
    `finish write (Målgång, client id): p50 ${ms(r.write.p50)}, p99 ${ms(r.write.p99)}, ` +
      `max ${ms(r.write.max)} (target p99 < ${t.writeP99Ms} ms: ${verdict('write')})`,
  );
  console.log(
    `browsing (${r.browsers} visitors, a page every 10 s each): ${r.browsing.requests} requests, ` +
      `p50 ${ms(r.browsing.p50Ms)}, p99 ${ms(r.browsing.p99Ms)}`,
  );
  console.log(
    `errors: ${r.missedMessages} finishes missed, ${r.write.errors} failed writes, ` +
      `${r.browsing.errors} HTTP errors, ${r.websocket.errors} websocket errors, ` +
      `${r.websocket.closes} closes (target none: ${verdict('errors')})`,
  );
  for (const sample of r.browsing.errorSamples) console.log(`  ${sample}`);
  r.instances.forEach((instance, i) =>
    console.log(
      `instance ${i + 1}: ${instance.connections} connections, RSS ${instance.rssMb.toFixed(0)} MB, ` +
        `peak ${instance.maxRssMb.toFixed(0)} MB (target < ${t.rssMb} MB: ${verdict('rss')}); ` +
        `${(instance.cpuShare * 100).toFixed(0)} % of a core during the minute ` +
        `(${ms(instance.cpuMsPerFinish)} a finish)`,
    ),
  );
  console.log(
    `load generator: ${r.clientWorkers} websocket client processes ` +
      `${(r.clientCpu * 100).toFixed(0)} % of a core (${ms(r.clientCpuMsPerFinish)} a finish), ` +
      `browsers ` +
      `${(r.browsing.cpuShare * 100).toFixed(0)} %, on the same ${r.cpus} cores as the ` +
      `instances and PostgreSQL; section time ${r.seconds.toFixed(0)} s`,
  );
}

function argument(name: string): number | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? Number(process.argv[index + 1]) : undefined;
}

const isMain =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === import.meta.filename;
if (isMain) {
  const watchdog = setTimeout(() => {
    console.error(`regatta bench: no result within ${TOTAL_TIMEOUT_MS / 1000} s`);
    process.exit(1);
  }, TOTAL_TIMEOUT_MS);
  watchdog.unref();
  const result = await runRegattaEvening({
    visitors: argument('--visitors'),
    browsers: argument('--browsers'),
    finishes: argument('--finishes'),
    workers: argument('--workers'),
  });
  console.log('== A regatta evening: 2 instances on PostgreSQL');
  printRegattaEvening(result);
  if (process.argv.includes('--check') && result.missed.length > 0) process.exitCode = 1;
}
