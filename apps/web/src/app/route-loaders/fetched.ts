import { prefetchWithin } from '../../lib/query-client.ts';

/**
 * The loaders of the lazy pages (router.tsx) live in this folder, one module per area, apart
 * from the pages' modules: the router fetches a page's loader beside its module, so its data
 * are asked for while its code downloads, not after it (decision 0052). They only fetch into
 * the query cache; the pages read it with their hooks.
 */

/** The page's data, given a short while before the page shows (lib/query-client.ts). */
export async function fetched(load: () => Promise<unknown>): Promise<null> {
  await prefetchWithin(load);
  return null;
}
