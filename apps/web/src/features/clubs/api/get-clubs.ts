import type { Club } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/** `GET /api/clubs/`: every club, sorted by name. */
export async function getClubs(): Promise<Club[]> {
  const data = await apiRequest<Club[] | null>('/api/clubs/');
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const clubsQuery = queryOptions({ queryKey: ['clubs'], queryFn: getClubs });

export function useClubs() {
  return useQuery(clubsQuery);
}
