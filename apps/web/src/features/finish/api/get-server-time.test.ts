import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/render.tsx';
import { getServerTime, measureClockOffset } from './get-server-time.ts';

describe('GET /api/time/', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('measures the offset as the median of a few round trips', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-05-13T16:40:00.000Z');
    vi.setSystemTime(start);
    // Each answer takes 200 ms; the server is 5 s ahead, but one answer is an outlier.
    const ahead = [5_000, 5_000, 60_000];
    const calls = mockFetch(() => {
      const sent = Date.now();
      vi.setSystemTime(sent + 200);
      return jsonResponse(200, { now: new Date(sent + 100 + ahead.shift()!).toISOString() });
    });
    expect(await measureClockOffset()).toBe(5_000);
    expect(calls.map((call) => call.url)).toEqual(['/api/time/', '/api/time/', '/api/time/']);
    expect(calls[0]!.init?.headers).not.toHaveProperty('Authorization');
  });

  it('refuses an answer without a time', async () => {
    mockFetch(() => jsonResponse(200, { now: 'soon' }));
    await expect(getServerTime()).rejects.toThrow();
  });
});
