import { useCallback, useEffect, useRef } from 'react';

/**
 * A function whose identity never changes and which always calls the latest `callback`: a
 * handler for memoised children that need not re-render when the parent does (what Mantine's
 * `useCallbackRef` did, without loading Mantine on a page that paints without it).
 */
export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
