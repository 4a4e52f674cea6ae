import type { Competitor } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { tokenStorage } from '../../../lib/tokens.ts';
import { refreshSailing } from '../utils/refresh-sailing.ts';

/**
 * `DELETE /api/competitors/{id}/`. The server is called only when signed in
 * (docs/product.md §6).
 */
export async function deleteCompetitor(competitor: Pick<Competitor, 'id' | 'sailing'>) {
  if (!tokenStorage.hasSession() || !competitor.id) {
    throw new Error(CLIENT_MESSAGES.competitorNeedsLogin);
  }
  return apiRequest<null>(`/api/competitors/${competitor.id}/`, { method: 'DELETE' });
}

export function useDeleteCompetitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompetitor,
    onSuccess: (_answer, competitor) => refreshSailing(queryClient, competitor.sailing),
  });
}
