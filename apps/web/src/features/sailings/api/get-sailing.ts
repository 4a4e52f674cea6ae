import type { SailingDetail, SailingListItem } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/** `GET /api/sailings/{id}/`: one sailing with its start groups and competitors. */
export async function getSailing(id: number): Promise<SailingDetail> {
  if (!id) throw new Error(CLIENT_MESSAGES.noSailingId);
  const data = await apiRequest<SailingDetail | null>(`/api/sailings/${id}/`);
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const sailingQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.sailing(id), queryFn: () => getSailing(id) });

export function useSailing(id: number) {
  return useQuery(sailingQuery(id));
}

/** `GET /api/sailings/?club=`: a club's sailings (list fields). */
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

export function useClubSailings(club: string) {
  return useQuery(clubSailingsQuery(club));
}
