import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';

describe.each(databaseKinds)('HTTP behaviour on %s', (kind) => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'segla-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html lang="sv"><div id="root"></div></html>',
    );
    writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(
      path.join(webRoot, 'assets', 'app-abc123.js.br'),
      brotliCompressSync('console.log(1)'),
    );
    t = await buildTestApp(kind, { webRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const login = (payload: string, contentType = 'application/json') =>
    t.request({
      method: 'POST',
      url: '/auth/jwt/create/',
      payload,
      headers: { 'content-type': contentType },
    });

  it('answers malformed JSON with a 400 in Swedish', async () => {
    const response = await login('{"email": "a@b.se",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ['Ogiltig JSON i förfrågan.'] });
  });

  it.each([
    ['a list', '[]'],
    ['a string', '"text"'],
    ['a number', '42'],
    ['null', 'null'],
  ])('answers a body that is %s with a 400', async (_label, body) => {
    const response = await login(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ['Ogiltig data. Förväntade ett objekt.'] });
  });

  it('answers an empty body with a 400', async () => {
    const noType = await t.request({ method: 'POST', url: '/auth/jwt/create/' });
    expect(noType.statusCode).toBe(400);
    const emptyJson = await login('');
    expect(emptyJson.statusCode).toBe(400);
    expect(emptyJson.json()).toHaveProperty('non_field_errors');
  });

  it('answers wrong types and unknown fields with field errors', async () => {
    const response = await login(JSON.stringify({ email: 12, password: ['x'], admin: true }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      email: ['Fel typ: förväntade en text, fick ett tal.'],
      password: ['Fel typ: förväntade en text, fick en lista.'],
      admin: ['Okänt fält.'],
    });
  });

  it('refuses a JSON body over 1 MB with 413', async () => {
    const response = await login(
      JSON.stringify({ email: 'a@b.se', password: 'x'.repeat(1024 * 1024) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'Förfrågan är för stor: högst 1 MB.' });
  });

  it('refuses an unsupported content type with 415', async () => {
    const response = await login('email=a@b.se', 'text/plain');
    expect(response.statusCode).toBe(415);
    expect(response.json<{ detail: string }>().detail).toMatch(/Mediatypen stöds inte/);
  });

  it.each(['/api/finns-inte/', '/auth/finns-inte/', '/api/', '/media/x.png', '/ws/x'])(
    'answers the unknown server path %s with a JSON 404',
    async (url) => {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await t.request({ method, url });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/application\/json/);
        expect(response.json()).toEqual({ detail: 'Hittades inte.' });
      }
    },
  );

  it('answers a known API path with the wrong method with 405', async () => {
    const response = await t.request({ method: 'GET', url: '/auth/jwt/create/' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json()).toEqual({ detail: 'Metoden "GET" tillåts inte.' });
    const put = await t.request({ method: 'PUT', url: '/auth/users/me/' });
    expect(put.statusCode).toBe(405);
    expect(String(put.headers.allow)).toContain('GET');
    expect(String(put.headers.allow)).toContain('DELETE');
  });

  it('serves the SPA for every other path, and files as they are', async () => {
    for (const url of ['/', '/clubs/ksss/sailings', '/reset-confirm/MQ/abc', '/index%20copy']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<html lang="sv">');
    }
    const asset = await t.request({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const compressed = await t.request({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    const missingAsset = await t.request({ method: 'GET', url: '/assets/app-old999.js' });
    expect(missingAsset.statusCode).toBe(404);
    const post = await t.request({ method: 'POST', url: '/clubs/ksss/sailings' });
    expect(post.statusCode).toBe(404);
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const response = await t.request({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends the same security headers on JSON answers and errors', async () => {
    const page = await t.request({ method: 'GET', url: '/' });
    const clubs = await t.request({ method: 'GET', url: '/api/clubs/' });
    const missing = await t.request({ method: 'GET', url: '/api/finns-inte/' });
    const results = await t.request({ method: 'GET', url: '/api/sailings/2000000000/results/' });
    expect([clubs.statusCode, missing.statusCode, results.statusCode]).toEqual([200, 404, 404]);
    const names = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
    ];
    for (const response of [clubs, missing, results]) {
      for (const name of names) expect(response.headers[name], name).toBe(page.headers[name]);
    }
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('describes the API as OpenAPI 3 from the route schemas', async () => {
    const response = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of [
      '/auth/users/',
      '/auth/jwt/create/',
      '/auth/jwt/refresh/',
      '/auth/users/me/',
      '/auth/users/reset_password/',
      '/auth/users/reset_password_confirm/',
    ]) {
      expect(doc.paths).toHaveProperty(route);
    }
    const register = doc.paths['/auth/users/']?.post as {
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
    };
    expect(register.requestBody.content['application/json']?.schema.required).toEqual(
      expect.arrayContaining(['email', 'password', 'terms']),
    );
    const docs = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });

  it('never answers 5xx to hostile input', async () => {
    const payloads = [
      '{"__proto__": {"is_staff": true}, "email": "a@b.se", "password": "x"}',
      '{"constructor": {"prototype": {}}}',
      `{"email": "${'å'.repeat(300)}", "password": "x"}`,
      '{"email": "a@b.se", "password": "\\u0000"}',
      '{"email": {"$gt": ""}, "password": "x"}',
      '\u0000\u0001',
    ];
    for (const payload of payloads) {
      const response = await login(payload);
      expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload).toBeLessThan(500);
    }
  });
});

describe.each(databaseKinds)('uploads on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  function multipart(fileSize: number) {
    const boundary = '----segla-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nfil@example.se\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\n` +
        `Content-Type: image/png\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    return {
      payload: Buffer.concat([head, Buffer.alloc(fileSize, 7), tail]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }

  it('refuses a file over 5 MB with 413', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/auth/users/',
      ...multipart(5 * 1024 * 1024 + 1),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'Filen är för stor: högst 5 MB.' });
  });

  it('validates multipart fields with the same schema as JSON', async () => {
    const response = await t.request({ method: 'POST', url: '/auth/users/', ...multipart(1024) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      password: ['Detta fält är obligatoriskt.'],
      terms: ['Detta fält är obligatoriskt.'],
      logo: ['Okänt fält.'],
    });
  });
});

describe('the log', () => {
  it('never holds passwords or tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const t = await buildTestApp('sqlite', { logStream: stream });
    try {
      const email = 'loggad@example.se';
      const password = 'Hemligt-Lösen-2026!';
      await t.request({
        method: 'POST',
        url: '/auth/users/',
        payload: { email, password, terms: true },
      });
      const tokens = await t.request({
        method: 'POST',
        url: '/auth/jwt/create/',
        payload: { email, password },
      });
      const { access, refresh } = tokens.json<{ access: string; refresh: string }>();
      await t.request({
        method: 'GET',
        url: '/auth/users/me/',
        headers: { authorization: `Bearer ${access}` },
      });
      await t.request({ method: 'POST', url: '/auth/jwt/refresh/', payload: { refresh } });
      await t.request({
        method: 'POST',
        url: '/auth/jwt/create/',
        payload: { email, password: 'fel-Lösen-999' },
      });
      await t.request({ method: 'GET', url: '/reset-confirm/MQ/hemlig-token' });
      const log = lines.join('');
      expect(log).toContain('request completed');
      for (const secret of [password, 'fel-Lösen-999', access, refresh, 'hemlig-token']) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });
});
