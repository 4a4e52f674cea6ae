import type { Competitor, CompetitorCreate } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { tokenStorage } from '../../../lib/tokens.ts';
import { refreshSailing } from '../utils/refresh-sailing.ts';

/**
 * `POST /api/competitors/`: an entry in the sailing the body names. Needs a signed-in user and
 * a sailing (docs/product.md §5).
 */
export async function createCompetitor(input: CompetitorCreate) {
  if (!tokenStorage.hasSession()) throw new Error(CLIENT_MESSAGES.notLoggedIn);
  if (!input.sailing) throw new Error(CLIENT_MESSAGES.noSailingId);
  return apiRequest<Competitor>('/api/competitors/', { method: 'POST', body: input });
}

export function useCreateCompetitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompetitor,
    onSuccess: (competitor) => refreshSailing(queryClient, competitor.sailing),
  });
}
