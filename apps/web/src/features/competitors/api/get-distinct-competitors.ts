import type { DistinctCompetitor } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/** Keys of the club's earlier boats: every entry or removal invalidates `all`. */
export const distinctCompetitorKeys = {
  all: ['distinct-competitors'] as const,
  of: (club: string, sailingId: number) => ['distinct-competitors', club, sailingId] as const,
};

/**
 * `GET /api/clubs/{club}/distinct-competitors/?sailing_id=`: the boats that have sailed with
 * the club before, latest first, leaving out those already entered in the sailing
 * (docs/product.md §11).
 */
export async function getDistinctCompetitors(
  club: string,
  sailingId: number,
): Promise<DistinctCompetitor[]> {
  if (!sailingId) throw new Error(CLIENT_MESSAGES.noSailingId);
  const data = await apiRequest<DistinctCompetitor[] | null>(
    `/api/clubs/${encodeURIComponent(club)}/distinct-competitors/?sailing_id=${sailingId}`,
  );
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const distinctCompetitorsQuery = (club: string, sailingId: number) =>
  queryOptions({
    queryKey: distinctCompetitorKeys.of(club, sailingId),
    queryFn: () => getDistinctCompetitors(club, sailingId),
  });

export function useDistinctCompetitors(club: string, sailingId: number) {
  return useQuery(distinctCompetitorsQuery(club, sailingId));
}
