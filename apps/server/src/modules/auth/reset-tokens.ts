import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a reset link works (docs/product.md §7). */
export const RESET_TOKEN_LIFETIME_S = 24 * 60 * 60;

/** The user state a reset token is bound to: any change (a new password) voids the token. */
export interface ResetTokenSubject {
  id: number;
  password_hash: string;
  token_version: number;
  last_login: string | null;
}

/** `uid` in reset links: the unpadded url-safe base64 of the user id. */
export function encodeUid(userId: number): string {
  return Buffer.from(String(userId), 'utf8').toString('base64url');
}

/** The largest id an `integer` column holds in PostgreSQL; a larger one is no user. */
const MAX_USER_ID = 2_147_483_647;

export function decodeUid(uid: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,24}$/.test(uid)) return null;
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_USER_ID ? id : null;
}

/**
 * Reset tokens in the manner of Django's PasswordResetTokenGenerator: `<timestamp>-<hmac>`,
 * the HMAC taken over the user's state and the timestamp, so a token works until it expires
 * or the state changes (the password is set: single use).
 */
export class ResetTokens {
  readonly #key: Buffer;

  constructor(secretKey: string) {
    this.#key = createHmac('sha256', secretKey).update('segla:password-reset').digest();
  }

  #signature(user: ResetTokenSubject, timestamp: number): Buffer {
    const state = [
      user.id,
      user.password_hash,
      user.token_version,
      user.last_login ?? '',
      timestamp,
    ];
    return createHmac('sha256', this.#key).update(state.join('|')).digest();
  }

  make(user: ResetTokenSubject, nowMs = Date.now()): string {
    const timestamp = Math.floor(nowMs / 1000);
    return `${timestamp.toString(36)}-${this.#signature(user, timestamp).toString('base64url')}`;
  }

  check(user: ResetTokenSubject, token: string, nowMs = Date.now()): boolean {
    const match = /^([0-9a-z]{1,10})-([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return false;
    const timestamp = Number.parseInt(match[1] ?? '', 36);
    const age = Math.floor(nowMs / 1000) - timestamp;
    if (!Number.isSafeInteger(timestamp) || age < 0 || age > RESET_TOKEN_LIFETIME_S) return false;
    // Compared as text: decoding would ignore the spare bits of the last character, so
    // several spellings of one signature would pass.
    const given = Buffer.from(match[2] ?? '', 'utf8');
    const expected = Buffer.from(this.#signature(user, timestamp).toString('base64url'), 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
