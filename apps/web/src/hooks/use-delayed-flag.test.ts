import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useDelayedFlag } from './use-delayed-flag.ts';

afterEach(() => vi.useRealTimers());

it('shows loading only after 200 ms (no flash for fast answers)', async () => {
  vi.useFakeTimers();
  const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active), {
    initialProps: { active: true },
  });
  await act(() => vi.advanceTimersByTimeAsync(199));
  expect(result.current).toBe(false);
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(result.current).toBe(true);
  rerender({ active: false });
  expect(result.current).toBe(false);
});
