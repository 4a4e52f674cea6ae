import { createHmac, randomBytes } from 'node:crypto';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JwtTokens } from './jwt-tokens.ts';

const SECRET = 'jwt-token-test-secret-0123456789abcdefgh';
const subject = { id: 12, token_version: 3 };

/** The signing key JwtTokens derives from SECRET, to make tokens it did not issue. */
const derivedKey = createHmac('sha256', SECRET).update('segla:jwt').digest();

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

function sign(claims: Record<string, unknown>, options: { alg?: string; key?: Uint8Array } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    token_type: 'access',
    user_id: 12,
    ver: 3,
    jti: 'abc',
    iat: now,
    exp: now + 900,
    ...claims,
  })
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .sign(options.key ?? derivedKey);
}

describe('JwtTokens', () => {
  const tokens = new JwtTokens(SECRET);
  afterEach(() => {
    vi.useRealTimers();
  });

  it('issues HS256 tokens with token_type, exp, iat, jti, user_id and the token version', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 5, 1, 12, 0, 0, 700));
    const iat = Date.UTC(2026, 5, 1, 12, 0, 0) / 1000;
    const access = await tokens.issue('access', subject);
    const refresh = await tokens.issue('refresh', subject);
    expect(decodeProtectedHeader(access)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(decodeJwt(access)).toEqual({
      token_type: 'access',
      user_id: 12,
      ver: 3,
      iat,
      exp: iat + 900,
      jti: expect.stringMatching(/^[0-9a-f]{32}$/) as string,
    });
    expect(decodeJwt(refresh)).toMatchObject({
      token_type: 'refresh',
      user_id: 12,
      ver: 3,
      iat,
      exp: iat + 604_800,
    });
    expect(decodeJwt(access).jti).not.toBe(decodeJwt(refresh).jti);
  });

  it('verifies a token of its own type, and only of that type', async () => {
    const { access, refresh } = await tokens.issuePair(subject);
    expect(await tokens.verify(access, 'access')).toMatchObject({
      token_type: 'access',
      user_id: 12,
      ver: 3,
    });
    expect(await tokens.verify(refresh, 'refresh')).toMatchObject({
      token_type: 'refresh',
      user_id: 12,
      ver: 3,
    });
    expect(await tokens.verify(access, 'refresh')).toBeNull();
    expect(await tokens.verify(refresh, 'access')).toBeNull();
  });

  it('refuses an expired token, from the second exp is reached', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.UTC(2026, 5, 1, 12, 0, 0);
    vi.setSystemTime(start);
    const access = await tokens.issue('access', subject);
    const refresh = await tokens.issue('refresh', subject);
    vi.setSystemTime(start + 899_999);
    expect(await tokens.verify(access, 'access')).not.toBeNull();
    vi.setSystemTime(start + 900_000);
    expect(await tokens.verify(access, 'access')).toBeNull();
    vi.setSystemTime(start + 604_799_000);
    expect(await tokens.verify(refresh, 'refresh')).not.toBeNull();
    vi.setSystemTime(start + 604_800_000);
    expect(await tokens.verify(refresh, 'refresh')).toBeNull();
  });

  it('refuses alg "none", with or without a signature', async () => {
    const payload = decodeJwt(await tokens.issue('access', subject));
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}`;
    expect(await tokens.verify(`${unsigned}.`, 'access')).toBeNull();
    expect(await tokens.verify(unsigned, 'access')).toBeNull();
    const signature = (await tokens.issue('access', subject)).split('.')[2] ?? '';
    expect(await tokens.verify(`${unsigned}.${signature}`, 'access')).toBeNull();
  });

  it('pins HS256: the right key under another HMAC algorithm is refused', async () => {
    expect(await tokens.verify(await sign({}), 'access')).not.toBeNull();
    expect(await tokens.verify(await sign({}, { alg: 'HS512' }), 'access')).toBeNull();
    expect(await tokens.verify(await sign({}, { alg: 'HS384' }), 'access')).toBeNull();
  });

  it('refuses a token signed with another key', async () => {
    expect(await tokens.verify(await sign({}, { key: randomBytes(32) }), 'access')).toBeNull();
    const other = new JwtTokens(`${SECRET}-other`);
    expect(await tokens.verify(await other.issue('access', subject), 'access')).toBeNull();
    // The raw secret is not the signing key either.
    expect(await tokens.verify(await sign({}, { key: Buffer.from(SECRET) }), 'access')).toBeNull();
  });

  it('refuses a tampered payload, header or signature', async () => {
    const [header = '', payload = '', signature = ''] = (
      await tokens.issue('access', subject)
    ).split('.');
    const claims = decodeJwt(`${header}.${payload}.${signature}`);
    expect(
      await tokens.verify(`${header}.${b64({ ...claims, user_id: 1 })}.${signature}`, 'access'),
    ).toBeNull();
    expect(
      await tokens.verify(
        `${header}.${b64({ ...claims, exp: claims.exp! + 3600 })}.${signature}`,
        'access',
      ),
    ).toBeNull();
    expect(
      await tokens.verify(
        `${header}.${b64({ ...claims, token_type: 'refresh' })}.${signature}`,
        'refresh',
      ),
    ).toBeNull();
    expect(
      await tokens.verify(`${b64({ alg: 'HS256' })}.${payload}.${signature}`, 'access'),
    ).toBeNull();
    const flipped = signature.charAt(5) === 'A' ? 'B' : 'A';
    expect(
      await tokens.verify(
        `${header}.${payload}.${signature.slice(0, 5)}${flipped}${signature.slice(6)}`,
        'access',
      ),
    ).toBeNull();
    expect(await tokens.verify(`${header}.${payload}.`, 'access')).toBeNull();
  });

  it('refuses properly signed tokens whose claims are missing or of the wrong kind', async () => {
    for (const claims of [
      { token_type: 'bearer' },
      { token_type: undefined },
      { user_id: '12' },
      { user_id: 1.5 },
      { user_id: undefined },
      { user_id: 0 },
      { user_id: -1 },
      { user_id: 2_147_483_648 },
      { ver: undefined },
      { ver: '3' },
      { jti: undefined },
      { jti: 42 },
    ]) {
      expect(await tokens.verify(await sign(claims), 'access'), JSON.stringify(claims)).toBeNull();
    }
  });

  it.each([
    '',
    'garbage',
    'a.b.c',
    'a.b',
    '...',
    'Bearer x',
    `${'x'.repeat(100)}.${'y'.repeat(100)}.${'z'.repeat(43)}`,
  ])('refuses the garbage %j', async (token) => {
    expect(await tokens.verify(token, 'access')).toBeNull();
  });
});
