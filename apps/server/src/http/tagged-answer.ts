import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An answer serialized once, with the entity tag that names it: the results and the home
 * page's data keep one per version, so an unchanged answer is sent as it is (decision 0049).
 */
export interface TaggedAnswer {
  readonly body: Buffer;
  readonly contentType: string;
  /** A strong entity tag, quotes included. */
  readonly etag: string;
}

/** The compressed forms of kept answers' bodies, by coding; gone with the answer. */
const compressedForms = new WeakMap<Buffer, Map<string, Buffer>>();

/** A digest of the bytes: the tag changes exactly when the answer does, whoever made it. */
export function entityTag(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** `text` as an answer to keep, JSON unless told otherwise. */
export function taggedAnswer(
  text: string | Buffer,
  contentType = 'application/json; charset=utf-8',
): TaggedAnswer {
  const body = Buffer.from(text);
  compressedForms.set(body, new Map());
  return { body, contentType, etag: entityTag(body) };
}

function compressedOnce<Options>(
  coding: string,
  compress: (body: Buffer, options?: Options) => Buffer,
) {
  return (body: Buffer, options?: Options): Buffer => {
    const forms = compressedForms.get(body);
    if (!forms) return compress(body, options);
    let form = forms.get(coding);
    if (form === undefined) {
      form = compress(body, options);
      forms.set(coding, form);
    }
    return form;
  };
}

/**
 * node:zlib's one-call compressors for @fastify/compress (its `zlib` option), keeping what they
 * make of a kept answer's body: compressing a results answer per request would cost several
 * times what sending it does (decision 0049). Any other body is compressed as usual.
 */
export const zlibKeepingAnswers = {
  brotliCompressSync: compressedOnce<BrotliOptions>('br', brotliCompressSync),
  gzipSync: compressedOnce<ZlibOptions>('gzip', gzipSync),
};

/**
 * Whether an If-None-Match value names `etag` (or is `*`), by the weak comparison RFC 9110
 * §13.1.2 prescribes. Anything unparsable simply does not match.
 */
export function ifNoneMatchMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => opaque(candidate) === opaque(etag));
}

/**
 * Sends `answer` as a 200, or as an empty 304 when the client already holds it. `no-cache`
 * (the default): a client may keep the answer but asks again every time, so what it shows is
 * never stale. The tag names the content in whichever coding @fastify/compress sends it.
 */
export function sendTaggedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: TaggedAnswer,
  cacheControl = 'no-cache',
): FastifyReply {
  reply.header('cache-control', cacheControl).header('etag', answer.etag);
  if (ifNoneMatchMatches(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).send();
  }
  return reply.type(answer.contentType).send(answer.body);
}
