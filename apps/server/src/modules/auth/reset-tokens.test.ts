import { describe, expect, it } from 'vitest';
import {
  RESET_TOKEN_LIFETIME_S,
  ResetTokens,
  decodeUid,
  encodeUid,
  type ResetTokenSubject,
} from './reset-tokens.ts';

const SECRET = 'reset-token-test-secret-0123456789abcdef';
const NOW = Date.UTC(2026, 4, 17, 9, 30, 0);
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const user = (overrides: Partial<ResetTokenSubject> = {}): ResetTokenSubject => ({
  id: 7,
  password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g',
  token_version: 0,
  last_login: '2026-05-01T08:00:00.000Z',
  ...overrides,
});

/** The token with the character at `index` replaced by another base64url character. */
function replaceAt(token: string, index: number, pick: (current: number) => number): string {
  const at = index < 0 ? token.length + index : index;
  const current = BASE64URL.indexOf(token.charAt(at));
  return token.slice(0, at) + BASE64URL.charAt(pick(current) % 64) + token.slice(at + 1);
}

describe('ResetTokens', () => {
  const tokens = new ResetTokens(SECRET);

  it('makes `<timestamp base 36>-<43 base64url characters>` tokens that check out', () => {
    const token = tokens.make(user(), NOW);
    expect(token).toMatch(/^[0-9a-z]+-[A-Za-z0-9_-]{43}$/);
    expect(Number.parseInt(token.split('-')[0] ?? '', 36)).toBe(NOW / 1000);
    expect(tokens.check(user(), token, NOW)).toBe(true);
    expect(tokens.check(user(), token, NOW + 60_000)).toBe(true);
  });

  it('is deterministic for one user, time and key, and differs across keys', () => {
    expect(tokens.make(user(), NOW)).toBe(tokens.make(user(), NOW));
    const other = new ResetTokens(`${SECRET}-other`);
    expect(other.make(user(), NOW)).not.toBe(tokens.make(user(), NOW));
    expect(other.check(user(), tokens.make(user(), NOW), NOW)).toBe(false);
  });

  it('works for 24 hours and not a second longer', () => {
    expect(RESET_TOKEN_LIFETIME_S).toBe(86_400);
    const token = tokens.make(user(), NOW);
    expect(tokens.check(user(), token, NOW + 86_400_000)).toBe(true);
    expect(tokens.check(user(), token, NOW + 86_400_999)).toBe(true);
    expect(tokens.check(user(), token, NOW + 86_401_000)).toBe(false);
    expect(tokens.check(user(), token, NOW + 30 * 86_400_000)).toBe(false);
  });

  it('refuses a token dated in the future', () => {
    const token = tokens.make(user(), NOW + 60_000);
    expect(tokens.check(user(), token, NOW)).toBe(false);
  });

  it('is void once the user state changes', () => {
    const token = tokens.make(user(), NOW);
    expect(tokens.check(user({ password_hash: `${user().password_hash}x` }), token, NOW)).toBe(
      false,
    );
    expect(tokens.check(user({ token_version: 1 }), token, NOW)).toBe(false);
    expect(tokens.check(user({ last_login: '2026-05-17T09:31:00.000Z' }), token, NOW)).toBe(false);
    expect(tokens.check(user({ last_login: null }), token, NOW)).toBe(false);
    expect(tokens.check(user({ id: 8 }), token, NOW)).toBe(false);
  });

  it('refuses a tampered signature, including only the spare bits of its last character', () => {
    const token = tokens.make(user(), NOW);
    const dash = token.indexOf('-');
    expect(
      tokens.check(
        user(),
        replaceAt(token, dash + 10, (c) => c + 1),
        NOW,
      ),
    ).toBe(false);
    expect(
      tokens.check(
        user(),
        replaceAt(token, -1, (c) => c + 32),
        NOW,
      ),
    ).toBe(false);
    // 43 characters carry 258 bits for a 256-bit HMAC: the last character's two low bits are
    // spare, so a lenient decoder would take these spellings as the same signature.
    for (const flip of [1, 2, 3]) {
      expect(
        tokens.check(
          user(),
          replaceAt(token, -1, (c) => c ^ flip),
          NOW,
        ),
      ).toBe(false);
    }
  });

  it('refuses a moved timestamp with the old signature', () => {
    const token = tokens.make(user(), NOW - 3_600_000);
    const signature = token.slice(token.indexOf('-') + 1);
    const moved = `${Math.floor(NOW / 1000).toString(36)}-${signature}`;
    expect(tokens.check(user(), moved, NOW)).toBe(false);
  });

  it.each([
    '',
    'abc',
    '-',
    'lz1q2x-',
    `-${'A'.repeat(43)}`,
    `lz1q2x-${'A'.repeat(42)}`,
    `lz1q2x-${'A'.repeat(44)}`,
    `LZ1Q2X-${'A'.repeat(43)}`,
    `lz1q2x-${'A'.repeat(42)}=`,
    `zzzzzzzzzzz-${'A'.repeat(43)}`,
  ])('refuses the malformed token %j', (token) => {
    expect(tokens.check(user(), token, NOW)).toBe(false);
  });
});

describe('uid', () => {
  it.each([
    [1, 'MQ'],
    [42, 'NDI'],
    [123, 'MTIz'],
    [1000, 'MTAwMA'],
    [2_147_483_647, 'MjE0NzQ4MzY0Nw'],
  ])('encodes %i as the unpadded url-safe base64 %j of its digits', (id, uid) => {
    expect(encodeUid(id)).toBe(uid);
    expect(decodeUid(uid)).toBe(id);
  });

  it('round-trips ids', () => {
    for (const id of [1, 9, 10, 99, 255, 4096, 65_535, 999_999, 123_456_789]) {
      const uid = encodeUid(id);
      expect(uid).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeUid(uid)).toBe(id);
    }
  });

  const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

  it.each([
    ['empty', ''],
    ['padded', 'MQ=='],
    ['standard base64 alphabet', 'Pz8/'],
    ['not base64', '!!!'],
    ['spaces', 'M Q'],
    ['too long', 'M'.repeat(25)],
    ['zero', b64('0')],
    ['a leading zero', b64('01')],
    ['negative', b64('-1')],
    ['a fraction', b64('1.5')],
    ['an exponent', b64('1e3')],
    ['letters', b64('abc')],
    ['digits with a space', b64(' 12')],
    ['past a PostgreSQL integer', b64('2147483648')],
    ['huge', b64('999999999999999')],
    ['not UTF-8', Buffer.from([0xff, 0xfe, 0x31]).toString('base64url')],
  ])('decodes %s to null', (_label, uid) => {
    expect(decodeUid(uid)).toBeNull();
  });
});
