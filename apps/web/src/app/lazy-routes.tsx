import type { RouteObject } from 'react-router';
import { guestOnlyLoader } from './guards.ts';
import {
  adminLoader,
  clubAccountLoader,
  clubIndexLoader,
  clubLoader,
  clubSailingsLoader,
  clubSeriesLoader,
  sailingChangesLoader,
  sailingFinishLoader,
  sailingLoader,
  sailingResultLoader,
  sailorIndexLoader,
  sailorLoader,
  sailorEntriesLoader,
  sailorSeriesLoader,
  sailorSettingsLoader,
  seriesLoader,
} from './route-loaders.ts';
import { PageErrorBoundary } from './routes/errors.tsx';

/**
 * Every page but the home page (docs/product.md §2). The router patches these in on the first
 * navigation anywhere else (router.tsx, patchRoutesOnNavigation), so their table and its
 * preload map are no part of the home page's first load (decision 0041). The pages' loaders
 * are here, not in the pages' chunks, so their data load beside the code (route-loaders.ts).
 */

/** The pages below it use Mantine; the home page and the shell do not (decision 0022). */
const withMantine = () => import('./layouts/mantine-layout.tsx');

/**
 * Children of the route guard: the pages under the Mantine layout. A club's and a sailing's
 * layouts are plain markup outside it, so the Målgång page below them paints without Mantine;
 * their other pages sit under a Mantine layout of their own.
 */
export const guardedRoutes: RouteObject[] = [
  {
    lazy: withMantine,
    children: [
      { path: 'about', lazy: () => import('./routes/about.tsx') },
      { path: 'design-system', lazy: () => import('./routes/design-system.tsx') },
      { path: 'style-guide', lazy: () => import('./routes/style-guide.tsx') },
      { path: 'terms', lazy: () => import('./routes/terms.tsx') },
      { path: 'upgrade', lazy: () => import('./routes/upgrade.tsx') },
      { path: 'not-allowed', lazy: () => import('./routes/not-allowed.tsx') },
      { path: 'admin', loader: adminLoader, lazy: () => import('./routes/admin.tsx') },
      {
        path: 'sailors',
        loader: sailorIndexLoader,
        lazy: () => import('./routes/sailors/sailor-index.tsx'),
      },
      {
        path: 'sailors/:sailor',
        loader: sailorLoader,
        lazy: () => import('./routes/sailors/sailor-layout.tsx'),
        children: [
          {
            index: true,
            loader: sailorEntriesLoader,
            lazy: () => import('./routes/sailors/sailor-home.tsx'),
          },
          {
            path: 'sailings',
            loader: sailorEntriesLoader,
            lazy: () => import('./routes/sailors/sailor-sailings.tsx'),
          },
          {
            path: 'series',
            loader: sailorSeriesLoader,
            lazy: () => import('./routes/sailors/sailor-series.tsx'),
          },
          {
            path: 'settings',
            loader: sailorSettingsLoader,
            lazy: () => import('./routes/sailors/sailor-settings.tsx'),
          },
        ],
      },
      {
        path: 'clubs',
        loader: clubIndexLoader,
        lazy: () => import('./routes/clubs/club-index.tsx'),
      },
    ],
  },
  {
    path: 'clubs/:club',
    loader: clubLoader,
    lazy: () => import('./routes/clubs/club-layout.tsx'),
    children: [
      {
        lazy: withMantine,
        children: [
          { index: true, lazy: () => import('./routes/clubs/club-home.tsx') },
          {
            path: 'account',
            loader: clubAccountLoader,
            lazy: () => import('./routes/clubs/club-account.tsx'),
          },
          { path: 'courses', lazy: () => import('./routes/clubs/club-courses.tsx') },
          { path: 'help', lazy: () => import('./routes/clubs/club-help.tsx') },
          { path: 'profile', lazy: () => import('./routes/clubs/club-profile.tsx') },
          {
            path: 'sailings',
            loader: clubSailingsLoader,
            lazy: () => import('./routes/clubs/club-sailings.tsx'),
          },
          {
            path: 'series',
            loader: clubSeriesLoader,
            lazy: () => import('./routes/clubs/club-series.tsx'),
          },
          {
            path: 'series/:serie',
            loader: seriesLoader,
            lazy: () => import('./routes/clubs/series-layout.tsx'),
            children: [
              { index: true, lazy: () => import('./routes/clubs/series-info.tsx') },
              { path: 'info', lazy: () => import('./routes/clubs/series-info.tsx') },
              { path: 'result', lazy: () => import('./routes/clubs/series-result.tsx') },
              { path: 'sailings', lazy: () => import('./routes/clubs/series-sailings.tsx') },
            ],
          },
        ],
      },
      {
        path: 'sailings/:sailing',
        loader: sailingLoader,
        lazy: () => import('./routes/clubs/sailing-layout.tsx'),
        children: [
          // The race officer's page on the water paints without Mantine: its overlays, forms and
          // toasts bring their own provider when they open (decision 0041).
          {
            path: 'finish',
            loader: sailingFinishLoader,
            lazy: () => import('./routes/clubs/sailing-finish.tsx'),
          },
          {
            lazy: withMantine,
            children: [
              { index: true, lazy: () => import('./routes/clubs/sailing-info.tsx') },
              { path: 'info', lazy: () => import('./routes/clubs/sailing-info.tsx') },
              {
                path: 'competitors',
                lazy: () => import('./routes/clubs/sailing-competitors.tsx'),
              },
              {
                path: 'result',
                loader: sailingResultLoader,
                lazy: () => import('./routes/clubs/sailing-result.tsx'),
              },
              { path: 'serie', lazy: () => import('./routes/clubs/sailing-serie.tsx') },
              {
                path: 'changes',
                loader: sailingChangesLoader,
                lazy: () => import('./routes/clubs/sailing-changes.tsx'),
              },
            ],
          },
        ],
      },
    ],
  },
];

/** Children of the pages' error boundary beside the home page and the guard: 404. */
export const notFoundRoutes: RouteObject[] = [
  { path: '*', lazy: () => import('./routes/not-found.tsx') },
];

/** Children of the root: the login layout's pages, which need no login. */
export const loginRoutes: RouteObject[] = [
  {
    lazy: () => import('./layouts/login-layout.tsx'),
    children: [
      {
        ErrorBoundary: PageErrorBoundary,
        lazy: withMantine,
        children: [
          { path: 'login', loader: guestOnlyLoader, lazy: () => import('./routes/login.tsx') },
          { path: 'reset-confirm/:uid', lazy: () => import('./routes/reset-confirm.tsx') },
          { path: 'reset-confirm/:uid/:token', lazy: () => import('./routes/reset-confirm.tsx') },
        ],
      },
    ],
  },
];

/** Where each part goes: the id of the route it is patched into. */
export const lazyRouteParts: { parent: string; children: RouteObject[] }[] = [
  { parent: 'guard', children: guardedRoutes },
  { parent: 'pages', children: notFoundRoutes },
  { parent: 'root', children: loginRoutes },
];
