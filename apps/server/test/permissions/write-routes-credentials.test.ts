import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_AUTHENTICATED_DETAIL } from '../../src/http/api-error.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { httpMethod } from '../helpers/http-method.ts';

/**
 * Every write route of the app answers an anonymous caller 401 before it looks at the body
 * (decision 0017): a new write route without `preValidation: requireCredentials` fails here,
 * unless it is one of the few operations meant for anonymous callers listed below.
 */

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Write operations anyone may call, each with the reason. */
const ANONYMOUS_WRITES = new Map<string, string>([
  ['POST /api/feedback/', 'the feedback form is open to visitors who are not signed in'],
  ['POST /auth/users/', 'registration: the caller has no account yet'],
  ['POST /auth/jwt/create/', 'login: credentials are what it hands out'],
  ['POST /auth/jwt/refresh/', 'the refresh token in the body is the credential'],
  ['POST /auth/users/reset_password/', 'a forgotten password: the caller cannot sign in'],
  ['POST /auth/users/reset_password_confirm/', 'the token from the mail is the credential'],
  [
    'POST /api/unsubscribe/:token/',
    'RFC 8058 one-click: the signed token in the mail is the credential',
  ],
]);

/** A body no write schema accepts: wrong types in fields many of them have. */
const INVALID_BODY = { name: 123, club: [[1]] };

/**
 * Every route the app registered, as "METHOD /path/:param/", read from Fastify's route tree
 * (`printRoutes` without common prefixes: one path segment per node, children indented by 4).
 */
function registeredRoutes(tree: string): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    stack.length = depth;
    stack.push(segment);
    const path = stack.join('');
    for (const method of methods.split(', ')) found.push(`${method} ${path}`);
  }
  return found;
}

/** A concrete URL for a route pattern: any value will do, the call must stop before it. */
function concreteUrl(pattern: string): string {
  return pattern.replace(/:[^/]+/g, '1').replace(/\*/g, 'x');
}

describe.each(databaseKinds)('write routes and credentials on %s', (kind) => {
  let t: TestApp;
  let writes: string[];

  beforeAll(async () => {
    t = await buildTestApp(kind);
    writes = registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter((route) => {
      const [method = '', path = ''] = route.split(' ');
      return WRITE_METHODS.has(method) && /^\/(api|auth)\//.test(path);
    });
  });
  afterAll(() => t.close());

  it('finds every documented write route', async () => {
    const document = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .map((method) => method.toUpperCase())
        .filter((method) => WRITE_METHODS.has(method))
        .map((method) => `${method} ${path.replace(/\{([^}]+)\}/g, ':$1')}`),
    );
    expect(documented.length).toBeGreaterThan(30);
    expect([...writes].sort()).toEqual(expect.arrayContaining(documented.sort()));
    for (const operation of ANONYMOUS_WRITES.keys()) expect(writes).toContain(operation);
  });

  it('answers an anonymous write with an invalid body 401, in Swedish', async () => {
    const answers: Record<string, string> = {};
    for (const route of writes) {
      if (ANONYMOUS_WRITES.has(route)) continue;
      const [method = '', path = ''] = route.split(' ');
      const response = await t.request({
        method: httpMethod(method),
        url: concreteUrl(path),
        payload: INVALID_BODY,
      });
      answers[route] = `${response.statusCode} ${response.json<{ detail?: string }>().detail}`;
    }
    const expected = Object.fromEntries(
      Object.keys(answers).map((route) => [route, `401 ${NOT_AUTHENTICATED_DETAIL}`]),
    );
    expect(Object.keys(answers).length).toBeGreaterThan(30);
    expect(answers).toEqual(expected);
  });

  it('lets the anonymous operations through to their own checks', async () => {
    for (const route of ANONYMOUS_WRITES.keys()) {
      const [method = '', path = ''] = route.split(' ');
      const response = await t.request({
        method: httpMethod(method),
        url: concreteUrl(path),
        payload: INVALID_BODY,
        // Each from its own address, so no throttle answers in their place.
        remoteAddress: `10.88.0.${[...ANONYMOUS_WRITES.keys()].indexOf(route) + 1}`,
      });
      expect(`${route} ${response.statusCode}`).toBe(`${route} 400`);
    }
  });
});
