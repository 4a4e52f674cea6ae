import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { GOOD_PASSWORD, login, registerSailor } from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { ResetTokens } from '../../src/modules/auth/reset-tokens.ts';

describe.each(databaseKinds)('probe %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('race', async () => {
    const { email } = await registerSailor(t);
    const rs = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.request({
          method: 'POST',
          url: '/auth/jwt/create/',
          payload: { email, password: 'wrong-' + i },
          remoteAddress: `10.50.0.${i}`,
        }),
      ),
    );
    console.log(kind, 'race statuses', rs.map((r) => r.statusCode).join(','));
  });
  it('uid', async () => {
    const uid = Buffer.from('999999999999999').toString('base64url');
    const r = await t.request({
      method: 'POST',
      url: '/auth/users/reset_password_confirm/',
      payload: { uid, token: 'abc', new_password: GOOD_PASSWORD },
    });
    console.log(kind, 'uid', r.statusCode, r.body);
  });
  it('stale header on refresh', async () => {
    const { email } = await registerSailor(t);
    const pair = await login(t, email, GOOD_PASSWORD);
    const r = await t.request({
      method: 'POST',
      url: '/auth/jwt/refresh/',
      payload: { refresh: pair.refresh },
      headers: { authorization: 'Bearer garbage' },
    });
    console.log(kind, 'stale', r.statusCode, r.body);
    const r2 = await t.request({
      method: 'POST',
      url: '/auth/jwt/create/',
      payload: { email, password: GOOD_PASSWORD },
      headers: { authorization: 'Bearer garbage' },
    });
    console.log(kind, 'stale login', r2.statusCode, r2.body);
  });
  it('malleable', () => {
    const rt = new ResetTokens('x'.repeat(40));
    const u = { id: 1, password_hash: 'h', token_version: 0, last_login: null };
    let ok = 0;
    for (let i = 0; i < 20; i++) {
      const tok = rt.make(u, Date.now() + i * 1000);
      const last = tok.at(-1)!;
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const idx = alphabet.indexOf(last);
      const other = alphabet[idx ^ 1]!;
      if (rt.check(u, tok.slice(0, -1) + other, Date.now() + i * 1000)) ok++;
    }
    console.log('malleable accepted', ok);
  });
});
