import type { Protest } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/** `GET /api/sailings/{id}/protests/`: the sailing's protests, by number. */
export async function getProtests(sailingId: number): Promise<Protest[]> {
  if (!sailingId) throw new Error(CLIENT_MESSAGES.noSailingId);
  const data = await apiRequest<Protest[] | null>(`/api/sailings/${sailingId}/protests/`);
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const protestsQuery = (sailingId: number) =>
  queryOptions({
    queryKey: queryKeys.sailingProtests(sailingId),
    queryFn: () => getProtests(sailingId),
  });

/** The sailing's protests, kept current by board_update (subscribe to the sailing). */
export function useProtests(sailingId: number) {
  return useQuery({ ...protestsQuery(sailingId), enabled: sailingId > 0 });
}
