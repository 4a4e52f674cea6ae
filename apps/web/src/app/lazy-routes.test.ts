import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lazyRouteParts } from './lazy-routes.tsx';

function lazyRoutes(tree: RouteObject[]): RouteObject[] {
  return tree.flatMap((route) => [
    ...(typeof route.lazy === 'function' ? [route] : []),
    ...lazyRoutes(route.children ?? []),
  ]);
}

describe('the lazy route table', () => {
  // React Router ignores a loader a lazy module returns when the table has one, and one in a
  // page's chunk starts only after that chunk: loaders belong in route-loaders.ts.
  it('has no page module with a loader of its own', { timeout: 60_000 }, async () => {
    const routes = lazyRoutes(lazyRouteParts.flatMap((part) => part.children));
    expect(routes.length).toBeGreaterThan(30);
    const withLoader: string[] = [];
    for (const route of routes) {
      const module = (await (route.lazy as () => Promise<Record<string, unknown>>)()) ?? {};
      if ('loader' in module) withLoader.push(route.path ?? '(index)');
    }
    expect(withLoader).toEqual([]);
  });
});
