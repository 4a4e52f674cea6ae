import { useCallback, useSyncExternalStore } from 'react';

/** setTimeout's longest wait (2^31−1 ms); a time limit is a day at most anyway. */
const MAX_WAIT_MS = 2_147_483_647;

/**
 * Whether the protest time limit has passed; re-renders once when it does (not every second,
 * as a clock would: a form under it keeps still while she types).
 */
export function usePastDeadline(deadline: Date | null): boolean {
  const at = deadline?.getTime() ?? null;
  const subscribe = useCallback(
    (changed: () => void) => {
      const wait = at === null ? 0 : at - Date.now();
      if (wait <= 0) return () => undefined;
      const timer = setTimeout(changed, Math.min(wait, MAX_WAIT_MS));
      return () => clearTimeout(timer);
    },
    [at],
  );
  const past = () => at !== null && Date.now() >= at;
  return useSyncExternalStore(subscribe, past, past);
}
