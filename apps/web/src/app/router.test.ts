import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadRouteCode, routes } from './router.tsx';

/** Every lazy route of the table, with its path (or `(index)`). */
function lazyRoutes(tree: RouteObject[]): RouteObject[] {
  return tree.flatMap((route) => [
    ...(route.lazy ? [route] : []),
    ...lazyRoutes(route.children ?? []),
  ]);
}

const routeModules = import.meta.glob<Record<string, unknown>>([
  './routes/**/*.tsx',
  './layouts/*.tsx',
]);

describe('the route table', () => {
  it('loads every lazy page’s component', { timeout: 60_000 }, async () => {
    const lazy = lazyRoutes(routes);
    expect(lazy.length).toBeGreaterThan(30);
    for (const route of lazy) {
      const { Component } = route.lazy as { Component: () => Promise<unknown> };
      expect(typeof (await Component()), route.path ?? '(index)').toBe('function');
    }
  });

  // The table takes a page module's Component only: a loader there would never run. The
  // pages' loaders belong in route-loaders/ (the home page's is in the first load).
  it('has no page module with a loader of its own', { timeout: 60_000 }, async () => {
    const withLoader: string[] = [];
    for (const [file, load] of Object.entries(routeModules)) {
      if (file.endsWith('.test.tsx')) continue;
      if ('loader' in (await load()) && file !== './routes/home.tsx') withLoader.push(file);
    }
    expect(withLoader).toEqual([]);
  });
});

describe('loadRouteCode', () => {
  // The router sets a lazy key to undefined once it has loaded it; a prefetch on a later hover
  // must skip it, not call it (a TypeError on every hover after the first visit).
  it('loads the lazy keys still to load and skips the ones the router has loaded', () => {
    const loader = vi.fn(() => Promise.resolve(() => null));
    const tree: RouteObject[] = [
      {
        path: 'clubs/:club',
        lazy: { Component: undefined, loader } as unknown as RouteObject['lazy'],
      },
    ];
    expect(() => loadRouteCode(tree, '/clubs/bris')).not.toThrow();
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
