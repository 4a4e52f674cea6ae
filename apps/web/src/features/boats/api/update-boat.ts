import type { Boat, BoatUpdateInput } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { boatKeys } from './get-boats.ts';

/** `PATCH /api/boats/{id}/`: the fields sent change; the owner or staff. */
export async function updateBoat(id: number, input: BoatUpdateInput): Promise<Boat> {
  const data = await apiRequest<Boat | null>(`/api/boats/${id}/`, { method: 'PATCH', body: input });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export function useUpdateBoat(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BoatUpdateInput) => updateBoat(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boatKeys.all }),
  });
}
