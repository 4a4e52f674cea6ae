const KEY = 'segla.chunk-reload-at';
/** A failed chunk load reloads the page at most once a minute (docs/product.md §9). */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** Whether an error is a lazy module that failed to load (a new deploy replaced the chunks). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

function lastReload(): number {
  try {
    return Number(window.sessionStorage.getItem(KEY) ?? 0);
  } catch {
    return 0;
  }
}

/**
 * Reloads the page to pick up the new build, unless it already did so within the last minute.
 * Returns whether it reloads.
 */
export function reloadAfterChunkError(now = Date.now(), reload = () => window.location.reload()) {
  if (now - lastReload() < CHUNK_RELOAD_INTERVAL_MS) return false;
  try {
    window.sessionStorage.setItem(KEY, String(now));
  } catch {
    // without storage the guard cannot hold; reloading once is still better than a dead page
  }
  reload();
  return true;
}

/** Vite's preload failures (CSS or JS of a lazy chunk) also reload. */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadAfterChunkError()) event.preventDefault();
  });
}
