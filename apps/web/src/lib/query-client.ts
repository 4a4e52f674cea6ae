import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors will not change by asking again; network trouble may.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    },
  },
});

/** Page data fetch delay (docs/product.md §9): answers faster than this show no loading state at all. */
export const PAGE_DATA_DELAY_MS = 200;

/**
 * For route loaders: starts fetching and waits at most `PAGE_DATA_DELAY_MS`. A fast answer is
 * there when the page renders (no loading flash); a slow one shows the page's own loading state.
 */
export async function prefetchWithin(
  load: () => Promise<unknown>,
  ms: number = PAGE_DATA_DELAY_MS,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    load().catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}
