import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useNow } from './clock.ts';

afterEach(() => vi.useRealTimers());

it('ticks each second while used', async () => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-13T18:30:00'));
  const { result, unmount } = renderHook(() => useNow());
  const start = result.current;
  await act(() => vi.advanceTimersByTimeAsync(999));
  expect(result.current).toBe(start);
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(result.current - start).toBe(1000);
  await act(() => vi.advanceTimersByTimeAsync(3000));
  expect(result.current - start).toBe(4000);
  unmount();
  expect(vi.getTimerCount()).toBe(0);
});
