/**
 * What Lighthouse's runs of the Målgång page (`/clubs/{club}/sailings/{id}/finish`, issue 12)
 * need beyond the home page's: a demo sailing to open, the bench's Chromium signed in as the
 * demo club's account (the page is the club's only; others are sent to `/`), and a cold start
 * before every run. The page registers a service worker that keeps the app's files, its reads
 * and a queue of writes in IndexedDB; a run that found them would measure a second visit.
 * Works on the Chromium the bench started, through the DevTools protocol (playwright-core),
 * and disconnects before Lighthouse connects, so nothing of it stays on Lighthouse's tab.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from '../../apps/server/src/demo/demo-data.ts';

/** The demo club whose Målgång page is measured (apps/server/src/demo/demo-data.ts). */
export const DEMO_CLUB = 'bris';
const DEMO_CLUB_EMAIL = `${DEMO_CLUB}@${DEMO_EMAIL_DOMAIN}`;

/** The web app's localStorage keys for its JWT pair (apps/web/src/lib/tokens.ts). */
const TOKEN_KEYS = { access: 'segla.access', refresh: 'segla.refresh' } as const;

/**
 * What a cold start clears: the service worker, its caches and the write queue. Not
 * localStorage: it holds the sign-in (Lighthouse's own reset leaves it too).
 */
const COLD_STORAGE_TYPES = ['service_workers', 'cache_storage', 'indexeddb'];

/** Each step here (a request, a page load, a wait) is bounded by this. */
const STEP_TIMEOUT_MS = 30_000;

export interface DemoSailing {
  id: number;
  name: string;
  startDate: string;
  status: string;
  /** Why this one: ongoing, today's, or the first of the club's. */
  why: string;
  /** Its Målgång page, from the site's root. */
  finishPath: string;
}

interface SailingListItem {
  id: number;
  name: string;
  start_date: string;
  status: string;
}

async function fetchJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(STEP_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** Today in Stockholm (YYYY-MM-DD), the date the app's sailings are kept in. */
function stockholmToday(): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
}

/** The demo club's ongoing sailing, else today's, else its first: a Målgång page in use. */
export async function pickDemoSailing(baseUrl: string): Promise<DemoSailing> {
  const sailings = await fetchJson<SailingListItem[]>(`${baseUrl}/api/sailings/?club=${DEMO_CLUB}`);
  const today = stockholmToday();
  const ongoing = sailings.find((s) => s.status === 'ongoing');
  const todays = sailings.find((s) => s.start_date === today);
  const [sailing, why] = ongoing
    ? [ongoing, 'ongoing']
    : todays
      ? [todays, "today's"]
      : [sailings[0], `the first (none ongoing or on ${today})`];
  if (!sailing) throw new Error(`the demo club ${DEMO_CLUB} has no sailings`);
  return {
    id: sailing.id,
    name: sailing.name,
    startDate: sailing.start_date,
    status: sailing.status,
    why,
    finishPath: `/clubs/${DEMO_CLUB}/sailings/${sailing.id}/finish`,
  };
}

/** Runs `use` on a new tab of the bench's Chromium, then closes it and disconnects. */
async function withTab<T>(cdpUrl: string, use: (page: Page) => Promise<T>): Promise<T> {
  const browser: Browser = await chromium.connectOverCDP(cdpUrl, { timeout: STEP_TIMEOUT_MS });
  try {
    // The default context: the profile Lighthouse's tabs use too.
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default browser context');
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    try {
      return await use(page);
    } finally {
      await page.close();
    }
  } finally {
    // Connected, not launched: this only disconnects; Chromium and its profile stay.
    await browser.close();
  }
}

/**
 * Signs the profile in as the demo club the way the web app keeps a sign-in (the JWT pair in
 * localStorage), then opens the Målgång page once to see it show its "Mål" buttons. Returns
 * how many it showed.
 */
export async function signInDemoClub(
  baseUrl: string,
  cdpUrl: string,
  finishPath: string,
): Promise<number> {
  const tokens = await fetchJson<{ access: string; refresh: string }>(
    `${baseUrl}/auth/jwt/create/`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_CLUB_EMAIL, password: DEMO_PASSWORD }),
    },
  );
  return withTab(cdpUrl, async (page) => {
    // localStorage belongs to the origin: set it from a page of the app.
    await page.goto(`${baseUrl}/`);
    const items: Record<string, string> = {
      [TOKEN_KEYS.access]: tokens.access,
      [TOKEN_KEYS.refresh]: tokens.refresh,
    };
    await page.evaluate((entries) => {
      // The bench's tsconfig has no DOM types; this runs in the page.
      const { localStorage } = globalThis as unknown as {
        localStorage: { setItem: (key: string, value: string) => void };
      };
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, items);
    await page.goto(`${baseUrl}${finishPath}`);
    const finishButtons = page.getByRole('button', { name: /^Mål\b/ });
    try {
      await finishButtons.first().waitFor();
    } catch {
      throw new Error(
        `signed in as ${DEMO_CLUB_EMAIL}, ${finishPath} showed no "Mål" button ` +
          `(the tab is at ${new URL(page.url()).pathname})`,
      );
    }
    return finishButtons.count();
  });
}

/**
 * Makes the next visit a first one again: drops the origin's service workers, Cache Storage,
 * IndexedDB and the HTTP cache, keeping localStorage (the sign-in); then checks that the
 * browser counts no bytes left in them. Every tab of the origin is closed first, as a tab
 * still open could write them again.
 */
const COLD_START_ATTEMPTS = 5;

export async function coldStart(baseUrl: string, cdpUrl: string): Promise<void> {
  const origin = new URL(baseUrl).origin;
  await withTab(cdpUrl, async (page) => {
    for (const other of page.context().pages()) {
      if (other !== page && other.url().startsWith(origin)) await other.close();
    }
    const cdp = await page.context().newCDPSession(page);
    // A worker being removed may still finish what the page last asked of it (keeping the
    // files it loaded), writing its cache again just after the clearing: cleared until a
    // second later nothing is left.
    let left: { storageType: string; usage: number }[] = [];
    for (let attempt = 0; attempt < COLD_START_ATTEMPTS; attempt += 1) {
      await cdp.send('Storage.clearDataForOrigin', {
        origin,
        storageTypes: COLD_STORAGE_TYPES.join(','),
      });
      await cdp.send('Network.clearBrowserCache');
      await page.waitForTimeout(1000);
      const { usageBreakdown } = await cdp.send('Storage.getUsageAndQuota', { origin });
      left = usageBreakdown.filter(
        (entry) => COLD_STORAGE_TYPES.includes(entry.storageType) && entry.usage > 0,
      );
      if (left.length === 0) break;
    }
    if (left.length > 0) {
      const what = left.map((entry) => `${entry.storageType} ${entry.usage} B`).join(', ');
      throw new Error(`the cold start left data for ${origin}: ${what}`);
    }
  });
}
