import type { SailingListItem } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/**
 * `GET /api/sailings/?club=`: a club's sailings (list fields), the ones a series can take. Under
 * the shared key of that list, so the live updates and the sailings pages keep it current.
 */
export async function getClubSailings(club: string): Promise<SailingListItem[]> {
  const data = await apiRequest<SailingListItem[] | null>(
    `/api/sailings/?club=${encodeURIComponent(club)}`,
  );
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const clubSailingsQuery = (club: string) =>
  queryOptions({
    queryKey: queryKeys.sailingList({ club }),
    queryFn: () => getClubSailings(club),
  });

export function useClubSailings(club: string, enabled = true) {
  return useQuery({ ...clubSailingsQuery(club), enabled: enabled && club !== '' });
}
