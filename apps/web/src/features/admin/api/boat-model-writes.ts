import type { BoatModel, BoatModelWriteInput } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/** The public list's key (features/boat-models): every write here refreshes it. */
export const boatModelListKey = ['boat-models'] as const;

/** `POST /api/boat-models/` or, with `id`, `PUT /api/boat-models/{id}/` (staff). */
export async function saveBoatModel(
  id: number | null,
  body: BoatModelWriteInput,
): Promise<BoatModel> {
  const data = await apiRequest<BoatModel | null>(
    id === null ? '/api/boat-models/' : `/api/boat-models/${id}/`,
    { method: id === null ? 'POST' : 'PUT', body },
  );
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/** `DELETE /api/boat-models/{id}/` (staff): boats of the model are left without one. */
export async function deleteBoatModel(id: number): Promise<void> {
  await apiRequest<null>(`/api/boat-models/${id}/`, { method: 'DELETE' });
}

export function useSaveBoatModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: BoatModelWriteInput }) =>
      saveBoatModel(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boatModelListKey }),
  });
}

export function useDeleteBoatModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBoatModel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boatModelListKey }),
  });
}
