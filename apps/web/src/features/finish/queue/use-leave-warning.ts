import { useEffect } from 'react';

/**
 * Warns before the tab is closed or reloaded while writes wait to be sent (docs/product.md §11):
 * the browser asks in its own words (browsers show no page text). Moving to another page of
 * the app needs no warning: the sailing's queue lives on while the app runs and keeps sending
 * (queue-registry.ts), so only leaving Segla itself could hold writes back.
 */
export function useLeaveWarning(waiting: boolean): void {
  useEffect(() => {
    if (!waiting) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [waiting]);
}
