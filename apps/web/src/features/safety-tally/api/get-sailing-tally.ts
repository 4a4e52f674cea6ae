import type { SailingTally } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/**
 * `GET /api/sailings/{id}/tally/` (issue 31, docs/product.md "Säkerhet"): the boats, the people
 * on board and whether each is out or ashore, for the club's officials and staff.
 */
export async function getSailingTally(id: number): Promise<SailingTally> {
  if (!id) throw new Error(CLIENT_MESSAGES.noSailingId);
  const data = await apiRequest<SailingTally | null>(`/api/sailings/${id}/tally/`);
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const sailingTallyQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.sailingTally(id), queryFn: () => getSailingTally(id) });

/**
 * The sailing's tally, kept current by the live updates (a tally_update of the sailing makes it
 * ask again; a reconnect refetches it), so there is no polling: subscribe with useLiveSailing.
 */
export function useSailingTally(id: number) {
  return useQuery(sailingTallyQuery(id));
}
