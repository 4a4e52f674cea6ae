import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { routePattern } from '../http/route-pattern.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Methods that have a route matching `pathname` (for 405 answers). */
    allowedMethods(pathname: string): string[];
  }
}

/**
 * Keeps an index of the API's routes so an unknown method on a known path is answered
 * 405 (as DRF does) rather than 404. Register before any route.
 */
export const routeIndexPlugin = fp(function routeIndex(app: FastifyInstance) {
  const routes: { methods: string[]; pattern: RegExp }[] = [];
  app.addHook('onRoute', (route) => {
    if (!/^\/(api|auth)\//.test(route.url)) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
    routes.push({ methods, pattern: routePattern(route.url) });
  });
  app.decorate('allowedMethods', (pathname: string) => {
    const allowed = new Set<string>();
    for (const route of routes) {
      if (route.pattern.test(pathname)) route.methods.forEach((m) => allowed.add(m));
    }
    return [...allowed];
  });
});
