import type { Crew, PersonsOnBoard } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { tokenStorage } from '../../../lib/tokens.ts';
import { crewKeys } from './get-crew.ts';

/** `PUT /api/competitors/{id}/on-board/`: the number on board, or null for none given. */
export async function setPersonsOnBoard(
  competitorId: number,
  input: PersonsOnBoard,
): Promise<Crew> {
  if (!tokenStorage.hasSession() || !competitorId) {
    throw new Error(CLIENT_MESSAGES.competitorNeedsLogin);
  }
  const data = await apiRequest<Crew | null>(`/api/competitors/${competitorId}/on-board/`, {
    method: 'PUT',
    body: input,
  });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export function useSetPersonsOnBoard(competitorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PersonsOnBoard) => setPersonsOnBoard(competitorId, input),
    onSuccess: async (crew) => {
      queryClient.setQueryData(crewKeys.of(competitorId), crew);
      await queryClient.invalidateQueries({ queryKey: crewKeys.of(competitorId) });
    },
  });
}
