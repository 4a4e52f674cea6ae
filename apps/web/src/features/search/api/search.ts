import type { SearchResponse } from '@segla/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { SEARCH_MIN_LENGTH } from '@segla/core/search';

/** `GET /api/search/?query=`: clubs, series, sailings and sailors, best first. */
export async function search(query: string, signal?: AbortSignal): Promise<SearchResponse> {
  const data = await apiRequest<SearchResponse | null>(
    `/api/search/?query=${encodeURIComponent(query)}`,
    { signal },
  );
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const searchQuery = (query: string) =>
  queryOptions({
    queryKey: ['search', query],
    queryFn: ({ signal }) => search(query, signal),
    staleTime: 60_000,
  });

export function useSearch(query: string) {
  const trimmed = query.trim();
  return useQuery({
    ...searchQuery(trimmed),
    enabled: trimmed.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
