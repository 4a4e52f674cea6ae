import type { Official } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/** The officials' query keys: every write to a role invalidates `officialKeys.all`. */
export const officialKeys = {
  all: ['officials'] as const,
  club: (slug: string) => ['officials', 'club', slug] as const,
  log: (slug: string) => ['officials', 'log', slug] as const,
};

/** `GET /api/clubs/{slug}/officials/`: the club's officials (club admins and staff). */
export async function getOfficials(club: string): Promise<Official[]> {
  const data = await apiRequest<Official[] | null>(
    `/api/clubs/${encodeURIComponent(club)}/officials/`,
  );
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const officialsQuery = (club: string) =>
  queryOptions({ queryKey: officialKeys.club(club), queryFn: () => getOfficials(club) });

export function useOfficials(club: string) {
  return useQuery({ ...officialsQuery(club), enabled: club !== '' });
}
