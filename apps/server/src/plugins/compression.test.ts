import { brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressionPlugin } from './compression.ts';

const big = { rader: Array.from({ length: 100 }, (_, i) => ({ båt: `Båt ${i}`, plats: i })) };
const bigJson = JSON.stringify(big);

describe('compressionPlugin', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(compressionPlugin);
    app.get('/api/big/', () => big);
    app.get('/api/tagged/', (_request, reply) => reply.header('etag', '"v1"').send(big));
    app.get('/api/sized/', (_request, reply) =>
      reply
        .type('application/json')
        .header('content-length', String(Buffer.byteLength(bigJson)))
        .send(bigJson),
    );
    app.get('/ws/big', () => big);
    app.get('/api/text/', (_request, reply) => reply.type('text/plain').send(bigJson));
    app.get('/api/gzipped/', (_request, reply) =>
      reply.type('application/json').header('content-encoding', 'gzip').send(gzipSync(bigJson)),
    );
    app.get('/api/created/', (_request, reply) => reply.code(201).send(big));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url, headers: { 'accept-encoding': 'br' } });

  it('compresses JSON of any success status, counting the new length', async () => {
    for (const url of ['/api/big/', '/api/sized/', '/api/created/']) {
      const response = await get(url);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(bigJson);
    }
    const head = await get('/api/sized/', 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBeLessThan(Buffer.byteLength(bigJson));
  });

  it('weakens a strong ETag set for the uncompressed bytes', async () => {
    const response = await get('/api/tagged/');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.etag).toBe('W/"v1"');
  });

  it('leaves the websocket path, other types and encoded answers alone', async () => {
    const ws = await get('/ws/big');
    expect(ws.headers['content-encoding']).toBeUndefined();
    expect(ws.json()).toEqual(big);
    const text = await get('/api/text/');
    expect(text.headers['content-encoding']).toBeUndefined();
    expect(text.body).toBe(bigJson);
    const gzipped = await get('/api/gzipped/');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload).toEqual(gzipSync(bigJson));
  });
});
