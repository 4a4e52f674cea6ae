import { createHmac, randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_LIFETIME_S, MAX_ID, REFRESH_TOKEN_LIFETIME_S } from '@segla/core';
import { SignJWT, jwtVerify } from 'jose';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  token_type: TokenType;
  user_id: number;
  /** The user's token_version when issued: a password change bumps it and voids the token. */
  ver: number;
  jti: string;
  iat: number;
  exp: number;
}

export interface TokenSubject {
  id: number;
  token_version: number;
}

const lifetimes: Record<TokenType, number> = {
  access: ACCESS_TOKEN_LIFETIME_S,
  refresh: REFRESH_TOKEN_LIFETIME_S,
};

const isUserId = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= MAX_ID;

/** JWTs as SimpleJWT makes them: HS256 only, claims token_type, exp, iat, jti, user_id. */
export class JwtTokens {
  readonly #key: Uint8Array;

  constructor(secretKey: string) {
    // A key of its own, so a reset-token HMAC can never double as a JWT signature.
    this.#key = createHmac('sha256', secretKey).update('segla:jwt').digest();
  }

  async issue(type: TokenType, subject: TokenSubject): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ token_type: type, user_id: subject.id, ver: subject.token_version })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + lifetimes[type])
      .setJti(randomUUID().replaceAll('-', ''))
      .sign(this.#key);
  }

  async issuePair(subject: TokenSubject): Promise<{ access: string; refresh: string }> {
    return {
      access: await this.issue('access', subject),
      refresh: await this.issue('refresh', subject),
    };
  }

  /** The claims of a valid token of `type`, or null (bad signature, algorithm, type, expiry). */
  async verify(token: string, type: TokenType): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'] });
      const { token_type, user_id, ver, jti, iat, exp } = payload;
      if (token_type !== type) return null;
      const tokenType: TokenType = type;
      // A user id no id column can hold is no user (PostgreSQL would fail the lookup).
      if (!isUserId(user_id) || !Number.isSafeInteger(ver)) return null;
      if (typeof jti !== 'string' || typeof iat !== 'number' || typeof exp !== 'number')
        return null;
      return {
        token_type: tokenType,
        user_id,
        ver: ver as number,
        jti,
        iat,
        exp,
      };
    } catch {
      return null;
    }
  }
}
