import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './origin.ts';

const PUBLIC = 'https://segla.se';

describe('isAllowedOrigin', () => {
  it('accepts the PUBLIC_URL origin whatever host the request names', () => {
    expect(isAllowedOrigin('https://segla.se', 'internal:3000', PUBLIC)).toBe(true);
    expect(isAllowedOrigin('https://SEGLA.se', 'internal:3000', PUBLIC)).toBe(true);
  });

  it('accepts an origin of the host the request was sent to', () => {
    expect(isAllowedOrigin('http://127.0.0.1:3000', '127.0.0.1:3000', PUBLIC)).toBe(true);
    expect(isAllowedOrigin('https://segla.example', 'segla.example:443', PUBLIC)).toBe(true);
    expect(isAllowedOrigin('http://localhost:3000', 'LOCALHOST:3000', PUBLIC)).toBe(true);
  });

  it('accepts a handshake without Origin (not a browser)', () => {
    expect(isAllowedOrigin(undefined, 'segla.se', PUBLIC)).toBe(true);
  });

  it('refuses other sites, ports, schemes and opaque origins', () => {
    for (const origin of [
      'https://evil.example',
      'https://segla.se.evil.example',
      'http://segla.se',
      'https://segla.se:8443',
      'http://127.0.0.1:3001',
      'null',
      'file://',
      'chrome-extension://abc',
      'https://segla.se/path',
      'not an origin',
      '',
    ]) {
      expect(isAllowedOrigin(origin, '127.0.0.1:3000', PUBLIC), origin).toBe(false);
    }
    expect(isAllowedOrigin('https://evil.example', undefined, PUBLIC)).toBe(false);
    expect(isAllowedOrigin('https://evil.example', 'bad host/', PUBLIC)).toBe(false);
  });
});
