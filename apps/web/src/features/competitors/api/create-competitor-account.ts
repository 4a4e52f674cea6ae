import type { Competitor, CompetitorAccountInput } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { tokenStorage } from '../../../lib/tokens.ts';
import { refreshSailing } from '../utils/refresh-sailing.ts';

/**
 * `POST /api/competitors/{id}/create-account/` with an e-mail: links the competitor to that
 * sailor's account, or creates one and mails an invitation (docs/product.md §11). The answer is
 * the competitor, now with her sailor.
 */
export async function createCompetitorAccount({
  id,
  input,
}: {
  id: number;
  input: CompetitorAccountInput;
}) {
  if (!tokenStorage.hasSession() || !id) throw new Error(CLIENT_MESSAGES.competitorNeedsLogin);
  return apiRequest<Competitor>(`/api/competitors/${id}/create-account/`, {
    method: 'POST',
    body: input,
  });
}

export function useCreateCompetitorAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompetitorAccount,
    onSuccess: (competitor) => refreshSailing(queryClient, competitor.sailing),
  });
}
