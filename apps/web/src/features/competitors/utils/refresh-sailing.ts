import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { distinctCompetitorKeys } from '../api/get-distinct-competitors.ts';

/**
 * After a write to a sailing's competitors: its detail and results are fetched again, so the
 * page shows the change at once rather than when the live update arrives, and so are the club's
 * earlier boats (an entered boat leaves that list, a removed one returns).
 */
export function refreshSailing(queryClient: QueryClient, sailingId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.sailing(sailingId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.sailingResults(sailingId) }),
    queryClient.invalidateQueries({ queryKey: distinctCompetitorKeys.all }),
  ]);
}
