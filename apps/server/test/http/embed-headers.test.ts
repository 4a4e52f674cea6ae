import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { APP_HTML, EMBED_HTML, SPA_PAGES, webRootWith } from '../helpers/web-root.ts';

/** The embeddable board may be framed by any site; nothing else may (decision 0035). */
describe.each(databaseKinds)('the embeddable board’s headers on %s', (kind) => {
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

  it('serves embed.html under /embed/, framable from any origin', async () => {
    for (const url of ['/embed/clubs/bris', '/embed/clubs/finns-inte?x=1', '/embed/clubs/']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(EMBED_HTML);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const csp = String(response.headers['content-security-policy']);
      expect(csp.split(';')).toContain('frame-ancestors *');
      expect(csp).not.toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options'], url).toBeUndefined();
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it('keeps every other security header of the app on the board', async () => {
    const page = await t.request({ method: 'GET', url: '/' });
    const embed = await t.request({ method: 'GET', url: '/embed/clubs/bris' });
    const appCsp = String(page.headers['content-security-policy']).split(';');
    const embedCsp = String(embed.headers['content-security-policy']).split(';');
    expect(embedCsp.filter((d) => !d.startsWith('frame-ancestors'))).toEqual(
      appCsp.filter((d) => !d.startsWith('frame-ancestors')),
    );
    for (const name of [
      'cross-origin-opener-policy',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-permitted-cross-domain-policies',
    ]) {
      expect(embed.headers[name], name).toBe(page.headers[name]);
      expect(embed.headers[name], name).toBeDefined();
    }
  });

  it('forbids framing everywhere else', async () => {
    const urls = [
      '/',
      '/clubs/bris/profile',
      '/embed',
      '/embedded/clubs/bris',
      '/EMBED/clubs/bris',
      '/embed.html',
      '/?next=/embed/clubs/bris',
      '/api/clubs/',
      '/api/index-data/?club=finns-inte',
      '/api/embed/clubs/bris',
    ];
    for (const url of urls) {
      const response = await t.request({ method: 'GET', url });
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(String(response.headers['content-security-policy']), url).toContain(
        "frame-ancestors 'none'",
      );
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
    // The app's pages stay the app's, the board's HTML is served to its paths only.
    const app = await t.request({ method: 'GET', url: '/embedded/clubs/bris' });
    expect(app.body).toBe(APP_HTML);
  });

  it('answers other methods on the board’s paths as before, not with the page', async () => {
    const post = await t.request({ method: 'POST', url: '/embed/clubs/bris' });
    expect(post.statusCode).toBe(404);
    expect(typeof post.json<{ detail: unknown }>().detail).toBe('string');
  });
});

describe.each(databaseKinds)('a build without the board on %s', (kind) => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = webRootWith({ 'index.html': APP_HTML });
    t = await buildTestApp(kind, { webRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves the app under /embed/, and the app is never framed', async () => {
    const response = await t.request({ method: 'GET', url: '/embed/clubs/bris' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(APP_HTML);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
