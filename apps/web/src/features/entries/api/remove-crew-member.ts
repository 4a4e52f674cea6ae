import type { CrewMember } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { tokenStorage } from '../../../lib/tokens.ts';
import { crewKeys } from './get-crew.ts';

/** `DELETE /api/crew-members/{id}/`: the skipper, the officials, or the member herself. */
export async function removeCrewMember(memberId: number): Promise<void> {
  if (!tokenStorage.hasSession()) throw new Error(CLIENT_MESSAGES.notLoggedIn);
  await apiRequest<null>(`/api/crew-members/${memberId}/`, { method: 'DELETE' });
}

/** Removes a member of the entry `competitorId`'s crew. */
export function useRemoveCrewMember(competitorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: Pick<CrewMember, 'id'>) => removeCrewMember(member.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crewKeys.of(competitorId) }),
  });
}
