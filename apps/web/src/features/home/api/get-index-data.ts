import type { IndexData } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/** `GET /api/index-data/`: ongoing, upcoming, latest results (top three), clubs, counts. */
export async function getIndexData(): Promise<IndexData> {
  const data = await apiRequest<IndexData | null>('/api/index-data/');
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const indexDataQuery = queryOptions({
  queryKey: queryKeys.indexData,
  queryFn: getIndexData,
  staleTime: 30_000,
});

export function useIndexData() {
  return useQuery(indexDataQuery);
}
