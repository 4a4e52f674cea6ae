/**
 * `npm run bench`: Segla's benchmarks (never part of the tests). Prints each figure beside its
 * target. Loopback only; every load is bounded in time.
 */
import { runResultsEndpointBench } from './results-endpoint-bench.ts';
import { runScoringBench } from './scoring-bench.ts';

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

console.log('== Series standings (scoreSeries, 40 sailings, median of 15 runs)');
const scoring = runScoringBench();
console.log(`200 boats: ${fmt(scoring.ms200)} ms (target < 20 ms: ${verdict(scoring.ms200 < 20)})`);
console.log(
  `400 boats: ${fmt(scoring.ms400)} ms = ${fmt(scoring.ratio, 2)}× (target < 2.2×: ${verdict(scoring.ratio < 2.2)})`,
);

console.log('\n== GET /api/sailings/{id}/results/, 60 boats (autocannon, 50 connections, 10 s)');
const endpoint = await runResultsEndpointBench();
console.log(`bare Fastify route: ${fmt(endpoint.bareRps, 0)} req/s`);
console.log(
  `results endpoint:   ${fmt(endpoint.resultsRps, 0)} req/s (p99 ${endpoint.resultsP99Ms} ms)`,
);
console.log(
  `ratio: ${fmt(endpoint.ratio * 100, 0)} % of the bare route (target ≥ 50 %: ${verdict(endpoint.ratio >= 0.5)})`,
);
