import type { Crew, CrewMemberCreate } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { tokenStorage } from '../../../lib/tokens.ts';
import { crewKeys } from './get-crew.ts';

/**
 * `POST /api/competitors/{id}/crew/`: a name as typed, or a Segla sailor's id (the server mails
 * her an invitation to confirm). Answers the whole crew.
 */
export async function addCrewMember(competitorId: number, input: CrewMemberCreate): Promise<Crew> {
  if (!tokenStorage.hasSession() || !competitorId) {
    throw new Error(CLIENT_MESSAGES.competitorNeedsLogin);
  }
  const data = await apiRequest<Crew | null>(`/api/competitors/${competitorId}/crew/`, {
    method: 'POST',
    body: input,
  });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export function useAddCrewMember(competitorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CrewMemberCreate) => addCrewMember(competitorId, input),
    onSuccess: async (crew) => {
      queryClient.setQueryData(crewKeys.of(competitorId), crew);
      await queryClient.invalidateQueries({ queryKey: crewKeys.of(competitorId) });
    },
  });
}
