/**
 * Websocket visitors for the live benchmarks, spread over worker processes so they do not share
 * the bench's event loop (the machine's cores are shared all the same: each worker reports the
 * CPU time it used, the load generator's own cost).
 *
 * A worker opens its share of the clients, each subscribed to one topic; the parent then
 * `watch`es for a marker (a text only the awaited message holds, e.g. a new finish time in the
 * results) and gets, per client, when the first message holding it arrived, on the machine's
 * monotonic clock (comparable across processes), or null if it never came.
 *
 * The clients connect from many loopback addresses (127.0.x.y), `perAddress` each, to stay
 * within the server's limit of connections per address. Each is a minimal websocket client
 * (raw-websocket.ts) that looks for the marker in the raw bytes of each whole frame, without
 * parsing the JSON: what the load generator spends, the servers beside it do not get.
 */
import type { ChildProcess } from 'node:child_process';
import { LIVE_PING_INTERVAL_MS } from '@segla/core/live';
import {
  ask,
  cpuMs,
  forkChild,
  monotonicMs,
  reportChildError,
  runAsForkedChild,
  stopChild,
  type ChildMessage,
} from './child-process.ts';
import { RawWebSocket } from './raw-websocket.ts';

export type Topic = { club: string } | { sailing: number };

interface OpenCommand {
  cmd: 'open';
  urls: string[];
  /** This worker's clients are numbers first … first + count - 1 of all. */
  first: number;
  count: number;
  perAddress: number;
  topic: Topic;
}
type WorkerCommand =
  | OpenCommand
  | { cmd: 'watch'; id: number; marker: string }
  | { cmd: 'expire'; id: number }
  | { cmd: 'stats' }
  | { cmd: 'stop' };

export interface ClientStats {
  /** CPU time the worker has used (ms), at `at` (monotonicMs). */
  cpuMs: number;
  at: number;
  rssMb: number;
  /** Websocket errors, and closes the bench did not ask for. */
  errors: number;
  closes: number;
  messages: number;
}
type WorkerMessage =
  | { type: 'opened'; count: number }
  | { type: 'watching' }
  | { type: 'reached'; id: number; times: (number | null)[] }
  | ({ type: 'stats' } & ClientStats);

/** Loopback address number `n` (127.0.0.1, …, 127.0.0.250, 127.0.1.1, …). */
export function loopbackAddress(n: number): string {
  return `127.0.${Math.floor(n / 250)}.${1 + (n % 250)}`;
}

// ---------------------------------------------------------------------------------------------
// The worker

function runWorker(): void {
  const sockets: RawWebSocket[] = [];
  const watches = new Map<number, { marker: Buffer; times: Float64Array; remaining: number }>();
  let stopping = false;
  let errors = 0;
  let closes = 0;
  let messages = 0;
  const send = (message: WorkerMessage) => process.send?.(message);

  const finish = (id: number) => {
    const watch = watches.get(id);
    if (!watch) return;
    watches.delete(id);
    send({ type: 'reached', id, times: Array.from(watch.times, (t) => (t > 0 ? t : null)) });
  };

  const onMessage = (index: number, data: Buffer) => {
    messages += 1;
    if (watches.size === 0) return;
    const at = monotonicMs();
    for (const [id, watch] of watches) {
      if (watch.times[index]! > 0 || data.indexOf(watch.marker) < 0) continue;
      watch.times[index] = at;
      watch.remaining -= 1;
      if (watch.remaining === 0) finish(id);
    }
  };

  const openOne = async (url: string, address: string, index: number, topic: Topic) => {
    let open = false;
    let opened: () => void = () => undefined;
    const pong = new Promise<void>((resolve) => {
      opened = resolve;
    });
    const socket = await RawWebSocket.connect(url, address, {
      onText: (data) => {
        if (open) return onMessage(index, data);
        // The pong comes after the subscription is in place.
        if (data.toString('latin1', 0, 16) === '{"type":"pong"}') {
          open = true;
          opened();
        }
      },
      onEnd: (reason) => {
        if (stopping) return;
        if (reason === 'error') errors += 1;
        else closes += 1;
        if (!open) opened();
      },
    });
    socket.sendText(JSON.stringify({ type: 'subscribe', ...topic }));
    socket.sendText('{"type":"ping"}');
    await pong;
    if (!open) throw new Error('a client was closed before its subscription was in place');
    sockets.push(socket);
    // As the web app's client does (docs/product.md §9): the server closes the silent.
    setInterval(() => socket.sendText('{"type":"ping"}'), LIVE_PING_INTERVAL_MS).unref();
  };

  const open = async (command: OpenCommand) => {
    const batch = 100;
    for (let start = 0; start < command.count; start += batch) {
      const opening: Promise<void>[] = [];
      for (let i = start; i < Math.min(command.count, start + batch); i += 1) {
        const n = command.first + i;
        const url = command.urls[n % command.urls.length]!;
        const address = loopbackAddress(Math.floor(n / command.perAddress));
        opening.push(openOne(url, address, i, command.topic));
      }
      await Promise.all(opening);
    }
    send({ type: 'opened', count: sockets.length });
  };

  process.on('message', (command: WorkerCommand) => {
    switch (command.cmd) {
      case 'open':
        open(command).catch(reportChildError);
        return;
      case 'watch':
        watches.set(command.id, {
          marker: Buffer.from(command.marker),
          times: new Float64Array(sockets.length),
          remaining: sockets.length,
        });
        send({ type: 'watching' });
        return;
      case 'expire':
        finish(command.id);
        return;
      case 'stats':
        send({
          type: 'stats',
          cpuMs: cpuMs(),
          at: monotonicMs(),
          rssMb: process.memoryUsage().rss / 1024 / 1024,
          errors,
          closes,
          messages,
        });
        return;
      case 'stop':
        stopping = true;
        for (const socket of sockets) socket.terminate();
        process.exit(0);
    }
  });
  process.on('disconnect', () => process.exit(0));
}

// ---------------------------------------------------------------------------------------------
// The parent's side

export interface LiveClientsOptions {
  /** Websocket URLs of the server instances; client n connects to urls[n % urls.length]. */
  urls: string[];
  count: number;
  topic: Topic;
  /** Worker processes (default 2). */
  workers?: number;
  /** Clients per loopback address (default 100, the server's default limit per instance). */
  perAddress?: number;
}

export class LiveClients {
  #nextId = 1;

  private constructor(
    readonly count: number,
    private readonly workers: ChildProcess[],
  ) {}

  static async start(options: LiveClientsOptions): Promise<LiveClients> {
    const workerCount = Math.max(1, Math.min(options.workers ?? 2, options.count));
    const workers = Array.from({ length: workerCount }, () =>
      // e.g. BENCH_CLIENT_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to see what a client costs.
      forkChild(import.meta.filename, [], {}, process.env.BENCH_CLIENT_FLAGS),
    );
    const clients = new LiveClients(options.count, workers);
    try {
      const share = Math.ceil(options.count / workerCount);
      await Promise.all(
        workers.map((worker, w) =>
          ask<ChildMessage>(
            worker,
            {
              cmd: 'open',
              urls: options.urls,
              first: w * share,
              count: Math.max(0, Math.min(share, options.count - w * share)),
              perAddress: options.perAddress ?? 100,
              topic: options.topic,
            } satisfies OpenCommand,
            'opened',
            120_000,
          ),
        ),
      );
    } catch (error) {
      await clients.stop();
      throw error;
    }
    return clients;
  }

  /**
   * Watches every client for the first message holding `marker`; resolves once every worker
   * watches (so cause the message after). `reached` then gives each client's arrival time
   * (monotonicMs), null for those it did not reach within `timeoutMs` of the call.
   */
  async watch(
    marker: string,
  ): Promise<{ reached: (timeoutMs: number) => Promise<(number | null)[]> }> {
    const id = this.#nextId;
    this.#nextId += 1;
    const answers = this.workers.map(
      (worker) =>
        new Promise<WorkerMessage & { type: 'reached' }>((resolve, reject) => {
          const onMessage = (message: WorkerMessage) => {
            if (message.type !== 'reached' || message.id !== id) return;
            worker.off('message', onMessage);
            worker.off('exit', onExit);
            resolve(message);
          };
          const onExit = () => reject(new Error('a client worker exited'));
          worker.on('message', onMessage);
          worker.once('exit', onExit);
        }),
    );
    // Never unhandled, whether or not `reached` is called.
    for (const answer of answers) answer.catch(() => undefined);
    await Promise.all(
      this.workers.map((worker) =>
        ask(worker, { cmd: 'watch', id, marker } satisfies WorkerCommand, 'watching', 10_000),
      ),
    );
    return {
      reached: async (timeoutMs) => {
        const timer = setTimeout(() => {
          for (const worker of this.workers) {
            if (worker.connected) worker.send({ cmd: 'expire', id } satisfies WorkerCommand);
          }
        }, timeoutMs);
        try {
          return (await Promise.all(answers)).flatMap((answer) => answer.times);
        } finally {
          clearTimeout(timer);
        }
      },
    };
  }

  /** Each worker's figures now (compare two with `clientCost`). */
  stats(): Promise<ClientStats[]> {
    return Promise.all(
      this.workers.map((worker) =>
        ask<WorkerMessage & { type: 'stats' }>(worker, { cmd: 'stats' }, 'stats', 10_000),
      ),
    );
  }

  async stop(): Promise<void> {
    await Promise.all(this.workers.map((worker) => stopChild(worker)));
  }
}

/**
 * What the load generator cost between two `stats()`: `cpuMs` the CPU time its workers used,
 * `cpuShare` how many cores they kept busy on average; errors and closes are counted since the clients were open.
 */
export function clientCost(before: ClientStats[], after: ClientStats[]) {
  const sum = (stats: ClientStats[], pick: (s: ClientStats) => number) =>
    stats.reduce((n, s) => n + pick(s), 0);
  const wallMs = Math.max(...after.map((s, i) => s.at - before[i]!.at));
  return {
    workers: after.length,
    cpuMs: sum(after, (s) => s.cpuMs) - sum(before, (s) => s.cpuMs),
    cpuShare: (sum(after, (s) => s.cpuMs) - sum(before, (s) => s.cpuMs)) / wallMs,
    rssMb: sum(after, (s) => s.rssMb),
    errors: sum(after, (s) => s.errors),
    closes: sum(after, (s) => s.closes),
    messages: sum(after, (s) => s.messages) - sum(before, (s) => s.messages),
  };
}

runAsForkedChild(import.meta.filename, runWorker);
