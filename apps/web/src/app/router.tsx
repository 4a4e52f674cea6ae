import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { setRoutePrefetcher } from '../lib/prefetch.ts';
import { guestOnlyLoader, logoutLoader, requireUserLoader } from './guards.ts';
import { DefaultLayout } from './layouts/default-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { AppFallback, PageErrorBoundary, RootErrorBoundary } from './routes/errors.tsx';
import * as home from './routes/home.tsx';

/** The pages below it use Mantine; the home page and the shell do not (decision 0022). */
const withMantine = () => import('./layouts/mantine-layout.tsx');

/**
 * Every route of docs/product.md §2. Pages are lazy route modules; every page but the index sits
 * under the route guard, and every page but the index and 404 under the Mantine layout.
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
              { index: true, id: 'index', loader: home.loader, Component: home.Component },
              {
                id: 'guard',
                loader: requireUserLoader,
                children: [
                  { path: 'index copy', loader: home.loader, Component: home.Component },
                  {
                    lazy: withMantine,
                    children: [
                      { path: 'about', lazy: () => import('./routes/about.tsx') },
                      { path: 'design-system', lazy: () => import('./routes/design-system.tsx') },
                      { path: 'style-guide', lazy: () => import('./routes/style-guide.tsx') },
                      { path: 'terms', lazy: () => import('./routes/terms.tsx') },
                      { path: 'upgrade', lazy: () => import('./routes/upgrade.tsx') },
                      { path: 'not-allowed', lazy: () => import('./routes/not-allowed.tsx') },
                      { path: 'admin', lazy: () => import('./routes/admin.tsx') },
                      { path: 'sailors', lazy: () => import('./routes/sailors/sailor-index.tsx') },
                      {
                        path: 'sailors/:sailor',
                        lazy: () => import('./routes/sailors/sailor-layout.tsx'),
                        children: [
                          { index: true, lazy: () => import('./routes/sailors/sailor-home.tsx') },
                          {
                            path: 'sailings',
                            lazy: () => import('./routes/sailors/sailor-sailings.tsx'),
                          },
                          {
                            path: 'series',
                            lazy: () => import('./routes/sailors/sailor-series.tsx'),
                          },
                          {
                            path: 'settings',
                            lazy: () => import('./routes/sailors/sailor-settings.tsx'),
                          },
                        ],
                      },
                      { path: 'clubs', lazy: () => import('./routes/clubs/club-index.tsx') },
                      {
                        path: 'clubs/:club',
                        lazy: () => import('./routes/clubs/club-layout.tsx'),
                        children: [
                          { index: true, lazy: () => import('./routes/clubs/club-home.tsx') },
                          {
                            path: 'account',
                            lazy: () => import('./routes/clubs/club-account.tsx'),
                          },
                          {
                            path: 'courses',
                            lazy: () => import('./routes/clubs/club-courses.tsx'),
                          },
                          { path: 'help', lazy: () => import('./routes/clubs/club-help.tsx') },
                          {
                            path: 'profile',
                            lazy: () => import('./routes/clubs/club-profile.tsx'),
                          },
                          {
                            path: 'sailings',
                            lazy: () => import('./routes/clubs/club-sailings.tsx'),
                          },
                          { path: 'series', lazy: () => import('./routes/clubs/club-series.tsx') },
                          {
                            path: 'sailings/:sailing',
                            lazy: () => import('./routes/clubs/sailing-layout.tsx'),
                            children: [
                              {
                                index: true,
                                lazy: () => import('./routes/clubs/sailing-info.tsx'),
                              },
                              {
                                path: 'info',
                                lazy: () => import('./routes/clubs/sailing-info.tsx'),
                              },
                              {
                                path: 'competitors',
                                lazy: () => import('./routes/clubs/sailing-competitors.tsx'),
                              },
                              {
                                path: 'result',
                                lazy: () => import('./routes/clubs/sailing-result.tsx'),
                              },
                              {
                                path: 'serie',
                                lazy: () => import('./routes/clubs/sailing-serie.tsx'),
                              },
                              {
                                path: 'finish',
                                lazy: () => import('./routes/clubs/sailing-finish.tsx'),
                              },
                              {
                                path: 'changes',
                                lazy: () => import('./routes/clubs/sailing-changes.tsx'),
                              },
                            ],
                          },
                          {
                            path: 'series/:serie',
                            lazy: () => import('./routes/clubs/series-layout.tsx'),
                            children: [
                              { index: true, lazy: () => import('./routes/clubs/series-info.tsx') },
                              {
                                path: 'info',
                                lazy: () => import('./routes/clubs/series-info.tsx'),
                              },
                              {
                                path: 'result',
                                lazy: () => import('./routes/clubs/series-result.tsx'),
                              },
                              {
                                path: 'sailings',
                                lazy: () => import('./routes/clubs/series-sailings.tsx'),
                              },
                            ],
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
              { path: '*', lazy: () => import('./routes/not-found.tsx') },
            ],
          },
        ],
      },
      {
        lazy: () => import('./layouts/login-layout.tsx'),
        children: [
          {
            ErrorBoundary: PageErrorBoundary,
            lazy: withMantine,
            children: [
              { path: 'login', loader: guestOnlyLoader, lazy: () => import('./routes/login.tsx') },
              { path: 'reset-confirm/:uid', lazy: () => import('./routes/reset-confirm.tsx') },
              {
                path: 'reset-confirm/:uid/:token',
                lazy: () => import('./routes/reset-confirm.tsx'),
              },
            ],
          },
        ],
      },
      { path: 'logout', loader: logoutLoader },
    ],
  },
];

export function createRouter() {
  const router = createBrowserRouter(routes);
  // Link prefetch on intent loads the lazy route modules of the target path.
  setRoutePrefetcher((path) => {
    for (const match of matchRoutes(routes, path) ?? []) {
      const lazy = match.route.lazy;
      if (typeof lazy === 'function') void lazy().catch(() => undefined);
    }
  });
  return router;
}
