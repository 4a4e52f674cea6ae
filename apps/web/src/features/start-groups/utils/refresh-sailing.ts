import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/live/query-keys.ts';

/**
 * After a write to a sailing's start groups: its detail (groups, competitors, pursuit starts)
 * and its results are fetched again, so the page shows the change at once rather than when the
 * live update arrives.
 */
export function refreshSailing(queryClient: QueryClient, sailingId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.sailing(sailingId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.sailingResults(sailingId) }),
  ]);
}
