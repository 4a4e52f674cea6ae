import type { ResultList } from '@segla/core';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/**
 * `GET /api/sailings/{id}/result-lists/`: the further lists of every start group of the sailing
 * ("Fler resultatlistor", docs/product.md §12), each with its boats' ratings.
 */
export async function getResultLists(sailingId: number): Promise<ResultList[]> {
  if (!sailingId) throw new Error(CLIENT_MESSAGES.noSailingId);
  const data = await apiRequest<ResultList[] | null>(`/api/sailings/${sailingId}/result-lists/`);
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const resultListsQuery = (sailingId: number) =>
  queryOptions({
    queryKey: queryKeys.sailingResultLists(sailingId),
    queryFn: () => getResultLists(sailingId),
  });

export function useResultLists(sailingId: number) {
  return useQuery(resultListsQuery(sailingId));
}

/**
 * After a write to a list: the sailing's lists and its results (which carry the lists) are
 * fetched again, so the page shows the change at once rather than when the live update arrives.
 */
export function refreshResultLists(queryClient: QueryClient, sailingId: number): Promise<unknown> {
  return Promise.all(
    [queryKeys.sailingResultLists(sailingId), queryKeys.sailingResults(sailingId)].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
