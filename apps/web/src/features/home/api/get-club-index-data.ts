import type { IndexData } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/**
 * `GET /api/index-data/?club=<slug>`: the home page's sailing lists of one club (a shared club
 * link, docs/product.md §2).
 */
export async function getClubIndexData(slug: string): Promise<IndexData> {
  const data = await apiRequest<IndexData | null>(
    `/api/index-data/?club=${encodeURIComponent(slug)}`,
  );
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const clubIndexDataQuery = (slug: string) =>
  queryOptions({
    queryKey: ['index-data', 'club', slug],
    queryFn: () => getClubIndexData(slug),
    staleTime: 30_000,
  });

export function useClubIndexData(slug: string) {
  return useQuery(clubIndexDataQuery(slug));
}
