import type { Crew } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { tokenStorage } from '../../../lib/tokens.ts';

/** Keys of an entry's crew list: one per entry (competitor). */
export const crewKeys = {
  all: ['crew'] as const,
  of: (competitorId: number) => ['crew', competitorId] as const,
};

/**
 * `GET /api/competitors/{id}/crew/` (issue 31): the entry's crew and the number on board, for
 * the skipper, the crew themselves and the club's officials (never visitors).
 */
export async function getCrew(competitorId: number): Promise<Crew> {
  if (!tokenStorage.hasSession() || !competitorId) {
    throw new Error(CLIENT_MESSAGES.competitorNeedsLogin);
  }
  const data = await apiRequest<Crew | null>(`/api/competitors/${competitorId}/crew/`);
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const crewQuery = (competitorId: number) =>
  queryOptions({
    queryKey: crewKeys.of(competitorId),
    queryFn: () => getCrew(competitorId),
  });

/** Her entry's crew. */
export function useCrew(competitorId: number) {
  return useQuery({ ...crewQuery(competitorId), enabled: competitorId > 0 });
}
