import type { SailingResults } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/** Ongoing sailings' results are fetched again this often while shown. */
export const LIVE_REFRESH_MS = 15_000;

/** `GET /api/sailings/{id}/results/`: each start group scored as its own fleet. */
export async function getSailingResults(id: number): Promise<SailingResults> {
  if (!id) throw new Error(CLIENT_MESSAGES.noSailingId);
  const data = await apiRequest<SailingResults | null>(`/api/sailings/${id}/results/`);
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const sailingResultsQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.sailingResults(id), queryFn: () => getSailingResults(id) });

export function useSailingResults(id: number, live: boolean) {
  return useQuery({ ...sailingResultsQuery(id), refetchInterval: live ? LIVE_REFRESH_MS : false });
}
