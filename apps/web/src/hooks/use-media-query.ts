import { useSyncExternalStore } from 'react';

/**
 * Whether `query` matches, read at once on the first render (no second render, no layout
 * shift) and followed as it changes. Plain React, for pieces that paint without Mantine
 * (decision 0041).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
