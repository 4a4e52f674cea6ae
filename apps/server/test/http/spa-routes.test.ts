import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { APP_HTML, EMBED_HTML, SPA_PAGES, webRootWith } from '../helpers/web-root.ts';

/** Every page of the app is index.html: the router loads its code (decision 0052). */
describe.each(databaseKinds)('the app’s addresses on %s', (kind) => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = webRootWith(SPA_PAGES);
    t = await buildTestApp(kind, { webRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers the Målgång page’s addresses with index.html, as every page is answered', async () => {
    const index = await t.request({ method: 'GET', url: '/clubs/bris/sailings/10' });
    for (const url of [
      '/clubs/bris/sailings/10/finish',
      '/clubs/bris/sailings/10/finish/',
      '/clubs/bris/sailings/10/finish?x=1',
      '/clubs/br%C3%A5/sailings/abc/finish',
    ]) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(APP_HTML);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      for (const header of ['cache-control', 'content-security-policy', 'x-frame-options']) {
        expect(response.headers[header], `${url} ${header}`).toBe(index.headers[header]);
        expect(response.headers[header], `${url} ${header}`).toBeDefined();
      }
    }
    const head = await t.request({ method: 'HEAD', url: '/clubs/bris/sailings/10/finish' });
    expect(head.statusCode).toBe(200);
  });

  it('answers every other address of the app with index.html', async () => {
    for (const url of [
      '/',
      '/clubs/bris/sailings/10',
      '/clubs/bris/sailings/10/result',
      '/clubs/bris/sailings/10/finish/x',
      '/clubs/bris/sailings//finish',
      '/clubs/sailings/10/finish',
      '/x/clubs/bris/sailings/10/finish',
    ]) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(APP_HTML);
    }
    const embed = await t.request({ method: 'GET', url: '/embed/clubs/bris/sailings/10/finish' });
    expect(embed.body).toBe(EMBED_HTML);
  });
});

describe('a build with only index.html', () => {
  it('serves index.html at the Målgång page’s address', async () => {
    const webRoot = webRootWith({ 'index.html': APP_HTML });
    const t = await buildTestApp('sqlite', { webRoot });
    try {
      const response = await t.request({ method: 'GET', url: '/clubs/bris/sailings/10/finish' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(APP_HTML);
    } finally {
      await t.close();
      rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
