import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import { setRoutePrefetcher } from '../lib/prefetch.ts';
import { guestOnlyLoader, logoutLoader, requireUserLoader } from './guards.ts';
import { DefaultLayout } from './layouts/default-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { AppFallback, PageErrorBoundary, RootErrorBoundary } from './routes/errors.tsx';
import * as home from './routes/home.tsx';

type LoaderModule = Record<string, LoaderFunction>;

/**
 * A lazy page: its module's `Component`, and its loader, each fetched on the first visit, side
 * by side, so the page's data are asked for beside its code, not after it, and neither is part
 * of the first load (decision 0052).
 */
function page(
  load: () => Promise<{ Component: ComponentType }>,
  loader?: () => Promise<LoaderFunction>,
): RouteObject['lazy'] {
  return {
    Component: async () => (await load()).Component,
    ...(loader ? { loader } : {}),
  };
}

/** A loader of one area's module in route-loaders/, by name (checked by the compiler). */
function loaderOf<M extends LoaderModule>(load: () => Promise<M>) {
  return (name: keyof M & string) => async () => (await load())[name]!;
}

const clubLoaders = loaderOf(() => import('./route-loaders/club-loaders.ts'));
const sailorLoaders = loaderOf(() => import('./route-loaders/sailor-loaders.ts'));
const adminLoaders = loaderOf(() => import('./route-loaders/admin-loaders.ts'));

/** The pages under a club's sailing: its tabs, with the Målgång page (docs/product.md §2). */
const sailingRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('./routes/clubs/sailing-info.tsx')) },
  { path: 'info', lazy: page(() => import('./routes/clubs/sailing-info.tsx')) },
  {
    path: 'finish',
    lazy: page(
      () => import('./routes/clubs/sailing-finish.tsx'),
      clubLoaders('sailingFinishLoader'),
    ),
  },
  { path: 'competitors', lazy: page(() => import('./routes/clubs/sailing-competitors.tsx')) },
  {
    // The safety tally "Säkerhet" (issue 31): the club's officials and staff.
    path: 'safety',
    lazy: page(
      () => import('./routes/clubs/sailing-safety.tsx'),
      clubLoaders('sailingSafetyLoader'),
    ),
  },
  {
    path: 'result',
    lazy: page(
      () => import('./routes/clubs/sailing-result.tsx'),
      clubLoaders('sailingResultLoader'),
    ),
  },
  { path: 'serie', lazy: page(() => import('./routes/clubs/sailing-serie.tsx')) },
  {
    path: 'board',
    lazy: page(() => import('./routes/clubs/sailing-board.tsx'), clubLoaders('sailingBoardLoader')),
  },
  {
    path: 'changes',
    lazy: page(
      () => import('./routes/clubs/sailing-changes.tsx'),
      clubLoaders('sailingChangesLoader'),
    ),
  },
];

/** A club's pages: its tabs, its series and its sailings. */
const clubRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('./routes/clubs/club-home.tsx')) },
  {
    path: 'account',
    lazy: page(() => import('./routes/clubs/club-account.tsx'), clubLoaders('clubAccountLoader')),
  },
  { path: 'courses', lazy: page(() => import('./routes/clubs/club-courses.tsx')) },
  { path: 'help', lazy: page(() => import('./routes/clubs/club-help.tsx')) },
  {
    path: 'officials',
    lazy: page(
      () => import('./routes/clubs/club-officials.tsx'),
      clubLoaders('clubOfficialsLoader'),
    ),
  },
  {
    // Priskategorier (issue 32): the club's admins.
    path: 'prize-categories',
    lazy: page(
      () => import('./routes/clubs/club-prize-categories.tsx'),
      clubLoaders('clubPrizeCategoriesLoader'),
    ),
  },
  { path: 'profile', lazy: page(() => import('./routes/clubs/club-profile.tsx')) },
  {
    path: 'sailings',
    lazy: page(() => import('./routes/clubs/club-sailings.tsx'), clubLoaders('clubSailingsLoader')),
  },
  {
    path: 'series',
    lazy: page(() => import('./routes/clubs/club-series.tsx'), clubLoaders('clubSeriesLoader')),
  },
  {
    path: 'series/:serie',
    lazy: page(() => import('./routes/clubs/series-layout.tsx'), clubLoaders('seriesLoader')),
    children: [
      { index: true, lazy: page(() => import('./routes/clubs/series-info.tsx')) },
      { path: 'info', lazy: page(() => import('./routes/clubs/series-info.tsx')) },
      { path: 'result', lazy: page(() => import('./routes/clubs/series-result.tsx')) },
      { path: 'sailings', lazy: page(() => import('./routes/clubs/series-sailings.tsx')) },
      {
        path: 'board',
        lazy: page(
          () => import('./routes/clubs/series-board.tsx'),
          clubLoaders('seriesBoardLoader'),
        ),
      },
    ],
  },
  {
    path: 'sailings/:sailing',
    lazy: page(() => import('./routes/clubs/sailing-layout.tsx'), clubLoaders('sailingLoader')),
    children: sailingRoutes,
  },
];

/** A sailor's pages. */
const sailorRoutes: RouteObject[] = [
  {
    index: true,
    lazy: page(
      () => import('./routes/sailors/sailor-home.tsx'),
      sailorLoaders('sailorEntriesLoader'),
    ),
  },
  {
    path: 'sailings',
    lazy: page(
      () => import('./routes/sailors/sailor-sailings.tsx'),
      sailorLoaders('sailorEntriesLoader'),
    ),
  },
  {
    path: 'series',
    lazy: page(
      () => import('./routes/sailors/sailor-series.tsx'),
      sailorLoaders('sailorSeriesLoader'),
    ),
  },
  {
    path: 'settings',
    lazy: page(
      () => import('./routes/sailors/sailor-settings.tsx'),
      sailorLoaders('sailorSettingsLoader'),
    ),
  },
];

/** The pages behind the route guard: every page but the home page needs a login. */
const guardedRoutes: RouteObject[] = [
  // docs/product.md §2: kept under this name, space included; shows the home page.
  { path: 'index copy', loader: home.loader, Component: home.Component },
  { path: 'about', lazy: page(() => import('./routes/about.tsx')) },
  { path: 'design-system', lazy: page(() => import('./routes/design-system.tsx')) },
  { path: 'style-guide', lazy: page(() => import('./routes/style-guide.tsx')) },
  { path: 'terms', lazy: page(() => import('./routes/terms.tsx')) },
  { path: 'upgrade', lazy: page(() => import('./routes/upgrade.tsx')) },
  { path: 'not-allowed', lazy: page(() => import('./routes/not-allowed.tsx')) },
  { path: 'admin', lazy: page(() => import('./routes/admin.tsx'), adminLoaders('adminLoader')) },
  // A crew invitation mail's link (issue 31): she logs in first, then lands here.
  { path: 'crew/:member', lazy: page(() => import('./routes/crew-invitation.tsx')) },
  {
    path: 'sailors',
    lazy: page(
      () => import('./routes/sailors/sailor-index.tsx'),
      sailorLoaders('sailorIndexLoader'),
    ),
  },
  {
    path: 'sailors/:sailor',
    lazy: page(() => import('./routes/sailors/sailor-layout.tsx'), sailorLoaders('sailorLoader')),
    children: sailorRoutes,
  },
  {
    path: 'clubs',
    lazy: page(() => import('./routes/clubs/club-index.tsx'), clubLoaders('clubIndexLoader')),
  },
];

/** The login layout's pages. */
const loginRoutes: RouteObject[] = [
  {
    ErrorBoundary: PageErrorBoundary,
    children: [
      { path: 'login', loader: guestOnlyLoader, lazy: page(() => import('./routes/login.tsx')) },
      { path: 'reset-confirm/:uid', lazy: page(() => import('./routes/reset-confirm.tsx')) },
      {
        path: 'reset-confirm/:uid/:token',
        lazy: page(() => import('./routes/reset-confirm.tsx')),
      },
      // A mail's unsubscribe link (docs/product.md §19): no login needed.
      { path: 'unsubscribe/:token', lazy: page(() => import('./routes/unsubscribe.tsx')) },
    ],
  },
];

/**
 * Every route of docs/product.md §2. The shell, the home page and the guard load with the app;
 * every other page is a lazy route (`page`): its module and its loader load on the first visit.
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
            ErrorBoundary: PageErrorBoundary,
            children: [
              { index: true, loader: home.loader, Component: home.Component },
              {
                // Every page but the home page uses Mantine: it loads with the first of them.
                lazy: page(() => import('./layouts/mantine-layout.tsx')),
                children: [
                  { loader: requireUserLoader, children: guardedRoutes },
                  { path: '*', lazy: page(() => import('./routes/not-found.tsx')) },
                ],
              },
              {
                // A club's layout brings Mantine itself: its Målgång page stays plain markup.
                path: 'clubs/:club',
                loader: requireUserLoader,
                children: [
                  {
                    lazy: page(
                      () => import('./routes/clubs/club-layout.tsx'),
                      clubLoaders('clubLoader'),
                    ),
                    children: clubRoutes,
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        lazy: page(() => import('./layouts/login-layout.tsx')),
        // The login pages' cards are Mantine's.
        children: [
          { lazy: page(() => import('./layouts/mantine-layout.tsx')), children: loginRoutes },
        ],
      },
      { path: 'logout', loader: logoutLoader },
    ],
  },
];

/**
 * Starts loading the lazy route modules of `path`'s routes. The router empties each lazy key it
 * has loaded (sets it to undefined), so only the ones still to load are called.
 */
export function loadRouteCode(tree: RouteObject[], path: string): void {
  for (const match of matchRoutes(tree, path) ?? []) {
    const lazy = (match.route.lazy ?? {}) as Record<string, (() => Promise<unknown>) | undefined>;
    for (const load of Object.values(lazy)) void load?.().catch(() => undefined);
  }
}

export function createRouter() {
  const router = createBrowserRouter(routes);
  // Link prefetch on intent: the lazy route modules of the path (lib/prefetch.ts).
  setRoutePrefetcher((path) => loadRouteCode(router.routes, path));
  return router;
}
