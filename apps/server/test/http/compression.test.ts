import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeImage } from '../../src/modules/files/image-service.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertClub } from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

/** The body as the client reads it after undoing the Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return response.rawPayload.toString('utf8');
}

const varies = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe.each(databaseKinds)('compression of JSON answers on %s', (kind) => {
  let t: TestApp;
  let webRoot: string;
  let clubSlug: string;
  const bigAsset = `console.log(${JSON.stringify('x'.repeat(5000))});`;

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'segla-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(
      path.join(webRoot, 'index.html'),
      `<!doctype html><html lang="sv"><div id="root"></div>${'<!-- utfyllnad -->'.repeat(200)}</html>`,
    );
    // No .br/.gz sibling: the SPA's files are served as built, never compressed on the fly.
    writeFileSync(path.join(webRoot, 'assets', 'big-abc123.js'), bigAsset);
    t = await buildTestApp(kind, { webRoot });
    const db = t.db;
    // Enough clubs for a list well over 1 KB.
    for (let i = 0; i < 25; i++) {
      const club = await insertClub(db, { city: 'Stockholm', shortName: `K${i}` });
      clubSlug = club.slug;
    }
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.request({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it.each([
    ['/api/clubs/', 'gzip, deflate, br, zstd', 'br'],
    ['/api/clubs/', 'gzip', 'gzip'],
    ['/api/clubs/', 'br;q=0.4, gzip', 'gzip'],
    ['/api/openapi.json', 'br', 'br'],
    ['/api/openapi.json', 'gzip, deflate', 'gzip'],
  ])('compresses %s for "%s" as %s, to the same JSON', async (url, accept, encoding) => {
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const compressed = await get(url, accept);
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.headers['content-type']).toBe(plain.headers['content-type']);
    expect(varies(compressed)).toBe(true);
    expect(Number(compressed.headers['content-length'])).toBe(compressed.rawPayload.length);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(decoded(compressed))).toEqual(JSON.parse(plain.body));
    // Security headers stay on compressed answers.
    expect(compressed.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([undefined, '', 'identity', 'zstd, deflate', 'br;q=0, gzip;q=0', 'äöå;;;,,q=x'])(
    'sends identity when the client accepts no coding we make (%j)',
    async (accept) => {
      const response = await get('/api/clubs/', accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      // The same URL is compressed for others: caches must keep the forms apart.
      expect(varies(response)).toBe(true);
      expect(Array.isArray(response.json())).toBe(true);
    },
  );

  it('leaves a body under 1 KB uncompressed', async () => {
    const response = await get(`/api/clubs/${clubSlug}/`, 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ slug: clubSlug });
  });

  it('keeps error answers readable JSON', async () => {
    const notFound = await get('/api/finns-inte/', 'br, gzip');
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(decoded(notFound))).toEqual({ detail: 'Hittades inte.' });

    // A 400 with many field errors is over 1 KB: it may be compressed, and decodes to JSON.
    const fields = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`okant_falt_${i}`, i]));
    const invalid = await t.request({
      method: 'POST',
      url: '/auth/jwt/create/',
      payload: JSON.stringify(fields),
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(JSON.parse(decoded(invalid))).toMatchObject({ okant_falt_0: ['Okänt fält.'] });
  });

  it('leaves images and the web app’s files as they are', async () => {
    const noise = await sharp({
      create: {
        width: 64,
        height: 64,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    const name = await storeImage(t.db, 'logo', noise);
    const image = await get(`/media/${name}`, 'br, gzip');
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.length).toBeGreaterThan(1024);
    expect(image.headers['content-encoding']).toBeUndefined();

    const asset = await get('/assets/big-abc123.js', 'br, gzip');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBeUndefined();
    expect(asset.body).toBe(bigAsset);

    const page = await get('/klubbar', 'br, gzip');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body).toContain('<html lang="sv">');
  });
});
