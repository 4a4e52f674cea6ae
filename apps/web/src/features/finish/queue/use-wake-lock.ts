import { useEffect, useState } from 'react';

/** What `useWakeLock` tells the page. */
export interface WakeLockState {
  /** The browser offers the Screen Wake Lock API. */
  supported: boolean;
  /** The screen is being kept on now. */
  active: boolean;
}

/**
 * Keeps the phone's screen on while the Målgång page is open (docs/product.md §11): a dark
 * screen between two finishes costs a tap and a second. The browser drops the lock whenever the
 * page is hidden, so it is asked for again each time the page is shown. Where the API is
 * missing (older Safari) nothing happens and `supported` is false.
 */
export function useWakeLock(enabled = true): WakeLockState {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const [active, setActive] = useState(false);

  useEffect(() => {
    if (!enabled || !supported) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;

    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const next = await navigator.wakeLock.request('screen');
        if (stopped) {
          await next.release();
          return;
        }
        sentinel = next;
        setActive(true);
        next.addEventListener('release', () => {
          if (sentinel === next) setActive(false);
        });
      } catch {
        // Refused (battery saver, no user gesture yet): the page works, the screen may dim.
        setActive(false);
      }
    };

    const onVisibility = () => {
      if (document.visibilityState === 'visible') void acquire();
    };
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      const held = sentinel;
      sentinel = null;
      if (held && !held.released) void held.release().catch(() => undefined);
      setActive(false);
    };
  }, [enabled, supported]);

  return { supported, active };
}
