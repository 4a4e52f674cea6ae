import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, isJsonType, negotiateEncoding } from './content-encoding.ts';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['BR', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['gzip;q=0, *', 'br'],
    ['zstd, deflate', null],
    ['br ; q = 0.9 , gzip ; q = 0.2', 'br'],
    // Malformed parts are ignored rather than refused.
    [',,;;=,', null],
    ['br;q=banana', 'br'],
    ['gzip;q=2', 'gzip'],
  ])('chooses %j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('isJsonType', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['Application/JSON;charset=utf-8', true],
    ['application/problem+json', true],
    ['application/vnd.oai.openapi+json;version=3.0', true],
    ['application/jsonp', false],
    ['text/html; charset=utf-8', false],
    ['image/png', false],
    [undefined, false],
    [42, false],
  ])('%j is JSON: %s', (type, expected) => {
    expect(isJsonType(type)).toBe(expected);
  });
});

describe('compress', () => {
  const json = JSON.stringify({ rader: Array.from({ length: 50 }, (_, i) => `Båt ${i}`) });

  it.each(['br', 'gzip'] as const)('%s decodes back to the same bytes', async (encoding) => {
    const compressed = await compress(json, encoding);
    const decoded = encoding === 'br' ? brotliDecompressSync(compressed) : gunzipSync(compressed);
    expect(decoded.toString('utf8')).toBe(json);
    expect(compressed.length).toBeLessThan(Buffer.byteLength(json));
  });
});
