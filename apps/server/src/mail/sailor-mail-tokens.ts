import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAX_ID, SAILOR_MAIL_KINDS, type SailorMailKind } from '@segla/core';

/** What an unsubscribe link names: whose mail, and which kind of it. */
export interface UnsubscribeSubject {
  sailorId: number;
  kind: SailorMailKind;
}

const TOKEN = /^([1-9]\d{0,9})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{43})$/;

const isKind = (text: string): text is SailorMailKind =>
  (SAILOR_MAIL_KINDS as readonly string[]).includes(text);

/**
 * The signed token of a mail's unsubscribe link (docs/product.md §19): `<sailor>.<kind>.<hmac>`,
 * HMAC-SHA256 under a key of its own derived from SECRET_KEY (so it can never double as a JWT or
 * a reset token). It does not expire: RFC 8058 wants the link in an old mail to work too, and
 * all it can do is switch one kind of mail off (or show whether it is on).
 */
export class UnsubscribeTokens {
  readonly #key: Buffer;

  constructor(secretKey: string) {
    this.#key = createHmac('sha256', secretKey).update('segla:unsubscribe').digest();
  }

  #signature(sailorId: number, kind: SailorMailKind): string {
    return createHmac('sha256', this.#key).update(`${sailorId}|${kind}`).digest('base64url');
  }

  make(subject: UnsubscribeSubject): string {
    return `${subject.sailorId}.${subject.kind}.${this.#signature(subject.sailorId, subject.kind)}`;
  }

  /** What a token names, or null: malformed, an unknown kind, or a signature that is not ours. */
  check(token: string): UnsubscribeSubject | null {
    const match = TOKEN.exec(token);
    if (!match) return null;
    const sailorId = Number(match[1]);
    const kind = match[2] ?? '';
    if (sailorId > MAX_ID || !isKind(kind)) return null;
    // Compared as text: decoding would ignore the spare bits of the last character.
    const given = Buffer.from(match[3] ?? '', 'utf8');
    const expected = Buffer.from(this.#signature(sailorId, kind), 'utf8');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { sailorId, kind };
  }
}
