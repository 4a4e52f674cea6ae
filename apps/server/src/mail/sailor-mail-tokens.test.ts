import { describe, expect, it } from 'vitest';
import { UnsubscribeTokens } from './sailor-mail-tokens.ts';

describe('unsubscribe tokens', () => {
  const tokens = new UnsubscribeTokens('a-secret-key-that-is-long-enough-0123456789');

  it('names the sailor and kind it was made for', () => {
    const token = tokens.make({ sailorId: 42, kind: 'crew_invitation' });
    expect(token).toMatch(/^42\.crew_invitation\.[\w-]{43}$/);
    expect(tokens.check(token)).toEqual({ sailorId: 42, kind: 'crew_invitation' });
  });

  it('refuses a token changed in any part, of another key, or malformed', () => {
    const token = tokens.make({ sailorId: 42, kind: 'results_published' });
    const [, , signature = ''] = token.split('.');
    const other = new UnsubscribeTokens('another-secret-key-that-is-long-enough-01234');
    for (const bad of [
      `43.results_published.${signature}`,
      `42.results_verified.${signature}`,
      `42.newsletter.${signature}`,
      `42.results_published.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      other.make({ sailorId: 42, kind: 'results_published' }),
      `2147483648.results_published.${signature}`,
      `042.results_published.${signature}`,
      `${token}x`,
      '',
      '..',
    ]) {
      expect(tokens.check(bad), bad).toBeNull();
    }
  });
});
