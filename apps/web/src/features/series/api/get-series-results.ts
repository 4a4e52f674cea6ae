import type { SeriesResults } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/**
 * `GET /api/series/{id}/results/`: standings per start-group name. Null while the server does
 * not offer series results (it answers 404 for an existing series).
 */
export async function getSeriesResults(id: number): Promise<SeriesResults | null> {
  try {
    const data = await apiRequest<SeriesResults | null>(`/api/series/${id}/results/`);
    if (!data) throw new Error(CLIENT_MESSAGES.noData);
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const seriesResultsQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.seriesResults(id), queryFn: () => getSeriesResults(id) });

export function useSeriesResults(id: number) {
  return useQuery(seriesResultsQuery(id));
}
