/**
 * `npm run bench`: Segla's benchmarks (never part of the tests). Prints each figure beside its
 * target. Loopback only; every load is bounded in time, and every child process is stopped.
 */
import os from 'node:os';
import { printLiveUpdatesBench, runLiveUpdatesBench } from './live-updates.ts';
import { printRegattaEvening, runRegattaEvening } from './regatta-evening.ts';
import { runResultsEndpointBench, TARGET_RATIO } from './results-endpoint-bench.ts';
import { BEFORE_ISSUE_15_MS, TARGET_GROWTH, runScoringBench } from './scoring-bench.ts';
import { TARGET_SCALE_P95_MS, runScaleReadsBench } from './scale-reads.ts';
import { settledText, untilSettled } from './support/quiet-cpu.ts';
import { TARGET_ACCESSIBILITY, TARGET_PERFORMANCE, runWebBench } from './web-bench.ts';

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

/** Waits until the machine is quiet (`untilSettled`) and says how quiet it was. */
async function settle(): Promise<void> {
  const settled = await untilSettled();
  console.log(`machine: ${settled.cpus} CPUs, ${settledText(settled)}`);
}

console.log('== Series standings (scoreSeries, 40 sailings, median of 15 runs)');
await settle();
const scoring = runScoringBench();
console.log(`200 boats: ${fmt(scoring.ms200)} ms (target < 20 ms: ${verdict(scoring.ms200 < 20)})`);
console.log(
  `400 boats: ${fmt(scoring.ms400)} ms = ${fmt(scoring.ratio, 2)}× (target < 2.2×: ${verdict(scoring.ratio < 2.2)})`,
);
console.log(
  'championship size: codes, penalties, absent boats, discards [4, 8]; ms a call over the same ' +
    'boats scored at both sizes (75 calls at 200, 15 at 1,000, interleaved)',
);
for (const handicap of ['scratch', 'time_on_time'] as const) {
  const { ms200, ms1000, growth } = scoring.championship[handicap];
  const before = BEFORE_ISSUE_15_MS[handicap];
  console.log(
    `${handicap}: 200 boats ${fmt(ms200)} ms; 1,000 boats ${fmt(ms1000)} ms ` +
      `(target ≤ half of ${fmt(before)} ms: ${verdict(ms1000 <= before / 2)}) = ${fmt(growth, 2)}× ` +
      `(target ≤ ${TARGET_GROWTH}×: ${verdict(growth <= TARGET_GROWTH)})`,
  );
}

console.log(
  '\n== GET /api/sailings/{id}/results/, 60 boats, beside a bare route sending the same bytes ' +
    '(autocannon, 50 connections, 8 s each)',
);
await settle();
const endpoint = await runResultsEndpointBench();
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

for (const clients of [2000, 10_000]) {
  console.log(
    `\n== Live updates: ${clients.toLocaleString('en')} websocket clients of one club on one ` +
      'instance (SQLite), one finish time recorded',
  );
  try {
    await settle();
    printLiveUpdatesBench(
      await withinTime(runLiveUpdatesBench({ clients }), 240_000, 'live updates'),
    );
  } catch (error) {
    console.log(`MISSED: ${error instanceof Error ? error.message : String(error)}`);
  }
}

console.log(
  '\n== Reads at national scale: 300 clubs, 30,000 sailings, 1,000,000 competitors ' +
    '(app.inject, one read at a time, as a visitor; kept between runs, seeded when missing)',
);
try {
  await settle();
  // Seeding both databases takes minutes: raced only when the data is kept (see the note).
  for (const result of await withinTime(runScaleReadsBench(), 540_000, 'reads at scale')) {
    if ('error' in result) {
      console.log(`${result.kind}: MISSED (${result.error})`);
      continue;
    }
    const seeded =
      result.seededSeconds === null
        ? 'kept data'
        : `seeded first in ${fmt(result.seededSeconds, 0)} s`;
    console.log(
      `${result.kind} (${seeded}; section ${fmt(result.seconds, 0)} s, ` +
        `load average ${fmt(os.loadavg()[0]!)} at its end):`,
    );
    for (const figure of result.figures) {
      console.log(
        `  ${figure.what}: p95 ${fmt(figure.p95)} ms of ${figure.reads} reads ` +
          `(max ${fmt(figure.max)} ms; target p95 < ${TARGET_SCALE_P95_MS} ms: ` +
          `${verdict(figure.p95 < TARGET_SCALE_P95_MS)})`,
      );
    }
  }
} catch (error) {
  console.log(`MISSED: ${error instanceof Error ? error.message : String(error)}`);
}

console.log(
  '\n== A regatta evening: 2 instances on one PostgreSQL database, 4,000 websocket visitors of ' +
    'the ongoing sailing, 200 browsing, 60 finishes recorded in one minute',
);
try {
  await settle();
  printRegattaEvening(await withinTime(runRegattaEvening(), 300_000, 'regatta evening'));
} catch (error) {
  console.log(`MISSED: ${error instanceof Error ? error.message : String(error)}`);
}

console.log(
  '\n== Web app: first load of the home page (gzip); Lighthouse mobile on the home page, ' +
    'a result page and the Målgång page',
);
try {
  // Not raced: each step has its own time limit, so its finally always stops Chromium and the app.
  const web = await runWebBench();
  if (web.built) console.log('(built apps/web/dist first: it was missing)');
  const { firstLoad } = web;
  console.log(
    `first-load JS: ${fmt(firstLoad.jsKb)} KB in ${firstLoad.files} files ` +
      `(target ≤ ${firstLoad.budgetKb} KB: ${verdict(firstLoad.jsKb <= firstLoad.budgetKb)}); ` +
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
        `load average ${fmt(os.loadavg()[0]!)}; cores idle before the runs: ` +
        `${runs.map((r) => `${fmt(r.idleBefore * 100, 0)} %`).join(', ')}; ` +
        `Lighthouse's benchmarkIndex of the machine: ` +
        `${runs.map((r) => fmt(r.benchmarkIndex, 0)).join(', ')})`,
    );
  }
} catch (error) {
  console.log(`MISSED: ${error instanceof Error ? error.message : String(error)}`);
}

// A section cut off by its time limit may leave a child waiting: end here, so it stops too.
process.exit();
