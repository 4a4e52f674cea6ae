/**
 * The Målgång page's service worker (docs/product.md §11): once the page has loaded online, a
 * reload without a connection still shows it. Built by Workbox's routing and strategies into
 * `/finish-sw.js` (build-plugins/finish-service-worker.ts), registered only by the Målgång page
 * for the club's pages (`/clubs/`, offline-routes.ts), and narrowed further by its routes: it answers only
 * - a Målgång page's navigation: the network first, the last copy when there is none;
 * - the build's files the page has loaded (the app shell and the Målgång chunks, which the
 *   page lists in a message): from the cache when there, else the network, untouched;
 * - the page's own reads (offline-routes.ts): the network first, the last answer offline.
 * Everything else, including every write, passes by untouched.
 */
import { clientsClaim } from 'workbox-core';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  CACHE_NAMES,
  FINISH_PAGE_PATH,
  isBuildAsset,
  isFinishApiRead,
  LATER_ASSETS_URL,
  type CacheAssetsMessage,
} from './offline-routes.ts';

/** What this worker uses of its global scope (the app is typed with the DOM, not WebWorker). */
interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ExtendableMessageEventLike extends ExtendableEventLike {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: ExtendableEventLike) => void,
  ): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEventLike) => void): void;
}

const worker = self as unknown as WorkerScope;
const origin = worker.location.origin;

// A new build's worker takes over at once: it only caches, so there is nothing to hand over.
worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));
clientsClaim();

worker.addEventListener('activate', (event) => {
  // Caches of earlier shapes (another version suffix) are dropped.
  const keep = new Set<string>(Object.values(CACHE_NAMES));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('segla-finish-') && !keep.has(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && FINISH_PAGE_PATH.test(url.pathname),
  new NetworkFirst({ cacheName: CACHE_NAMES.pages, networkTimeoutSeconds: 4 }),
);

/**
 * Whether a read is one this worker keeps. A signed-out request must not get a signed-in
 * answer from the cache: the user's own reads only with an `Authorization` header.
 */
function keepsRead(url: URL, signedIn: boolean): boolean {
  return isFinishApiRead(url, origin) && (signedIn || !url.pathname.startsWith('/auth/'));
}

registerRoute(
  ({ request, url }) => keepsRead(url, request.headers.has('Authorization')),
  new NetworkFirst({ cacheName: CACHE_NAMES.api, networkTimeoutSeconds: 4 }),
);

registerRoute(
  ({ url }) => isBuildAsset(url, origin),
  async ({ request }) => {
    const cached = await caches.match(request, { cacheName: CACHE_NAMES.assets });
    return cached ?? fetch(request);
  },
);

// A Målgång page of another sailing offline: the app is the same HTML, so any copy serves.
setCatchHandler(async ({ request, url }) => {
  if (request.mode === 'navigate' && url && FINISH_PAGE_PATH.test(url.pathname)) {
    const cache = await caches.open(CACHE_NAMES.pages);
    // The last stored is the newest (a put moves its entry to the end).
    const newest = (await cache.keys()).at(-1);
    const copy = newest ? await cache.match(newest) : undefined;
    if (copy) return copy;
  }
  return Response.error();
});

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function isCacheAssetsMessage(data: unknown): data is CacheAssetsMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<Record<keyof CacheAssetsMessage, unknown>>;
  return (
    message.type === 'segla-cache-assets' &&
    typeof message.page === 'string' &&
    isStrings(message.urls) &&
    isStrings(message.reads) &&
    (message.authorization === null || typeof message.authorization === 'string')
  );
}

/**
 * The build's list of the code the page opens only when asked (its forms and overlays), or
 * null while it cannot be read (offline).
 */
async function assetsOpenedLater(): Promise<string[] | null> {
  try {
    const response = await fetch(new URL(LATER_ASSETS_URL, origin).href, { cache: 'no-cache' });
    if (!response.ok) return null;
    const list: unknown = await response.json();
    return Array.isArray(list) ? list.filter((item) => typeof item === 'string') : null;
  } catch {
    return null;
  }
}

/** Keeps the Målgång page's HTML, fetched now unless a copy is there already. */
async function cachePage(href: string): Promise<void> {
  const url = new URL(href, origin);
  if (url.origin !== origin || !FINISH_PAGE_PATH.test(url.pathname)) return;
  url.hash = '';
  const cache = await caches.open(CACHE_NAMES.pages);
  if (!(await cache.match(url.href))) await cache.add(url.href).catch(() => undefined);
}

/**
 * Keeps exactly the build files the page listed and those it opens later: new ones fetched,
 * other builds' dropped. Without the list of later files (offline) it changes nothing: it
 * would drop the later files it keeps, and could fetch nothing new anyway.
 */
async function cacheAssets(urls: string[]): Promise<void> {
  const later = await assetsOpenedLater();
  if (later === null) return;
  const wanted = new Set(
    [...urls, ...later]
      .map((href) => new URL(href, origin))
      .filter((url) => isBuildAsset(url, origin))
      .map((url) => url.href),
  );
  const cache = await caches.open(CACHE_NAMES.assets);
  const have = new Set((await cache.keys()).map((request) => request.url));
  await Promise.all(
    [...wanted]
      .filter((href) => !have.has(href))
      .map((href) => cache.add(href).catch(() => undefined)),
  );
  await Promise.all(
    [...have].filter((href) => !wanted.has(href)).map((href) => cache.delete(href)),
  );
}

/**
 * Reads again, one after another, the page's reads it made before this worker took charge of
 * it, and keeps the answers where the reads' route (NetworkFirst) looks for them.
 */
async function cacheReads(paths: string[], authorization: string | null): Promise<void> {
  const cache = await caches.open(CACHE_NAMES.api);
  for (const path of paths) {
    const url = new URL(path, origin);
    if (!keepsRead(url, authorization !== null)) continue;
    const request = new Request(url.href, {
      headers: authorization === null ? {} : { Authorization: authorization },
    });
    try {
      const response = await fetch(request);
      if (response.ok) await cache.put(request, response);
    } catch {
      // Offline now: the page's next read through this worker keeps it.
    }
  }
}

worker.addEventListener('message', (event) => {
  if (!isCacheAssetsMessage(event.data)) return;
  const { page, urls, reads, authorization } = event.data;
  event.waitUntil(
    Promise.all([cachePage(page), cacheAssets(urls), cacheReads(reads, authorization)]),
  );
});
