import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WAIT } from '../../../test/waits.ts';
import { useWakeLock } from './use-wake-lock.ts';

class FakeSentinel extends EventTarget {
  released = false;
  readonly type = 'screen';
  release = vi.fn(() => {
    this.released = true;
    this.dispatchEvent(new Event('release'));
    return Promise.resolve();
  });
}

function installWakeLock() {
  const sentinels: FakeSentinel[] = [];
  const request = vi.fn(() => {
    const sentinel = new FakeSentinel();
    sentinels.push(sentinel);
    return Promise.resolve(sentinel);
  });
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
  return { request, sentinels };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('useWakeLock', () => {
  it('keeps the screen on, asks again when the page is shown again, and lets go on unmount', async () => {
    const { request, sentinels } = installWakeLock();
    const { result, unmount } = renderHook(() => useWakeLock());
    await vi.waitFor(() => expect(result.current.active).toBe(true), WAIT);
    expect(request).toHaveBeenCalledWith('screen');

    // The browser drops the lock when the page is hidden.
    act(() => {
      void sentinels[0]!.release();
      setVisibility('hidden');
    });
    expect(result.current.active).toBe(false);
    act(() => setVisibility('visible'));
    await vi.waitFor(() => expect(result.current.active).toBe(true), WAIT);
    expect(request).toHaveBeenCalledTimes(2);

    unmount();
    expect(sentinels[1]!.release).toHaveBeenCalled();
  });

  it('does nothing where the browser has no wake lock', () => {
    const { result } = renderHook(() => useWakeLock());
    expect(result.current).toEqual({ supported: false, active: false });
  });

  it('stays inactive when the browser refuses', async () => {
    const request = vi.fn(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
    const { result } = renderHook(() => useWakeLock());
    await vi.waitFor(() => expect(request).toHaveBeenCalled(), WAIT);
    expect(result.current).toEqual({ supported: true, active: false });
  });
});
