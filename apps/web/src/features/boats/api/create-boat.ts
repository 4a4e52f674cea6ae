import type { Boat, BoatCreateInput } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { boatKeys } from './get-boats.ts';

/** `POST /api/boats/`: a sailor adds a boat of her own (staff: for the `owner` named). */
export async function createBoat(input: BoatCreateInput): Promise<Boat> {
  const data = await apiRequest<Boat | null>('/api/boats/', { method: 'POST', body: input });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export function useCreateBoat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBoat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boatKeys.all }),
  });
}
