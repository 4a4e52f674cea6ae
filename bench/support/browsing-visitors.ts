/**
 * Visitors browsing over HTTP while the live benchmarks run, in a worker process of their own:
 * each visitor opens a page, reads it for a while (exponentially distributed, `thinkMs` on
 * average) and opens the next: the home page's data, a sailing's result page (the sailing and
 * its results, the ongoing sailing every other time) or a search for a word's first letters.
 * Visitor n uses server bases[n % bases.length]. Counts every answer that is not 2xx (and every
 * failed request) as an error.
 */
import type { ChildProcess } from 'node:child_process';
import {
  ask,
  cpuMs,
  forkChild,
  monotonicMs,
  percentile,
  runAsForkedChild,
  stopChild,
  type ChildMessage,
} from './child-process.ts';

export interface BrowsingOptions {
  bases: string[];
  visitors: number;
  thinkMs: number;
  ongoingSailingId: number;
  finishedSailingIds: number[];
  searches: string[];
}

export interface BrowsingStats {
  requests: number;
  errors: number;
  /** The first few errors, for the printout. */
  errorSamples: string[];
  p50Ms: number;
  p99Ms: number;
  /** Cores the worker kept busy on average while browsing. */
  cpuShare: number;
}

type Command = ({ cmd: 'start' } & BrowsingOptions) | { cmd: 'finish' } | { cmd: 'stop' };

function runWorker(): void {
  let running = false;
  let requests = 0;
  let errors = 0;
  const errorSamples: string[] = [];
  const durations: number[] = [];
  let startedAt = 0;
  let cpuAtStart = 0;
  const visitorsDone: Promise<void>[] = [];

  const get = async (url: string) => {
    const started = monotonicMs();
    requests += 1;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${response.status}`);
      durations.push(monotonicMs() - started);
    } catch (error) {
      errors += 1;
      if (errorSamples.length < 5) {
        errorSamples.push(`GET ${url}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };

  const visit = async (n: number, options: BrowsingOptions) => {
    const base = options.bases[n % options.bases.length]!;
    let page = n;
    const think = () =>
      new Promise((resolve) => setTimeout(resolve, -Math.log(1 - Math.random()) * options.thinkMs));
    // Visitors arrive spread over one think time, not all at once.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * options.thinkMs));
    while (running) {
      page += 1;
      switch (page % 3) {
        case 0:
          await get(`${base}/api/index-data/`);
          break;
        case 1: {
          const { finishedSailingIds: finished } = options;
          const id =
            page % 2 === 0 || finished.length === 0
              ? options.ongoingSailingId
              : finished[page % finished.length]!;
          await Promise.all([
            get(`${base}/api/sailings/${id}/`),
            get(`${base}/api/sailings/${id}/results/`),
          ]);
          break;
        }
        default: {
          const word = options.searches[page % options.searches.length]!;
          const prefix = word.slice(0, 1 + (page % word.length));
          await get(`${base}/api/search/?query=${encodeURIComponent(prefix)}`);
        }
      }
      await think();
    }
  };

  process.on('message', (command: Command) => {
    switch (command.cmd) {
      case 'start':
        running = true;
        startedAt = monotonicMs();
        cpuAtStart = cpuMs();
        for (let n = 0; n < command.visitors; n += 1) visitorsDone.push(visit(n, command));
        process.send?.({ type: 'started' });
        return;
      case 'finish': {
        running = false;
        const cpuShare = (cpuMs() - cpuAtStart) / (monotonicMs() - startedAt);
        // The pages being read end within their think time; requests under way are counted.
        void Promise.race([
          Promise.all(visitorsDone),
          new Promise((resolve) => setTimeout(resolve, 200)),
        ]).then(() => {
          durations.sort((a, b) => a - b);
          const stats: BrowsingStats = {
            requests,
            errors,
            errorSamples,
            p50Ms: percentile(durations, 50),
            p99Ms: percentile(durations, 99),
            cpuShare,
          };
          process.send?.({ type: 'finished', stats });
        });
        return;
      }
      case 'stop':
        process.exit(0);
    }
  });
  process.on('disconnect', () => process.exit(0));
}

/** Starts the visitors; `finish()` stops them and gives their figures. */
export async function startBrowsing(options: BrowsingOptions) {
  const worker: ChildProcess = forkChild(import.meta.filename);
  try {
    await ask(worker, { cmd: 'start', ...options } satisfies Command, 'started', 60_000);
  } catch (error) {
    await stopChild(worker);
    throw error;
  }
  return {
    async finish(): Promise<BrowsingStats> {
      const answer = await ask<ChildMessage & { stats: BrowsingStats }>(
        worker,
        { cmd: 'finish' } satisfies Command,
        'finished',
        20_000,
      );
      return answer.stats;
    },
    stop: () => stopChild(worker),
  };
}

runAsForkedChild(import.meta.filename, runWorker);
