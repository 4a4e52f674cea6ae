import { describe, expect, it } from 'vitest';
import { ResultsCache } from './results-cache.ts';

describe('ResultsCache', () => {
  it('serves an entry only at the version it was stored under', () => {
    const cache = new ResultsCache<string>();
    cache.set('sailing:1', 3, '{"a":1}');
    expect(cache.get('sailing:1', 3)).toBe('{"a":1}');
    expect(cache.get('sailing:1', 4)).toBeUndefined();
    expect(cache.get('sailing:2', 3)).toBeUndefined();
  });

  it('drops the least recently used entries beyond its size', () => {
    const cache = new ResultsCache<string>(2);
    cache.set('a', 1, 'A');
    cache.set('b', 1, 'B');
    expect(cache.get('a', 1)).toBe('A');
    cache.set('c', 1, 'C');
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBe('A');
    expect(cache.size).toBe(2);
  });
});
