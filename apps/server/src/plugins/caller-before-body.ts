import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { requireCredentials } from '../http/path-params.ts';

/**
 * A body that failed its schema, handed to the service in place of the input: reading it throws
 * the validation error (answered 400 with field errors). `then` reads as absent, so the object
 * may pass through promises unread.
 */
export function refusedBody(error: Error): object {
  const refuse = (): never => {
    throw error;
  };
  return new Proxy(Object.create(null) as object, {
    get: (_target, key) => (key === 'then' ? undefined : refuse()),
    has: refuse,
    ownKeys: refuse,
    getOwnPropertyDescriptor: refuse,
    set: refuse,
    deleteProperty: refuse,
    defineProperty: refuse,
  });
}

function declaresRequireCredentials(route: RouteOptions): boolean {
  const hooks = route.preValidation;
  return Array.isArray(hooks) ? hooks.includes(requireCredentials) : hooks === requireCredentials;
}

/**
 * Write routes answer who may call them before what was sent, in DRF's order (decision 0017):
 * 401 without credentials (`requireCredentials`), then the service's own checks (403, or 404
 * for what the caller may not see), and only then 400 for a body that fails its schema. So on a
 * route that declares `preValidation: requireCredentials` and has a body schema (and no query
 * schema), a failed body is not answered at once: the service gets `refusedBody`, which throws
 * the field errors when the service first reads its input, after checking the caller. A service
 * must therefore check the caller before it reads the input. Register before any route.
 */
export const callerBeforeBodyPlugin = fp(function callerBeforeBody(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const schema = route.schema;
    if (!schema?.body || schema.querystring || schema.headers) return;
    if (declaresRequireCredentials(route)) route.attachValidation = true;
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const error = request.validationError;
    // Only a failed body waits; bad path parameters are answered as usual.
    if (error && error.validationContext !== 'body') return done(error);
    if (error) request.body = refusedBody(error);
    done();
  });
});
