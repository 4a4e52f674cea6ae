import type { ClubAdmin } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/** The admin area's query keys: every admin write invalidates what it changed under `all`. */
export const adminKeys = {
  all: ['admin'] as const,
  clubs: ['admin', 'clubs'] as const,
  accounts: ['admin', 'accounts'] as const,
};

/** `GET /api/clubs/?all=1` (staff): every club, deactivated ones too, with `is_active`. */
export async function getAdminClubs(): Promise<ClubAdmin[]> {
  const data = await apiRequest<ClubAdmin[] | null>('/api/clubs/?all=1');
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const adminClubsQuery = queryOptions({ queryKey: adminKeys.clubs, queryFn: getAdminClubs });

export function useAdminClubs() {
  return useQuery(adminClubsQuery);
}
