import type { SailingChange } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/** `GET /api/sailings/{id}/changes/`: the sailing's change log, newest first (club and staff). */
export async function getSailingChanges(id: number): Promise<SailingChange[]> {
  if (!id) throw new Error(CLIENT_MESSAGES.noSailingId);
  const data = await apiRequest<SailingChange[] | null>(`/api/sailings/${id}/changes/`);
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const sailingChangesQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.sailingChanges(id), queryFn: () => getSailingChanges(id) });

/**
 * A sailing's change log. Kept current by the live updates (a results_update or changes_update
 * of the sailing makes it ask again), so there is no polling: subscribe with useLiveSailing.
 */
export function useSailingChanges(id: number) {
  return useQuery(sailingChangesQuery(id));
}
