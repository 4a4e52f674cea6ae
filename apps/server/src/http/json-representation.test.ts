import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ifNoneMatchMatches, JsonRepresentation } from './json-representation.ts';

describe('JsonRepresentation', () => {
  const json = JSON.stringify({ grupper: Array.from({ length: 40 }, (_, i) => ({ båt: i })) });

  it('holds the UTF-8 bytes and a tag that follows the content', () => {
    const representation = new JsonRepresentation(json);
    expect(representation.body.toString('utf8')).toBe(json);
    expect(representation.tag).toMatch(/^[\w-]{20,}$/);
    expect(new JsonRepresentation(json).tag).toBe(representation.tag);
    expect(new JsonRepresentation(json.replace('"båt":39', '"båt":38')).tag).not.toBe(
      representation.tag,
    );
    expect(new JsonRepresentation(`${json} `).tag).not.toBe(representation.tag);
  });

  it('names each coding with its own strong tag', () => {
    const { tag } = new JsonRepresentation(json);
    const representation = new JsonRepresentation(json);
    expect(representation.etag(null)).toBe(`"${tag}"`);
    expect(representation.etag('br')).toBe(`"${tag}-br"`);
    expect(representation.etag('gzip')).toBe(`"${tag}-gzip"`);
  });

  it('compresses once per coding, however many ask', async () => {
    const representation = new JsonRepresentation(json);
    const first = representation.encoded('br');
    expect(representation.encoded('br')).toBe(first);
    expect(brotliDecompressSync(await first).toString('utf8')).toBe(json);
    expect(gunzipSync(await representation.encoded('gzip')).toString('utf8')).toBe(json);
  });
});

describe('ifNoneMatchMatches', () => {
  const tag = 'abcDEF123_-xyz';

  it.each([
    `"${tag}"`,
    `"${tag}-br"`,
    `"${tag}-gzip"`,
    `W/"${tag}"`,
    `W/"${tag}-br"`,
    `"other", "${tag}-gzip"`,
    ` "x" ,W/"${tag}" `,
    '*',
  ])('matches %s', (header) => {
    expect(ifNoneMatchMatches(header, tag)).toBe(true);
  });

  it.each([
    undefined,
    '',
    tag,
    `"${tag}`,
    `${tag}"`,
    `"${tag}-zstd"`,
    `"${tag}x"`,
    `"x${tag}"`,
    `w/"${tag}"`,
    '"',
    '""',
    'W/',
    ',,,',
    `"a", "b"`,
    '**',
    `"${'x'.repeat(10_000)}"`,
  ])('does not match %j', (header) => {
    expect(ifNoneMatchMatches(header, tag)).toBe(false);
  });
});
