import type { QueryClient } from '@tanstack/react-query';
import { refreshSailing as refreshSailingDetail } from '../../../lib/live/refresh-sailing.ts';
import { distinctCompetitorKeys } from '../api/get-distinct-competitors.ts';

/**
 * After a write to a sailing's competitors: the sailing (lib/live/refresh-sailing.ts) and the
 * club's earlier boats (an entered boat leaves that list, a removed one returns).
 */
export function refreshSailing(queryClient: QueryClient, sailingId: number): Promise<unknown> {
  return refreshSailingDetail(queryClient, sailingId, distinctCompetitorKeys.all);
}
