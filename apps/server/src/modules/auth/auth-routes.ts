import {
  accessTokenSchema,
  currentUserSchema,
  detailErrorSchema,
  fieldErrorsSchema,
  loginSchema,
  refreshSchema,
  registeredUserSchema,
  registrationSchema,
  resetPasswordConfirmSchema,
  resetPasswordSchema,
  setPasswordSchema,
  tokenPairSchema,
} from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContentSchema, requireCredentials } from '../../http/path-params.ts';
import { requireUser } from '../../plugins/authenticate.ts';
import type { AuthService } from './auth-service.ts';

const tags = ['Konton och inloggning'];

/** The auth calls of docs/product.md §7, shaped as djoser and SimpleJWT answer them. */
export function authRoutes(app: FastifyInstance, options: { auth: AuthService }) {
  const { auth } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/auth/users/',
    {
      config: { skipAuthentication: true },
      schema: {
        tags,
        summary: 'Registrera ett seglarkonto',
        body: registrationSchema,
        response: { 201: registeredUserSchema, 400: fieldErrorsSchema, 429: detailErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await auth.register(request.body, request.ip);
      return reply.code(201).send(user);
    },
  );

  routes.post(
    '/auth/jwt/create/',
    {
      config: { skipAuthentication: true },
      schema: {
        tags,
        summary: 'Logga in: ett access- och ett refresh-token',
        body: loginSchema,
        response: {
          200: tokenPairSchema,
          400: fieldErrorsSchema,
          401: detailErrorSchema,
          429: detailErrorSchema,
        },
      },
    },
    (request) => auth.login(request.body, request.ip),
  );

  routes.post(
    '/auth/jwt/refresh/',
    {
      config: { skipAuthentication: true },
      schema: {
        tags,
        summary: 'Nytt access-token från ett refresh-token',
        body: refreshSchema,
        response: { 200: accessTokenSchema, 400: fieldErrorsSchema, 401: detailErrorSchema },
      },
    },
    (request) => auth.refresh(request.body.refresh),
  );

  routes.get(
    '/auth/users/me/',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Den inloggade användaren',
        security: [{ bearerAuth: [] }],
        response: { 200: currentUserSchema, 401: detailErrorSchema },
      },
    },
    (request) => auth.currentUser(request.user!.id),
  );

  routes.post(
    '/auth/users/reset_password/',
    {
      config: { skipAuthentication: true },
      schema: {
        tags,
        summary: 'Mejla en länk för att återställa lösenordet',
        body: resetPasswordSchema,
        response: { 204: noContentSchema, 400: fieldErrorsSchema, 429: detailErrorSchema },
      },
    },
    async (request, reply) => {
      await auth.requestPasswordReset(request.body.email, request.ip);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/auth/users/set_password/',
    {
      preValidation: requireCredentials,
      schema: {
        tags,
        summary: 'Byt lösenord: alla äldre token slutar gälla',
        security: [{ bearerAuth: [] }],
        body: setPasswordSchema,
        response: {
          204: noContentSchema,
          400: fieldErrorsSchema,
          401: detailErrorSchema,
          429: detailErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await auth.setPassword(request.body, request.ip, request.user);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/auth/users/reset_password_confirm/',
    {
      config: { skipAuthentication: true },
      schema: {
        tags,
        summary: 'Välj nytt lösenord med länkens uid och token',
        body: resetPasswordConfirmSchema,
        response: { 204: noContentSchema, 400: fieldErrorsSchema },
      },
    },
    async (request, reply) => {
      await auth.confirmPasswordReset(request.body);
      return reply.code(204).send(null);
    },
  );
}
