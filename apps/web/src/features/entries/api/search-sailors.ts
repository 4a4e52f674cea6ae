import type { Sailor } from '@segla/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/** The fewest letters before Segla's sailors are searched for a crew member. */
export const SAILOR_SEARCH_MIN_LENGTH = 2;

/**
 * `GET /api/sailors/?query=`: the sailors whose first or last name begins with the query's words
 * (any letter case, å/ä/ö as a/a/o), to pick one as crew. The sailors feature has no such
 * search, and a feature imports no other.
 */
export async function searchSailors(query: string, signal?: AbortSignal): Promise<Sailor[]> {
  const data = await apiRequest<Sailor[] | null>(
    `/api/sailors/?query=${encodeURIComponent(query)}`,
    { signal },
  );
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const sailorSearchQuery = (query: string) =>
  queryOptions({
    queryKey: ['sailors', 'search', query] as const,
    queryFn: ({ signal }) => searchSailors(query, signal),
    staleTime: 60_000,
  });

/** Sailors matching `query` (already debounced by the caller); none below the minimum. */
export function useSailorSearch(query: string) {
  const trimmed = query.trim();
  return useQuery({
    ...sailorSearchQuery(trimmed),
    enabled: trimmed.length >= SAILOR_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
