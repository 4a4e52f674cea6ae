import { isConstrainedConnection } from './connection.ts';

type Prefetcher = (path: string) => void;
let prefetcher: Prefetcher | null = null;
const done = new Set<string>();

/** The app registers how a path's code is loaded ahead (the router's lazy route modules). */
export function setRoutePrefetcher(next: Prefetcher | null): void {
  prefetcher = next;
}

/** Loads the code of the page at `path` ahead of a likely click; skipped on slow connections. */
export function prefetchPath(path: string): void {
  if (!prefetcher || done.has(path) || isConstrainedConnection()) return;
  done.add(path);
  prefetcher(path);
}
