import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notAuthenticated } from '../http/api-error.ts';
import type { AuthService, AuthUser } from '../modules/auth/auth-service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Ignore the Authorization header (login, refresh, registration, reset), as SimpleJWT does. */
    skipAuthentication?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous request. */
    user: AuthUser | null;
  }
}

/** The bearer token of the Authorization header, or null when there is none. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw notAuthenticated('Ogiltig Authorization-header.', 'token_not_valid');
  return match[1];
}

/**
 * Resolves `request.user` from the access token on every request. A request without a token is
 * anonymous; a request with a bad token is refused (401), as DRF's JWT authentication does.
 */
export const authenticatePlugin = fp(function authenticate(
  app: FastifyInstance,
  options: { auth: AuthService },
) {
  app.decorateRequest('user', null);
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.skipAuthentication) return;
    const token = bearerToken(request);
    request.user = token === null ? null : await options.auth.authenticate(token);
  });
});

/** preHandler for routes that need a signed-in user. */
export function requireUser(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (err?: Error) => void,
) {
  done(request.user ? undefined : notAuthenticated());
}
