/**
 * GET /api/sailings/{id}/results/ for a 60-boat sailing under load (autocannon, 50
 * connections, 10 s) beside a bare Fastify route answering a constant, in one run. The
 * servers run in a child process so the load generator does not share their event loop.
 * Target: the results endpoint at ≥ 50 % of the bare route's requests per second.
 * `headers` (e.g. a browser's Accept-Encoding) go with every request to both servers.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

/** What a current browser sends, so the results are measured as browsers fetch them. */
export const BROWSER_HEADERS: Readonly<Record<string, string>> = {
  'accept-encoding': 'gzip, deflate, br, zstd',
};

interface Ports {
  app: number;
  bare: number;
  sailingId: number;
}

function load(
  url: string,
  seconds: number,
  headers: Readonly<Record<string, string>>,
): Promise<autocannon.Result> {
  return autocannon({ url, connections: 50, duration: seconds, headers: { ...headers } });
}

export async function runResultsEndpointBench(
  seconds = 10,
  headers: Readonly<Record<string, string>> = {},
) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'support/bench-server.ts')],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    const line = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).once('line', resolve);
      child.once('exit', (code) => reject(new Error(`bench server exited ${code}`)));
    });
    const ports = JSON.parse(line) as Ports;
    const resultsUrl = `http://127.0.0.1:${ports.app}/api/sailings/${ports.sailingId}/results/`;
    const check = await fetch(resultsUrl, { headers });
    if (!check.ok) throw new Error(`results endpoint answered ${check.status}`);
    await load(resultsUrl, 2, headers); // warm-up
    const bare = await load(`http://127.0.0.1:${ports.bare}/constant`, seconds, headers);
    const results = await load(resultsUrl, seconds, headers);
    if (results.non2xx > 0 || results.errors > 0) {
      throw new Error(`results endpoint: ${results.non2xx} non-2xx, ${results.errors} errors`);
    }
    return {
      bareRps: bare.requests.average,
      resultsRps: results.requests.average,
      resultsP99Ms: results.latency.p99,
      ratio: results.requests.average / bare.requests.average,
    };
  } finally {
    child.kill('SIGTERM');
  }
}
