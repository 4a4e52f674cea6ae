import { serverTimeSchema } from '@segla/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { expectStatus } from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

describe.each(databaseKinds)('GET /api/time/ on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers anyone the server clock in UTC with milliseconds, never cached', async () => {
    const before = Date.now();
    const response = await t.request({ method: 'GET', url: '/api/time/' });
    const after = Date.now();
    expectStatus(response, 200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { now } = serverTimeSchema.parse(response.json());
    expect(now).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const at = Date.parse(now);
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(after);
  });

  it('refuses a bad token, as every route does', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/time/',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(response.statusCode).toBe(401);
  });
});
