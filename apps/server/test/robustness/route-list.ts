import type { FastifyInstance } from 'fastify';

/** A route as Fastify has it: `/api/sailings/:id/` and the methods it takes. */
export interface ListedRoute {
  url: string;
  methods: string[];
}

/**
 * Every route of a ready app, from Fastify's own tree (`printRoutes`): the one public list that
 * also holds the routes the OpenAPI document hides (`schema.hide`), so the fuzz finds a new
 * hidden route without being told. The tree is read line by line: each level is indented by
 * four characters and its text continues its parent's path.
 */
export function routeList(app: FastifyInstance): ListedRoute[] {
  const routes: ListedRoute[] = [];
  const segments: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    segments.length = match[1]!.length / 4;
    segments.push(match[2]!);
    if (match[3]) routes.push({ url: segments.join(''), methods: match[3].split(', ') });
  }
  return routes;
}

/** `/api/sailings/{id}/` (OpenAPI) → `/api/sailings/:id/` (Fastify). */
export function fastifyPath(openApiPath: string): string {
  return openApiPath.replace(/\{([^}]+)\}/g, ':$1');
}
