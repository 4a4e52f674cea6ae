import type { Club } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/** `GET /api/clubs/{slug}/`: one club. */
export async function getClub(slug: string): Promise<Club> {
  const data = await apiRequest<Club | null>(`/api/clubs/${encodeURIComponent(slug)}/`);
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const clubQuery = (slug: string) =>
  queryOptions({ queryKey: ['clubs', slug], queryFn: () => getClub(slug) });

export function useClub(slug: string) {
  return useQuery(clubQuery(slug));
}
