import { describe, expect, it } from 'vitest';
import { FORMAT_WARMUPS } from './warm.ts';

describe('FORMAT_WARMUPS', () => {
  it('each makes its formatter without throwing', () => {
    for (const warm of FORMAT_WARMUPS) expect(warm).not.toThrow();
  });
});
