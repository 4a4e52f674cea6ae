import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload.ts';

describe('failed chunk loads', () => {
  afterEach(() => window.sessionStorage.clear());

  it('recognises the browsers’ messages', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });

  it('reload the page at most once a minute', () => {
    const reload = vi.fn();
    expect(reloadAfterChunkError(1_000_000, reload)).toBe(true);
    expect(reloadAfterChunkError(1_030_000, reload)).toBe(false);
    expect(reloadAfterChunkError(1_059_999, reload)).toBe(false);
    expect(reloadAfterChunkError(1_060_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
