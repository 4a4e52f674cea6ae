import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  compress,
  MIN_COMPRESSED_BYTES,
  negotiateEncoding,
  varyOnAcceptEncoding,
  type ContentEncoding,
} from './content-encoding.ts';

/**
 * A JSON answer serialized once, with its entity tag and its compressed forms made on first
 * use, so that a cached answer is sent as stored bytes: no JSON.stringify, no compression and
 * no hashing per request (decision 0015). The results' CSV (issue 14) is kept the same way,
 * with its own media type.
 */
export class JsonRepresentation {
  /** The UTF-8 bytes of the JSON, sent as they are to clients that take no coding. */
  readonly body: Buffer;
  /** The Content-Type it is sent with. */
  readonly contentType: string;
  /**
   * Opaque part of the entity tag: a digest of the bytes, so the tag changes exactly when the
   * answer does, whichever version, audience or build of the server produced it.
   */
  readonly tag: string;
  readonly #encoded = new Map<ContentEncoding, Promise<Buffer>>();

  constructor(json: string, contentType = 'application/json; charset=utf-8') {
    this.body = Buffer.from(json, 'utf8');
    this.contentType = contentType;
    this.tag = createHash('sha256').update(this.body).digest('base64url').slice(0, 27);
  }

  /** The body in `encoding`, compressed once however many requests ask at the same time. */
  encoded(encoding: ContentEncoding): Promise<Buffer> {
    let pending = this.#encoded.get(encoding);
    if (!pending) {
      pending = compress(this.body, encoding);
      this.#encoded.set(encoding, pending);
      // A failure is not kept: the next request tries again.
      pending.catch(() => this.#encoded.delete(encoding));
    }
    return pending;
  }

  /** The strong entity tag of the form sent in `encoding` (each coding is its own form). */
  etag(encoding: ContentEncoding | null): string {
    return encoding ? `"${this.tag}-${encoding}"` : `"${this.tag}"`;
  }
}

/**
 * Whether an If-None-Match value matches `tag` in any of its codings, by the weak comparison
 * RFC 9110 §13.1.2 prescribes. A client holding the gzip form may now be offered brotli: the
 * content is the same, so it keeps what it has. Anything unparsable simply does not match.
 */
export function ifNoneMatchMatches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  for (const raw of ifNoneMatch.split(',')) {
    let candidate = raw.trim();
    if (candidate.startsWith('W/')) candidate = candidate.slice(2);
    if (candidate.length < 2 || !candidate.startsWith('"') || !candidate.endsWith('"')) continue;
    const opaque = candidate.slice(1, -1);
    if (opaque === tag || opaque === `${tag}-br` || opaque === `${tag}-gzip`) return true;
  }
  return false;
}

/**
 * Sends `representation` as a 200 in the best coding the client takes, or as a 304 when the
 * client already holds it. `Cache-Control: no-cache`: a client may keep the answer but asks
 * again every time (a 304 costs a few bytes), so what it shows is never stale.
 */
export async function sendJsonRepresentation(
  request: FastifyRequest,
  reply: FastifyReply,
  representation: JsonRepresentation,
): Promise<FastifyReply> {
  const encoding =
    representation.body.length >= MIN_COMPRESSED_BYTES
      ? negotiateEncoding(request.headers['accept-encoding'])
      : null;
  varyOnAcceptEncoding(reply);
  reply.header('cache-control', 'no-cache').header('etag', representation.etag(encoding));
  if (ifNoneMatchMatches(request.headers['if-none-match'], representation.tag)) {
    return reply.code(304).send();
  }
  reply.type(representation.contentType);
  if (encoding === null) return reply.send(representation.body);
  const body = await representation.encoded(encoding);
  return reply.header('content-encoding', encoding).send(body);
}
