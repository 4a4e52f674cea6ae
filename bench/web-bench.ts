/**
 * The web app's weight and speed: the home page's first-load JavaScript and CSS in gzip bytes
 * (apps/web/scripts/first-load.mjs; decision 0022) and Lighthouse's mobile run (simulated slow
 * 4G and a mid-range phone's CPU) against the app started as `npm start` starts it: a child
 * process on a free port with a fresh DATA_DIR, so it shows the demo data. Three pages: the
 * home page and a finished demo sailing's result page (issue 15: `/?resultat=segling-<id>`, the
 * result as a visitor opens a shared link), signed out, and the Målgång page of a demo sailing
 * (issue 12), signed in as the demo club (support/finish-page-session.ts), each visit a first
 * one. Three Lighthouse runs of each;
 * the run with the median performance score is reported. Builds the web app first if
 * apps/web/dist is missing. Everything is bounded in time and every child process is stopped
 * at the end (at most: build 5 min, app start 2 min, Chromium 30 s, each Lighthouse run
 * 2.5 min, each step of the sign-in and of a cold start 30 s).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForUrl } from '../apps/server/test/helpers/local-url.ts';
import {
  coldStart,
  DEMO_CLUB,
  pickDemoSailing,
  signInDemoClub,
  type DemoSailing,
} from './support/finish-page-session.ts';
import { untilQuiet } from './support/quiet-cpu.ts';

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
  HOME_JS_BUDGET_BYTES: number;
  measureFirstLoad: (options: { dist?: string; routes?: string[] }) => {
    route: string;
    chunk: string | null;
    jsBytes: number;
    cssBytes: number;
    files: string[];
  }[];
}

export interface LighthouseRun {
  /** The share of the cores idle in the second before the run (support/quiet-cpu.ts). */
  idleBefore: number;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /**
   * Lighthouse's own measure of the machine's speed during the run (its `benchmarkIndex`):
   * the 4× CPU slowdown is applied to this machine, so a run at a slow moment scores lower.
   */
  benchmarkIndex: number;
}

/** One page's Lighthouse runs, and the one with the median performance score. */
export interface LighthousePage {
  name: string;
  path: string;
  runs: LighthouseRun[];
  median: LighthouseRun;
  /** The Målgång page's sailing, and how many "Mål" buttons it showed when signed in. */
  sailing?: DemoSailing & { finishButtons: number };
}

export interface WebBenchResult {
  /** Whether this run had to build the web app. */
  built: boolean;
  /** The home page's first load, and its budget (apps/web/scripts/first-load.mjs). */
  firstLoad: { jsKb: number; budgetKb: number; cssKb: number; files: number; inEntry: boolean };
  /** The home page, a result page, then the Målgång page; each with why it has no runs. */
  lighthouse: (LighthousePage | { name: string; error: string })[];
}

export interface WebBenchOptions {
  /** A folder to keep Lighthouse's JSON reports in (else they go with the run's temp folder). */
  keepReportsIn?: string;
}

const HOME_PAGE = 'home page';
const RESULT_PAGE = 'result page';
const FINISH_PAGE = 'Målgång page';

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
  const { measureFirstLoad, HOME_JS_BUDGET_BYTES } = (await import(moduleUrl)) as FirstLoadModule;
  const [home] = measureFirstLoad({ dist: webDist, routes: ['home'] });
  if (!home) throw new Error('no first-load figure for the home page');
  return {
    jsKb: home.jsBytes / 1024,
    budgetKb: HOME_JS_BUDGET_BYTES / 1024,
    cssKb: home.cssBytes / 1024,
    files: home.files.length,
    inEntry: home.chunk === null,
  };
}

/** A finished sailing of the demo club: its result page as a signed-out visitor opens it. */
async function finishedSailingPath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/sailings/?club=${DEMO_CLUB}`, {
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`GET /api/sailings/?club=${DEMO_CLUB}: ${response.status}`);
  const sailings = (await response.json()) as { id: number; status: string }[];
  const finished = sailings.find((sailing) => sailing.status === 'finished');
  if (!finished) throw new Error(`the demo club ${DEMO_CLUB} has no finished sailing`);
  // apps/web/src/lib/result-link.ts: the home page shows it inline.
  return `/?resultat=segling-${finished.id}`;
}

function withoutNodeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_ENV: _nodeEnv, ...rest } = env;
  return rest;
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

interface NetworkRequest {
  url: string;
  statusCode: number;
  transferSize: number;
  resourceType?: string;
  /** When it was sent, in ms from the start of the run. */
  networkRequestTime?: number;
}

interface LighthouseReport {
  finalDisplayedUrl: string;
  environment?: { benchmarkIndex?: number };
  categories: { performance: { score: number | null }; accessibility: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
  runtimeError?: { code: string; message: string };
}

/**
 * Throws unless the report is of the signed-in Målgång page on a first visit: the page stayed
 * at its address (signed out, the guard sends it to `/`; another account to /not-allowed), the
 * signed-in user was read, and the document, scripts and styles requested before the page's
 * first read of the API came over the network (a worker or the HTTP cache would have answered
 * them with no bytes transferred).
 */
function checkFinishReport(report: LighthouseReport, finishPath: string): void {
  const finalPath = new URL(report.finalDisplayedUrl).pathname;
  if (finalPath !== finishPath) {
    throw new Error(`Lighthouse ended on ${finalPath}, not on ${finishPath}: not signed in?`);
  }
  const requests = (report.audits['network-requests']?.details?.items ?? []) as NetworkRequest[];
  const pathOf = (request: NetworkRequest) => new URL(request.url).pathname;
  if (!requests.some((r) => pathOf(r) === '/auth/users/me/' && r.statusCode === 200)) {
    throw new Error(`${finishPath}: no 200 answer from /auth/users/me/: not signed in?`);
  }
  // The page registers its worker once it has painted, and the worker keeps the page's files
  // as it installs: what the page loads after that may pass through the worker (no bytes in the
  // report) though it came over the network on this visit. The page's first read of the API
  // marks a moment before any worker: the document, scripts and styles asked for before it must
  // have come over the network.
  const firstRead = requests.find(
    (r) => r.resourceType === 'Fetch' && /^\/(api|auth)\//.test(pathOf(r)),
  );
  const beforeWorker = (r: NetworkRequest) =>
    firstRead === undefined || (r.networkRequestTime ?? 0) < (firstRead.networkRequestTime ?? 0);
  const fromCache = requests.filter(
    (r) =>
      ['Document', 'Script', 'Stylesheet'].includes(r.resourceType ?? '') &&
      r.transferSize === 0 &&
      beforeWorker(r),
  );
  if (fromCache.length > 0) {
    const listed = fromCache.slice(0, 3).map(pathOf).join(', ');
    const more = fromCache.length > 3 ? ` and ${fromCache.length - 3} more` : '';
    throw new Error(
      `${finishPath} was not a first visit: ${listed}${more} came from a cache or the service worker`,
    );
  }
}

/** A run Lighthouse itself could not measure (it says so in the report's `runtimeError`). */
class LighthouseRuntimeError extends Error {
  constructor(error: { code: string; message: string }) {
    super(`${error.message} (${error.code})`);
  }
}

function runLighthouse(
  url: string,
  port: number,
  outputPath: string,
  check?: (report: LighthouseReport) => void,
): Promise<Omit<LighthouseRun, 'idleBefore'>> {
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
        if (report.runtimeError) throw new LighthouseRuntimeError(report.runtimeError);
        check?.(report);
        const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
        resolve({
          performance: report.categories.performance.score ?? Number.NaN,
          accessibility: report.categories.accessibility.score ?? Number.NaN,
          fcpMs: metric('first-contentful-paint'),
          lcpMs: metric('largest-contentful-paint'),
          tbtMs: metric('total-blocking-time'),
          benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
        });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

interface PageRuns {
  name: string;
  /** Names its report files. */
  id: string;
  path: string;
  /** Run before each Lighthouse run (the Målgång page's cold start). */
  beforeEach?: () => Promise<void>;
  check?: (report: LighthouseReport) => void;
}

async function runPage(
  page: PageRuns,
  baseUrl: string,
  chromePort: number,
  reportDir: string,
): Promise<Omit<LighthousePage, 'sailing'>> {
  const runs: LighthouseRun[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    await page.beforeEach?.();
    const idleBefore = await untilQuiet();
    const output = path.join(reportDir, `lh-${page.id}-${run + 1}.json`);
    const measure = () => runLighthouse(`${baseUrl}${page.path}`, chromePort, output, page.check);
    // Lighthouse now and then fails to record a run's trace (NO_NAVSTART, NO_FCP): once more.
    const measured = await measure().catch(async (error: unknown) => {
      if (!(error instanceof LighthouseRuntimeError)) throw error;
      await page.beforeEach?.();
      return measure();
    });
    runs.push({ idleBefore, ...measured });
  }
  const byPerformance = [...runs].sort((a, b) => a.performance - b.performance);
  return {
    name: page.name,
    path: page.path,
    runs,
    median: byPerformance[byPerformance.length >> 1]!,
  };
}

const failed = (name: string, error: unknown) => ({
  name,
  error: error instanceof Error ? error.message : String(error),
});

async function lighthouseRuns(options: WebBenchOptions): Promise<WebBenchResult['lighthouse']> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'segla-web-bench-'));
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'segla-web-bench-chrome-'));
  const reportDir = options.keepReportsIn ?? dataDir;
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
    await waitForUrl(`${baseUrl}/api/openapi.json`, app, { timeoutMs: APP_START_TIMEOUT_MS });

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
    const cdpUrl = `http://127.0.0.1:${chromePort}`;
    await waitForUrl(`${cdpUrl}/json/version`, chrome, { timeoutMs: CHROME_START_TIMEOUT_MS });

    const pages: WebBenchResult['lighthouse'] = [];
    // The home page first, while the profile is still signed out, as a visitor sees it.
    try {
      pages.push(
        await runPage({ name: HOME_PAGE, id: 'home', path: '/' }, baseUrl, chromePort, reportDir),
      );
    } catch (error) {
      pages.push(failed(HOME_PAGE, error));
    }
    try {
      const resultPath = await finishedSailingPath(baseUrl);
      pages.push(
        await runPage(
          { name: RESULT_PAGE, id: 'result', path: resultPath },
          baseUrl,
          chromePort,
          reportDir,
        ),
      );
    } catch (error) {
      pages.push(failed(RESULT_PAGE, error));
    }
    try {
      const sailing = await pickDemoSailing(baseUrl);
      const finishButtons = await signInDemoClub(baseUrl, cdpUrl, sailing.finishPath);
      // Lighthouse's own storage reset stays on: it drops the service workers, Cache Storage
      // and the HTTP cache but keeps localStorage (its default clearStorageTypes), so the
      // sign-in survives. coldStart adds IndexedDB, the write queue, which the reset keeps.
      const finish = await runPage(
        {
          name: FINISH_PAGE,
          id: 'finish',
          path: sailing.finishPath,
          beforeEach: () => coldStart(baseUrl, cdpUrl),
          check: (report) => checkFinishReport(report, sailing.finishPath),
        },
        baseUrl,
        chromePort,
        reportDir,
      );
      pages.push({ ...finish, sailing: { ...sailing, finishButtons } });
    } catch (error) {
      pages.push(failed(FINISH_PAGE, error));
    }
    return pages;
  } finally {
    await stop(chrome, true);
    await stop(app);
    rmSync(profileDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runWebBench(options: WebBenchOptions = {}): Promise<WebBenchResult> {
  const built = buildIfMissing();
  const firstLoad = await measureHome();
  let lighthouse: WebBenchResult['lighthouse'];
  try {
    lighthouse = await lighthouseRuns(options);
  } catch (error) {
    lighthouse = [HOME_PAGE, RESULT_PAGE, FINISH_PAGE].map((name) => failed(name, error));
  }
  return { built, firstLoad, lighthouse };
}
