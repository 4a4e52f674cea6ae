import type { CrewInvitation } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { crewInvitationKeys } from './get-crew-invitation.ts';
import { crewKeys } from './get-crew.ts';

/** `POST /api/crew-members/{id}/confirm/`: "Bekräfta", by the invited sailor only. */
export async function confirmCrewInvitation(memberId: number): Promise<CrewInvitation> {
  const data = await apiRequest<CrewInvitation | null>(`/api/crew-members/${memberId}/confirm/`, {
    method: 'POST',
  });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export function useConfirmCrewInvitation(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmCrewInvitation(memberId),
    onSuccess: async (invitation) => {
      queryClient.setQueryData(crewInvitationKeys.of(memberId), invitation);
      // A crew list already in the cache now shows her as confirmed.
      await queryClient.invalidateQueries({ queryKey: crewKeys.all });
    },
  });
}
