import type { Protest, ProtestCreate } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/**
 * `POST /api/sailings/{id}/protests/`: "Lämna in protest". After the time limit the server
 * answers 400 'Protesttiden gick ut 20:15.' (non_field_errors) unless an official sends
 * `late_reason`.
 */
export async function fileProtest(sailingId: number, body: ProtestCreate): Promise<Protest> {
  const data = await apiRequest<Protest | null>(`/api/sailings/${sailingId}/protests/`, {
    method: 'POST',
    body,
  });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/** Resolves once the board lists the new protest. */
export function useFileProtest(sailingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProtestCreate) => fileProtest(sailingId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.sailingProtests(sailingId) }),
  });
}
