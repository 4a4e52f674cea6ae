import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLeaveWarning } from './use-leave-warning.ts';

function unloadIsHeld(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useLeaveWarning', () => {
  it('holds a closing tab only while writes wait', () => {
    const { rerender, unmount } = renderHook(({ waiting }) => useLeaveWarning(waiting), {
      initialProps: { waiting: false },
    });
    expect(unloadIsHeld()).toBe(false);
    rerender({ waiting: true });
    expect(unloadIsHeld()).toBe(true);
    rerender({ waiting: false });
    expect(unloadIsHeld()).toBe(false);
    rerender({ waiting: true });
    unmount();
    expect(unloadIsHeld()).toBe(false);
  });
});
