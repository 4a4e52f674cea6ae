/**
 * GET /api/sailings/{id}/results/ for a 60-boat sailing under load (autocannon, 50
 * connections) beside a bare Fastify route sending the same bytes and headers, in one run,
 * once as a browser asks (Accept-Encoding: the brotli form) and once without a coding. The
 * servers run in a child process so the load generator does not share their event loop.
 * Target: the results endpoint at ≥ 50 % of the bare route's requests per second.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

/** What a current browser sends, so the results are measured as browsers fetch them. */
export const BROWSER_HEADERS: Readonly<Record<string, string>> = {
  'accept-encoding': 'gzip, deflate, br, zstd',
};

export const TARGET_RATIO = 0.5;

/** The two ways the endpoint is measured. */
export const RESULTS_VARIANTS = [
  { name: 'browser Accept-Encoding (br)', headers: BROWSER_HEADERS },
  { name: 'no Accept-Encoding', headers: {} },
] as const;

interface Ports {
  app: number;
  bare: number;
  sailingId: number;
}

export interface ResultsEndpointFigures {
  name: string;
  /** Bytes of the body both servers send. */
  bodyBytes: number;
  bareRps: number;
  resultsRps: number;
  resultsP99Ms: number;
  ratio: number;
  /**
   * The server process's CPU time per request (Linux /proc; NaN elsewhere): what each answer
   * costs, which other processes on a shared machine disturb far less than the rate.
   */
  bareCpuUs: number;
  resultsCpuUs: number;
}

/** CPU time (user + system) the process `pid` has used, in µs; NaN where /proc is missing. */
function cpuMicros(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of proc(5), in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return Number.NaN;
  }
}

/** A load of `url` and the server's CPU time per request meanwhile. */
async function measured(
  pid: number | undefined,
  url: string,
  seconds: number,
  headers: Readonly<Record<string, string>>,
) {
  const before = cpuMicros(pid);
  const result = await load(url, seconds, headers);
  return { result, cpuUs: (cpuMicros(pid) - before) / result.requests.total };
}

function load(
  url: string,
  seconds: number,
  headers: Readonly<Record<string, string>>,
): Promise<autocannon.Result> {
  return autocannon({ url, connections: 50, duration: seconds, headers: { ...headers } });
}

/**
 * Each variant: a 1 s warm-up of each server, then `seconds` of the bare route and `seconds`
 * of the results endpoint. About 2 × (2 + 2 × seconds) s in all.
 */
export async function runResultsEndpointBench(seconds = 8) {
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
    const bareUrl = `http://127.0.0.1:${ports.bare}/constant`;
    const figures: ResultsEndpointFigures[] = [];
    for (const { name, headers } of RESULTS_VARIANTS) {
      // fetch asks for gzip unless told otherwise; autocannon sends only `headers`.
      const asked = { 'accept-encoding': 'identity', ...headers };
      const check = await fetch(resultsUrl, { headers: asked });
      const bareCheck = await fetch(bareUrl, { headers: asked });
      const sent = Buffer.from(await check.arrayBuffer());
      const bareSent = Buffer.from(await bareCheck.arrayBuffer());
      if (!check.ok || !sent.equals(bareSent)) {
        throw new Error(`results endpoint answered ${check.status}, or not as the bare route`);
      }
      await load(resultsUrl, 1, headers); // warm-up
      await load(bareUrl, 1, headers);
      const { result: bare, cpuUs: bareCpuUs } = await measured(
        child.pid,
        bareUrl,
        seconds,
        headers,
      );
      const { result: results, cpuUs: resultsCpuUs } = await measured(
        child.pid,
        resultsUrl,
        seconds,
        headers,
      );
      if (results.non2xx > 0 || results.errors > 0) {
        throw new Error(`results endpoint: ${results.non2xx} non-2xx, ${results.errors} errors`);
      }
      figures.push({
        name,
        bodyBytes: Number(check.headers.get('content-length') ?? sent.length),
        bareRps: bare.requests.average,
        resultsRps: results.requests.average,
        resultsP99Ms: results.latency.p99,
        ratio: results.requests.average / bare.requests.average,
        bareCpuUs,
        resultsCpuUs,
      });
    }
    return { figures };
  } finally {
    child.kill('SIGTERM');
  }
}
