import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from './query-keys.ts';

/**
 * After a write to a sailing's start groups or competitors: its detail (groups, competitors,
 * pursuit starts) and results are fetched again, so the page shows the change at once rather
 * than when the live update arrives; so are `alsoKeys` (e.g. the club's earlier boats).
 */
export function refreshSailing(
  queryClient: QueryClient,
  sailingId: number,
  ...alsoKeys: QueryKey[]
): Promise<unknown> {
  return Promise.all(
    [queryKeys.sailing(sailingId), queryKeys.sailingResults(sailingId), ...alsoKeys].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
