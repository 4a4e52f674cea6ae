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
export function loadedReads(): string[] {
  const origin = window.location.origin;
  const paths = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name, origin);
    if (isFinishApiRead(url, origin)) paths.add(`${url.pathname}${url.search}`);
  }
  return [...paths];
}

/** Where the build lists the code the page opens later (vite.config.ts, finishOfflineAssets). */
const LATER_ASSETS_URL = '/finish-offline-assets.json';

/** The list once read: the running page's own build (a later deploy's list would not match). */
let laterAssets: string[] | null = null;

/**
 * The files of the code the page opens only when asked (its forms and overlays): fetched into
 * the offline copy by the worker, never evaluated here before they are opened. Read once per
 * page; null while it cannot be read (offline).
 */
async function assetsOpenedLater(): Promise<string[] | null> {
  if (laterAssets !== null) return laterAssets;
  try {
    const response = await fetch(LATER_ASSETS_URL);
    if (!response.ok) return null;
    const list: unknown = await response.json();
    if (!Array.isArray(list)) return null;
    laterAssets = list.filter((item): item is string => typeof item === 'string');
    return laterAssets;
  } catch {
    return null;
  }
}

/**
 * Asks the worker to keep the files this page runs on and those it opens later, so a reload
 * works offline. Without the list (offline) it asks nothing: the worker would drop the later
 * files it keeps, and could fetch nothing new anyway.
 */
async function cacheLoadedAssets(): Promise<void> {
  if (registration === null || !(await registration)) return;
  const later = await assetsOpenedLater();
  if (later === null) return;
  const ready = await navigator.serviceWorker.ready;
  const message: CacheAssetsMessage = {
    type: 'segla-cache-assets',
    page: window.location.href,
    urls: [...loadedAssets(), ...later],
  };
  ready.active?.postMessage(message);
}

/**
 * Makes the Målgång page reload without a connection (docs/product.md §11): registers the
 * page's service worker (production builds only; the dev server has none), has it keep the
 * files this page runs on, and again whenever the page is hidden (more chunks may have
 * loaded by then). `onFirstControl` runs when the worker takes charge of this page for the
 * first time: read the page's data again then (`loadedReads`), so its reads pass through the
 * worker and are kept for an offline reload.
 */
export function registerOfflineShell(onFirstControl: () => void): () => void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return () => undefined;
  const hadController = navigator.serviceWorker.controller !== null;
  registration ??= navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
    .catch((error: unknown) => {
      console.warn('[segla] Målgångens service worker kunde inte registreras', error);
      registration = null;
      return null;
    });
  void registration.then((registered) => (registered ? cacheLoadedAssets() : undefined));

  const onControllerChange = () => {
    if (!hadController) onFirstControl();
    void cacheLoadedAssets();
  };
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
