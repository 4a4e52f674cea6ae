/**
 * The web app's weight and speed: the home page's first-load JavaScript and CSS in gzip bytes
 * (apps/web/scripts/first-load.mjs; decision 0022) and Lighthouse's mobile run (simulated slow
 * 4G and a mid-range phone's CPU) against the app started as `npm start` starts it: a child
 * process on a free port with a fresh DATA_DIR, so the home page shows the demo data. Three
 * Lighthouse runs; the run with the median performance score is reported. Builds the web app
 * first if apps/web/dist is missing. Everything is bounded in time and every child process is
 * stopped at the end (at most: build 5 min, app start 2 min, Chromium 30 s, each Lighthouse
 * run 2.5 min).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const TARGET_FIRST_LOAD_JS_KB = 120;
export const TARGET_PERFORMANCE = 0.9;
export const TARGET_ACCESSIBILITY = 0.95;
const LIGHTHOUSE_RUNS = 3;
const BUILD_TIMEOUT_MS = 300_000;
const APP_START_TIMEOUT_MS = 120_000;
const CHROME_START_TIMEOUT_MS = 30_000;
const LIGHTHOUSE_TIMEOUT_MS = 150_000;

const repoRoot = path.resolve(import.meta.dirname, '..');
const webDist = path.join(repoRoot, 'apps/web/dist');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface FirstLoadModule {
  measureFirstLoad: (options: { dist?: string; routes?: string[] }) => {
    route: string;
    chunk: string | null;
    jsBytes: number;
    cssBytes: number;
    files: string[];
  }[];
}

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

export interface WebBenchResult {
  /** Whether this run had to build the web app. */
  built: boolean;
  firstLoad: { jsKb: number; cssKb: number; files: number; inEntry: boolean };
  /** Every run, and the one with the median performance score; or why there are none. */
  lighthouse: { runs: LighthouseRun[]; median: LighthouseRun } | { error: string };
}

function buildIfMissing(): boolean {
  if (existsSync(path.join(webDist, 'index.html'))) return false;
  console.log('apps/web/dist is missing: npm run build …');
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: repoRoot,
    // A production build, as `npm start` makes it.
    env: withoutNodeEnv(process.env),
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: BUILD_TIMEOUT_MS,
  });
  if (build.status !== 0) throw new Error(`npm run build failed (${build.status ?? build.signal})`);
  return true;
}

async function measureHome(): Promise<WebBenchResult['firstLoad']> {
  // Imported by URL: it is plain JavaScript (also a CLI) without type declarations.
  const moduleUrl = new URL('../apps/web/scripts/first-load.mjs', import.meta.url).href;
  const { measureFirstLoad } = (await import(moduleUrl)) as FirstLoadModule;
  const [home] = measureFirstLoad({ dist: webDist, routes: ['home'] });
  if (!home) throw new Error('no first-load figure for the home page');
  return {
    jsKb: home.jsBytes / 1024,
    cssKb: home.cssBytes / 1024,
    files: home.files.length,
    inEntry: home.chunk === null,
  };
}

function withoutNodeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_ENV: _nodeEnv, ...rest } = env;
  return rest;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForUrl(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${path.basename(child.spawnfile)} exited before ${url} answered`);
    }
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Stops a child (its whole process group when it leads one), at last by SIGKILL. */
async function stop(child: ChildProcess | null, group = false): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      if (group) process.kill(-child.pid!, name);
      else child.kill(name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
  // Chromium's helpers (zygote, renderers) share its group and may outlive it by a moment.
  if (group) signal('SIGKILL');
}

interface LighthouseReport {
  categories: { performance: { score: number | null }; accessibility: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string; message: string };
}

function runLighthouse(url: string, port: number, outputPath: string): Promise<LighthouseRun> {
  const cli = path.join(repoRoot, 'node_modules/lighthouse/cli/index.js');
  return new Promise((resolve, reject) => {
    // The CLI in a child of its own, connected to the Chromium started below (--port): its
    // memory and CPU stay out of this process, and a hung run can be killed.
    const child = spawn(
      process.execPath,
      [
        cli,
        url,
        `--port=${port}`,
        '--output=json',
        `--output-path=${outputPath}`,
        '--only-categories=performance,accessibility',
        '--quiet',
        `--chrome-flags=${chromeFlags.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), LIGHTHOUSE_TIMEOUT_MS);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code !== 0) {
        reject(new Error(`lighthouse exited ${code ?? signal}: ${stderr.trim()}`));
        return;
      }
      try {
        const report = JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseReport;
        if (report.runtimeError) throw new Error(report.runtimeError.message);
        const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
        resolve({
          performance: report.categories.performance.score ?? Number.NaN,
          accessibility: report.categories.accessibility.score ?? Number.NaN,
          fcpMs: metric('first-contentful-paint'),
          lcpMs: metric('largest-contentful-paint'),
          tbtMs: metric('total-blocking-time'),
        });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

async function lighthouseRuns(): Promise<{ runs: LighthouseRun[]; median: LighthouseRun }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'segla-web-bench-'));
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'segla-web-bench-chrome-'));
  let app: ChildProcess | null = null;
  let chrome: ChildProcess | null = null;
  try {
    const appPort = await freePort();
    // As `npm start`: scripts/start.mjs (builds if need be, migrates, seeds the demo data).
    app = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
      cwd: repoRoot,
      env: { ...withoutNodeEnv(process.env), PORT: String(appPort), DATA_DIR: dataDir },
      stdio: 'ignore',
    });
    const baseUrl = `http://127.0.0.1:${appPort}`;
    await waitForUrl(`${baseUrl}/api/openapi.json`, app, APP_START_TIMEOUT_MS);

    const chromePort = await freePort();
    chrome = spawn(
      chromePath,
      [
        ...chromeFlags,
        `--remote-debugging-port=${chromePort}`,
        `--user-data-dir=${profileDir}`,
        'about:blank',
      ],
      // Its own process group, so its helper processes are stopped with it.
      { detached: true, stdio: 'ignore' },
    );
    await waitForUrl(
      `http://127.0.0.1:${chromePort}/json/version`,
      chrome,
      CHROME_START_TIMEOUT_MS,
    );

    const runs: LighthouseRun[] = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      runs.push(
        await runLighthouse(`${baseUrl}/`, chromePort, path.join(dataDir, `lh-${run}.json`)),
      );
    }
    const byPerformance = [...runs].sort((a, b) => a.performance - b.performance);
    return { runs, median: byPerformance[byPerformance.length >> 1]! };
  } finally {
    await stop(chrome, true);
    await stop(app);
    rmSync(profileDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runWebBench(): Promise<WebBenchResult> {
  const built = buildIfMissing();
  const firstLoad = await measureHome();
  let lighthouse: WebBenchResult['lighthouse'];
  try {
    lighthouse = await lighthouseRuns();
  } catch (error) {
    lighthouse = { error: error instanceof Error ? error.message : String(error) };
  }
  return { built, firstLoad, lighthouse };
}
