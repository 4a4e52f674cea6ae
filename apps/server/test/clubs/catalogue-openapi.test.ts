import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

describe('catalogue routes in the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('describes every catalogue route with its methods', async () => {
    const response = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    const methods = (path: string) => Object.keys(paths[path] ?? {}).sort();
    expect(methods('/api/clubs/')).toEqual(['get', 'post']);
    expect(methods('/api/clubs/{slug}/')).toEqual(['get', 'patch']);
    expect(methods('/api/clubs/{slug}/courses/')).toEqual(['get']);
    expect(methods('/api/clubs/{slug}/sailors/')).toEqual(['get']);
    expect(methods('/api/clubs/{slug}/distinct-competitors/')).toEqual(['get']);
    expect(methods('/api/courses/')).toEqual(['post']);
    expect(methods('/api/courses/{id}/')).toEqual(['delete', 'get', 'put']);
    expect(methods('/api/sailors/')).toEqual(['get']);
    expect(methods('/api/sailors/{id}/')).toEqual(['get', 'patch']);
    expect(methods('/api/boat-models/')).toEqual(['get', 'post']);
    expect(methods('/api/boat-models/{id}/')).toEqual(['delete', 'get', 'put']);
    expect(methods('/api/boat-models/import/')).toEqual(['post']);
    expect(methods('/api/boats/')).toEqual(['get', 'post']);
    expect(methods('/api/boats/{id}/')).toEqual(['delete', 'get', 'patch']);
    expect(methods('/api/feedback/')).toEqual(['get', 'post']);
  });
});
