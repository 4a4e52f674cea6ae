import type { Hearing, Protest } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/**
 * `POST /api/protests/{id}/hearing/`: "Utlys förhandling" (time as Stockholm
 * 'YYYY-MM-DDTHH:MM', place); the parties get an e-mail each time it is set.
 */
export async function scheduleHearing(protestId: number, body: Hearing): Promise<Protest> {
  const data = await apiRequest<Protest | null>(`/api/protests/${protestId}/hearing/`, {
    method: 'POST',
    body,
  });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/** Resolves once the board shows the hearing. */
export function useScheduleHearing(sailingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ protestId, body }: { protestId: number; body: Hearing }) =>
      scheduleHearing(protestId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.sailingProtests(sailingId) }),
  });
}
