import type { CrewInvitation } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/** Keys of the crew invitations (the page a crew invitation mail links to). */
export const crewInvitationKeys = {
  all: ['crew-invitation'] as const,
  of: (memberId: number) => ['crew-invitation', memberId] as const,
};

/**
 * `GET /api/crew-members/{id}/`: an invitation as the invited sailor sees it before "Bekräfta"
 * (403 with the server's reason for anyone else but the skipper and the officials).
 */
export async function getCrewInvitation(memberId: number): Promise<CrewInvitation> {
  const data = await apiRequest<CrewInvitation | null>(`/api/crew-members/${memberId}/`);
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const crewInvitationQuery = (memberId: number) =>
  queryOptions({
    queryKey: crewInvitationKeys.of(memberId),
    queryFn: () => getCrewInvitation(memberId),
  });

export function useCrewInvitation(memberId: number) {
  return useQuery({ ...crewInvitationQuery(memberId), enabled: memberId > 0 });
}
