import { tokenStorage } from '../../../../lib/tokens.ts';
import {
  isBuildAsset,
  isFinishApiRead,
  SERVICE_WORKER_SCOPE,
  SERVICE_WORKER_URL,
  type CacheAssetsMessage,
} from './offline-routes.ts';

let registration: Promise<ServiceWorkerRegistration | null> | null = null;

/** The build files this page has loaded so far (scripts, styles), as the browser lists them. */
function loadedAssets(): string[] {
  const origin = window.location.origin;
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => isBuildAsset(new URL(name, origin), origin));
}

/**
 * The reads this page has made that the worker keeps (FINISH_API_READS), as the browser lists
 * them: paths with their query, each once.
 */
function loadedReads(): string[] {
  const origin = window.location.origin;
  const paths = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name, origin);
    if (isFinishApiRead(url, origin)) paths.add(`${url.pathname}${url.search}`);
  }
  return [...paths];
}

/** The reads the worker has been given already (each once per page is enough). */
const readsSent = new Set<string>();

/**
 * Asks the worker to keep the files this page runs on (it adds those the page opens later, from
 * the build's list) and the page's reads not given it yet, so a reload works offline.
 * The worker fetches them: none of it runs on the page's main thread.
 */
async function cacheLoadedAssets(): Promise<void> {
  if (registration === null || !(await registration)) return;
  const ready = await navigator.serviceWorker.ready;
  if (!ready.active) return;
  const access = tokenStorage.access;
  const message: CacheAssetsMessage = {
    type: 'segla-cache-assets',
    page: window.location.href,
    urls: loadedAssets(),
    reads: loadedReads().filter((read) => !readsSent.has(read)),
    authorization: access ? `Bearer ${access}` : null,
  };
  ready.active.postMessage(message);
  for (const read of message.reads) readsSent.add(read);
}

/**
 * Makes the Målgång page reload without a connection (docs/product.md §11): registers the
 * page's service worker (production builds only; the dev server has none) and has it keep the
 * files and reads this page runs on, again when it takes charge of the page and whenever the
 * page is hidden (more chunks may have loaded by then).
 */
export function registerOfflineShell(): () => void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return () => undefined;
  registration ??= navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
    .catch((error: unknown) => {
      console.warn('[segla] Målgångens service worker kunde inte registreras', error);
      registration = null;
      return null;
    });
  void registration.then((registered) => (registered ? cacheLoadedAssets() : undefined));

  const onControllerChange = () => void cacheLoadedAssets();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') void cacheLoadedAssets();
  };
  navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
