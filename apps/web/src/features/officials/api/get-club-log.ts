import type { ClubLogEntry } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { officialKeys } from './get-officials.ts';

/** `GET /api/clubs/{slug}/officials/log/`: the club's log, newest first (club admins). */
export async function getClubLog(club: string): Promise<ClubLogEntry[]> {
  const data = await apiRequest<ClubLogEntry[] | null>(
    `/api/clubs/${encodeURIComponent(club)}/officials/log/`,
  );
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const clubLogQuery = (club: string) =>
  queryOptions({ queryKey: officialKeys.log(club), queryFn: () => getClubLog(club) });

export function useClubLog(club: string, enabled = true) {
  return useQuery({ ...clubLogQuery(club), enabled: enabled && club !== '' });
}
