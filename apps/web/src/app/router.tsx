import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { setRoutePrefetcher } from '../lib/prefetch.ts';
import { logoutLoader, requireUserLoader } from './guards.ts';
import { DefaultLayout } from './layouts/default-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { AppFallback, PageErrorBoundary, RootErrorBoundary } from './routes/errors.tsx';
import * as home from './routes/home.tsx';

/** The rest of the route table: patched in on the first navigation away from home. */
const loadLazyRoutes = () => import('./lazy-routes.tsx');

/**
 * Every route of docs/product.md §2. The home page, the shell and the guard are here; every
 * other page is in lazy-routes.tsx, which the router loads and patches in on the first
 * navigation anywhere else (decision 0041): its table and preload map are no part of the home
 * page's first load. Pages are lazy route modules; every page but the index sits under the
 * route guard, and every page but the index and 404 under the Mantine layout.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: AppFallback,
    children: [
      {
        Component: DefaultLayout,
        children: [
          {
            id: 'pages',
            ErrorBoundary: PageErrorBoundary,
            children: [
              { index: true, id: 'index', loader: home.loader, Component: home.Component },
              {
                id: 'guard',
                loader: requireUserLoader,
                children: [{ path: 'index copy', loader: home.loader, Component: home.Component }],
              },
            ],
          },
        ],
      },
      { path: 'logout', loader: logoutLoader },
    ],
  },
];

type Patch = (parent: string, children: RouteObject[]) => void;

/** Loads the rest of the route table and patches it in, once per router. */
function lazyRoutePatcher() {
  let patched: Promise<void> | null = null;
  return (patch: Patch): Promise<void> => {
    patched ??= loadLazyRoutes().then(
      async ({ lazyRouteParts }) => {
        // A task of its own for the patch and what the router does next (matching, loaders,
        // the pages' modules): with the table evaluated in the same task, that was the longest
        // task of a first visit to a page (decision 0046).
        await new Promise((resolve) => setTimeout(resolve, 0));
        for (const { parent, children } of lazyRouteParts) patch(parent, children);
      },
      (error: unknown) => {
        // A failed chunk: the next navigation tries again (chunk-reload.ts may reload first).
        patched = null;
        throw error;
      },
    );
    return patched;
  };
}

export function createRouter() {
  const patchOnce = lazyRoutePatcher();
  const router = createBrowserRouter(routes, {
    // React Router calls it when a path matches nothing known yet (or only with params): the
    // first call loads the rest of the table and patches it in; later calls find it there.
    patchRoutesOnNavigation: ({ patch }) => patchOnce(patch),
  });
  // Link prefetch on intent loads the route table, then the lazy route modules of the path.
  setRoutePrefetcher((path) => {
    void patchOnce((parent, children) => router.patchRoutes(parent, children)).then(
      () => {
        for (const match of matchRoutes(router.routes, path) ?? []) {
          const lazy = match.route.lazy;
          if (typeof lazy === 'function') void lazy().catch(() => undefined);
        }
      },
      () => undefined,
    );
  });
  return router;
}
