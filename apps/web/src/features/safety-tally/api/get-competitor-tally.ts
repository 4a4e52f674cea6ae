import type { CompetitorTally } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

export const competitorTallyKey = (competitorId: number) =>
  ['competitor-tally', competitorId] as const;

/** `GET /api/competitors/{id}/tally/`: one boat's state, for her own sailor (issue 31). */
export async function getCompetitorTally(competitorId: number): Promise<CompetitorTally> {
  const data = await apiRequest<CompetitorTally | null>(`/api/competitors/${competitorId}/tally/`);
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const competitorTallyQuery = (competitorId: number) =>
  queryOptions({
    queryKey: competitorTallyKey(competitorId),
    queryFn: () => getCompetitorTally(competitorId),
  });

/** Her boat's state, for "Vi är i land" on her entry. */
export function useCompetitorTally(competitorId: number) {
  return useQuery({ ...competitorTallyQuery(competitorId), enabled: competitorId > 0 });
}
