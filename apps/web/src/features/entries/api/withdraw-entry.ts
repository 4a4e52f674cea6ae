import type { Competitor } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshSailing } from '../../../lib/live/refresh-sailing.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { tokenStorage } from '../../../lib/tokens.ts';

/** `DELETE /api/competitors/{id}/` of her own entry: "Avanmäl", until the start (§4). */
export async function withdrawEntry(entry: Pick<Competitor, 'id' | 'sailing'>) {
  if (!tokenStorage.hasSession() || !entry.id) {
    throw new Error(CLIENT_MESSAGES.competitorNeedsLogin);
  }
  return apiRequest<null>(`/api/competitors/${entry.id}/`, { method: 'DELETE' });
}

export function useWithdrawEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawEntry,
    onSuccess: (_answer, entry) => refreshSailing(queryClient, entry.sailing),
  });
}
