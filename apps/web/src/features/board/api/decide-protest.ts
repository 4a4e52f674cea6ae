import type { Decision, Protest } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/**
 * `POST /api/protests/{id}/decision/`: "Beslut". Applied to the results as one entry of the
 * change log and posted on the board; a protest is decided once.
 */
export async function decideProtest(protestId: number, body: Decision): Promise<Protest> {
  const data = await apiRequest<Protest | null>(`/api/protests/${protestId}/decision/`, {
    method: 'POST',
    body,
  });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/**
 * Resolves once the board shows the decision; the results, the change log and the board's
 * postings (the decision is posted) are asked for again where shown.
 */
export function useDecideProtest(sailingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ protestId, body }: { protestId: number; body: Decision }) =>
      decideProtest(protestId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.sailingProtests(sailingId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.sailingNotices(sailingId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.sailingResults(sailingId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.sailingChanges(sailingId) }),
      ]),
  });
}
