/**
 * What the Målgång page's service worker (finish-sw.ts) takes care of, and nothing more, so
 * the rest of the app goes to the network as before. Kept apart from the worker so the page
 * and the tests read the same rules.
 */

/** The service worker's script at the site's root. */
export const SERVICE_WORKER_URL = '/finish-sw.js';

/**
 * The pages it controls: the club's pages, the narrowest scope that holds every Målgång page
 * (`/clubs/{club}/sailings/{id}/finish`; a scope cannot skip the club's name). The home page
 * and the public pages never start it.
 */
export const SERVICE_WORKER_SCOPE = '/clubs/';

/** The caches the worker keeps; a new build names new ones if their shape changes. */
export const CACHE_NAMES = {
  pages: 'segla-finish-pages-v1',
  assets: 'segla-finish-assets-v1',
  api: 'segla-finish-api-v1',
} as const;

/**
 * A Målgång page: `/clubs/{club}/sailings/{id}/finish`; and the safety tally "Säkerhet"
 * (`…/safety`, issue 31), which opens offline the same way.
 */
export const FINISH_PAGE_PATH = /^\/clubs\/[^/]+\/sailings\/\d+\/(finish|safety)\/?$/;

/**
 * The reads the Målgång page needs to show a sailing after an offline reload: the signed-in
 * user (the page's guard), the club, the sailing, its results and change log, and the club's
 * series and courses the sailing layout may ask for. The server's clock (`/api/time/`) is not
 * among them: an old answer would be a wrong clock.
 */
export const FINISH_API_READS: readonly RegExp[] = [
  /^\/auth\/users\/me\/$/,
  /^\/api\/clubs\/[^/]+\/$/,
  /^\/api\/sailings\/\d+\/(results\/|changes\/|tally\/)?$/,
  /^\/api\/(series|courses)\/$/,
];

/** Whether a GET of `url` is one of the page's reads (same origin only). */
export function isFinishApiRead(url: URL, origin: string): boolean {
  return url.origin === origin && FINISH_API_READS.some((pattern) => pattern.test(url.pathname));
}

/** Where the build lists the code the page opens later (build-plugins/finish-offline-assets.ts). */
export const LATER_ASSETS_URL = '/finish-offline-assets.json';

/**
 * The message the page sends: keep what this page runs on for a reload without a connection.
 * The worker does the fetching, off the page's main thread (decision 0046).
 */
export interface CacheAssetsMessage {
  type: 'segla-cache-assets';
  /** The Målgång page's own URL: its HTML is kept for a reload (a page reached in-app never
   * passed the worker as a navigation). */
  page: string;
  /** Same-origin URLs of the build's scripts and styles the page has loaded. */
  urls: string[];
  /**
   * The page's reads made before the worker took charge of it (FINISH_API_READS; paths with
   * their query): the worker reads them again and keeps the answers. Later reads pass through
   * the worker and are kept as they pass.
   */
  reads: string[];
  /** The signed-in user's `Authorization` header for those reads, or null. */
  authorization: string | null;
}

/** Whether a loaded resource belongs in the offline copy (the build's hashed files). */
export function isBuildAsset(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/assets/');
}
