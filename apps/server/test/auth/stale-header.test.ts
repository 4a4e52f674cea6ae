import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { login, registerSailor } from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

describe.each(databaseKinds)('a stale Authorization header on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const stale = { authorization: 'Bearer utgånget.eller.trasigt' };

  it('is ignored by login and refresh, as SimpleJWT ignores it', async () => {
    const { email, password } = await registerSailor(t);
    const created = await t.request({
      method: 'POST',
      url: '/auth/jwt/create/',
      headers: stale,
      payload: { email, password },
    });
    expect(created.statusCode).toBe(200);
    const { refresh } = await login(t, email, password);
    const refreshed = await t.request({
      method: 'POST',
      url: '/auth/jwt/refresh/',
      headers: stale,
      payload: { refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    const reset = await t.request({
      method: 'POST',
      url: '/auth/users/reset_password/',
      headers: stale,
      payload: { email },
    });
    expect(reset.statusCode).toBe(204);
  });

  it('is still refused where a user is needed', async () => {
    const response = await t.request({ method: 'GET', url: '/auth/users/me/', headers: stale });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'token_not_valid' });
  });
});
