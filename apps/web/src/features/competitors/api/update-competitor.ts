import type { Competitor, CompetitorUpdate } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { tokenStorage } from '../../../lib/tokens.ts';
import { refreshSailing } from '../utils/refresh-sailing.ts';

/**
 * `PATCH /api/competitors/{id}/`: changes the fields sent; `{start_group: id | null}` moves her
 * to another group or to none. Needs a signed-in user and the competitor's id
 * (docs/product.md §5).
 */
export async function updateCompetitor({ id, input }: { id: number; input: CompetitorUpdate }) {
  if (!tokenStorage.hasSession() || !id) throw new Error(CLIENT_MESSAGES.competitorNeedsLogin);
  return apiRequest<Competitor>(`/api/competitors/${id}/`, { method: 'PATCH', body: input });
}

export function useUpdateCompetitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompetitor,
    onSuccess: (competitor) => refreshSailing(queryClient, competitor.sailing),
  });
}
