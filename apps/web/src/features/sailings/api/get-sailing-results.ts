import type { SailingResults } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/** `GET /api/sailings/{id}/results/`: each start group scored as its own fleet. */
export async function getSailingResults(id: number): Promise<SailingResults> {
  if (!id) throw new Error(CLIENT_MESSAGES.noSailingId);
  const data = await apiRequest<SailingResults | null>(`/api/sailings/${id}/results/`);
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const sailingResultsQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.sailingResults(id), queryFn: () => getSailingResults(id) });

/**
 * A sailing's results. Kept current by the live updates (results_update replaces them in the
 * cache, a reconnection refetches them), so there is no polling: subscribe with useLiveSailing.
 */
export function useSailingResults(id: number) {
  return useQuery(sailingResultsQuery(id));
}
