import { useEffect, useState } from 'react';
import { PAGE_DATA_DELAY_MS } from '../lib/query-client.ts';

/**
 * True once `active` has stayed true for `delay` ms: a loading state that fast answers never
 * show (docs/product.md §9's 200 ms page data delay).
 */
export function useDelayedFlag(active: boolean, delay: number = PAGE_DATA_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setShown(true), delay);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [active, delay]);
  return active && shown;
}
