import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lazyRouteParts } from './lazy-routes.tsx';
import { preloadedPages } from './preloaded-pages.ts';
import { routes } from './router.tsx';

/** The whole route table: the first load's, with the lazy parts patched in where they go. */
function wholeTable(tree: RouteObject[]): RouteObject[] {
  return tree.map((route) => {
    const patched = lazyRouteParts
      .filter((part) => part.parent === route.id)
      .flatMap((part) => part.children);
    const children = [...(route.children ?? []), ...patched];
    return children.length > 0
      ? ({ ...route, children: wholeTable(children) } as RouteObject)
      : route;
  });
}

const modules = import.meta.glob('/src/app/**/*.tsx');

describe('the pages whose code the server names in their HTML', () => {
  it.each(preloadedPages)(
    '$name lists the route table and every route module of its path',
    { timeout: 60_000 },
    async (page) => {
      const example = page.path.replace(/:[^/]+/g, '1');
      const matches = matchRoutes(wholeTable(routes), example) ?? [];
      expect(matches.at(-1)?.pathname).toBe(example);
      const loaded = await Promise.all(
        matches
          .map((match) => match.route.lazy)
          .filter((lazy) => typeof lazy === 'function')
          .map((lazy) => (lazy as () => Promise<unknown>)()),
      );
      const [table, ...pageModules] = page.modules;
      expect(table).toBe('src/app/lazy-routes.tsx');
      const listed = await Promise.all(
        pageModules.map((module) => {
          const load = modules[`/${module}`];
          if (!load) throw new Error(`${module} is no module of the app`);
          return load();
        }),
      );
      expect(listed).toHaveLength(loaded.length);
      listed.forEach((module, index) => expect(module).toBe(loaded[index]));
    },
  );
});
