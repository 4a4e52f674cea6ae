import { describe, expect, it } from 'vitest';
import { sanitizeUrl } from './logger.ts';

describe('sanitizeUrl', () => {
  it('keeps reset tokens and secrets in query strings out of the log', () => {
    expect(sanitizeUrl('/reset-confirm/MTI/abc-def')).toBe('/reset-confirm/MTI/[redacted]');
    expect(sanitizeUrl('/x?token=abc&a=1')).toBe('/x?token=[redacted]&a=1');
    expect(sanitizeUrl('/api/sailings/?club=ksss')).toBe('/api/sailings/?club=ksss');
  });
});
