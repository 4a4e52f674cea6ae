/**
 * `npm run bench`: Segla's benchmarks (never part of the tests). Prints each figure beside its
 * target. Loopback only; every load is bounded in time, and every child process is stopped.
 */
import os from 'node:os';
import { TARGET_P99_MS, TARGET_RSS_MB, runLiveUpdatesBench } from './live-updates.ts';
import { runResultsEndpointBench, TARGET_RATIO } from './results-endpoint-bench.ts';
import { runScoringBench } from './scoring-bench.ts';
import {
  TARGET_ACCESSIBILITY,
  TARGET_FIRST_LOAD_JS_KB,
  TARGET_PERFORMANCE,
  runWebBench,
} from './web-bench.ts';

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

console.log('== Series standings (scoreSeries, 40 sailings, median of 15 runs)');
const scoring = runScoringBench();
console.log(`200 boats: ${fmt(scoring.ms200)} ms (target < 20 ms: ${verdict(scoring.ms200 < 20)})`);
console.log(
  `400 boats: ${fmt(scoring.ms400)} ms = ${fmt(scoring.ratio, 2)}× (target < 2.2×: ${verdict(scoring.ratio < 2.2)})`,
);

console.log(
  '\n== GET /api/sailings/{id}/results/, 60 boats, beside a bare route sending the same bytes ' +
    '(autocannon, 50 connections, 8 s each)',
);
const endpoint = await runResultsEndpointBench();
console.log(`machine: ${endpoint.cpus} CPUs, load average ${fmt(endpoint.load)}`);
for (const variant of endpoint.figures) {
  console.log(`${variant.name}, ${variant.bodyBytes} B body:`);
  console.log(
    `  bare Fastify route: ${fmt(variant.bareRps, 0)} req/s, ${fmt(variant.bareCpuUs, 0)} µs CPU a request`,
  );
  console.log(
    `  results endpoint:   ${fmt(variant.resultsRps, 0)} req/s, ${fmt(variant.resultsCpuUs, 0)} µs CPU a request ` +
      `(p99 ${variant.resultsP99Ms} ms)`,
  );
  console.log(
    `  ratio: ${fmt(variant.ratio * 100, 0)} % of the bare route ` +
      `(target ≥ ${TARGET_RATIO * 100} %: ${verdict(variant.ratio >= TARGET_RATIO)})`,
  );
}

/** A section that has not finished in `ms` is reported as missed (its children stop on exit). */
function withinTime<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no result within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

console.log('\n== Live updates: 2,000 websocket clients of one club, one finish time recorded');
try {
  const live = await withinTime(runLiveUpdatesBench(), 240_000, 'live updates');
  const busy = live.load > live.cpus;
  console.log(
    `machine: ${live.cpus} CPUs, load average ${fmt(live.load)}` +
      (busy ? ' (busy: other processes share the CPUs, latencies are inflated)' : ''),
  );
  console.log(
    `until every client has the results_update, ${live.rounds.length} rounds: ` +
      `p50 ${fmt(live.p50)} ms, p99 ${fmt(live.p99)} ms ` +
      `(target p99 < ${TARGET_P99_MS} ms: ${verdict(!live.missed.includes('p99'))})`,
  );
  console.log(
    `median round: p99 ${fmt(median(live.rounds.map((r) => r.p99)))} ms, ` +
      `server sent to all after ${fmt(median(live.rounds.map((r) => r.serverMs)))} ms`,
  );
  console.log(
    `server RSS: ${fmt(live.rssMb, 0)} MB with ${live.clients} connections, ` +
      `peak ${fmt(live.maxRssMb, 0)} MB (target < ${TARGET_RSS_MB} MB: ${verdict(!live.missed.includes('rss'))})`,
  );
} catch (error) {
  console.log(`MISSED: ${error instanceof Error ? error.message : String(error)}`);
}

console.log(
  '\n== Web app: first load of the home page (gzip); Lighthouse mobile on the home page ' +
    'and on the Målgång page',
);
try {
  // Not raced: each step has its own time limit, so its finally always stops Chromium and the app.
  const web = await runWebBench();
  if (web.built) console.log('(built apps/web/dist first: it was missing)');
  const { firstLoad } = web;
  console.log(
    `first-load JS: ${fmt(firstLoad.jsKb)} KB in ${firstLoad.files} files ` +
      `(target ≤ ${TARGET_FIRST_LOAD_JS_KB} KB: ${verdict(firstLoad.jsKb <= TARGET_FIRST_LOAD_JS_KB)}); ` +
      `CSS: ${fmt(firstLoad.cssKb)} KB`,
  );
  for (const page of web.lighthouse) {
    if ('error' in page) {
      console.log(`Lighthouse, ${page.name}: MISSED (${page.error})`);
      continue;
    }
    const { runs, median: run, sailing } = page;
    const score = (n: number) => fmt(n, 2);
    console.log(`Lighthouse, ${page.name} (${page.path}):`);
    if (sailing) {
      console.log(
        `  sailing ${sailing.id} "${sailing.name}" of ${sailing.startDate} (${sailing.why}), ` +
          `signed in as the demo club; ${sailing.finishButtons} "Mål" buttons shown`,
      );
    }
    console.log(
      `  performance: ${score(run.performance)}, median of ${runs.length} runs ` +
        `(${runs.map((r) => score(r.performance)).join(', ')}; ` +
        `target ≥ ${TARGET_PERFORMANCE}: ${verdict(run.performance >= TARGET_PERFORMANCE)})`,
    );
    console.log(
      `  accessibility: ${score(run.accessibility)} ` +
        `(${runs.map((r) => score(r.accessibility)).join(', ')}; ` +
        `target ≥ ${TARGET_ACCESSIBILITY}: ${verdict(run.accessibility >= TARGET_ACCESSIBILITY)})`,
    );
    console.log(
      `  median run: FCP ${fmt(run.fcpMs / 1000)} s, LCP ${fmt(run.lcpMs / 1000)} s, ` +
        `TBT ${fmt(run.tbtMs, 0)} ms (Lighthouse's simulated slow 4G and phone CPU; ` +
        `load average ${fmt(os.loadavg()[0]!)})`,
    );
  }
} catch (error) {
  console.log(`MISSED: ${error instanceof Error ? error.message : String(error)}`);
}

// A section cut off by its time limit may leave a child waiting: end here, so it stops too.
process.exit();
