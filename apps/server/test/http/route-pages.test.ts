import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { webRootWith } from '../helpers/web-root.ts';

const APP_HTML = '<!doctype html><html lang="sv"><div id="root"></div></html>';
const FINISH_HTML = '<!doctype html><html lang="sv"><link rel="modulepreload"></html>';
const EMBED_HTML = '<!doctype html><html lang="sv"><div id="embed"></div></html>';

const finishPage = JSON.stringify([
  { path: '/clubs/:club/sailings/:sailing/finish', file: 'pages/finish.html' },
]);

/** A page's own HTML names its code for a first visit (decision 0046). */
describe.each(databaseKinds)('pages with HTML of their own on %s', (kind) => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = webRootWith({
      'index.html': APP_HTML,
      'embed.html': EMBED_HTML,
      'pages/finish.html': FINISH_HTML,
      'route-pages.json': finishPage,
    });
    t = await buildTestApp(kind, { webRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers the page’s addresses with its own HTML, as index.html is answered', async () => {
    const index = await t.request({ method: 'GET', url: '/clubs/bris/sailings/10' });
    for (const url of [
      '/clubs/bris/sailings/10/finish',
      '/clubs/bris/sailings/10/finish/',
      '/clubs/bris/sailings/10/finish?x=1',
      '/clubs/br%C3%A5/sailings/abc/finish',
    ]) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(FINISH_HTML);
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

describe('a build whose page list is missing or names a missing file', () => {
  it('serves index.html there', async () => {
    const builds: Record<string, string>[] = [
      { 'index.html': APP_HTML },
      { 'index.html': APP_HTML, 'route-pages.json': finishPage },
    ];
    for (const files of builds) {
      const webRoot = webRootWith(files);
      const t = await buildTestApp('sqlite', { webRoot });
      try {
        const response = await t.request({ method: 'GET', url: '/clubs/bris/sailings/10/finish' });
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(APP_HTML);
      } finally {
        await t.close();
        rmSync(webRoot, { recursive: true, force: true });
      }
    }
  });
});
