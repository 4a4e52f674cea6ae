import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { taggedAnswer, zlibKeepingAnswers } from './tagged-answer.ts';

describe('zlibKeepingAnswers', () => {
  const text = JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => ({ id: i })) });

  it('compresses a kept answer once per coding, to its very bytes', () => {
    const { body } = taggedAnswer(text);
    const br = zlibKeepingAnswers.brotliCompressSync(body);
    expect(zlibKeepingAnswers.brotliCompressSync(body)).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(text);
    const gzip = zlibKeepingAnswers.gzipSync(body);
    expect(zlibKeepingAnswers.gzipSync(body)).toBe(gzip);
    expect(gunzipSync(gzip).toString()).toBe(text);
  });

  it('compresses any other body anew, and a new answer of the same text apart', () => {
    const other = Buffer.from(text);
    expect(zlibKeepingAnswers.gzipSync(other)).not.toBe(zlibKeepingAnswers.gzipSync(other));
    const first = taggedAnswer(text);
    const second = taggedAnswer(text);
    expect(first.etag).toBe(second.etag);
    expect(zlibKeepingAnswers.gzipSync(first.body)).not.toBe(
      zlibKeepingAnswers.gzipSync(second.body),
    );
  });
});
