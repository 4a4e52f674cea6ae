import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { boatKeys } from './get-boats.ts';

/** `DELETE /api/boats/{id}/`: the owner or staff; entries made with it keep their details. */
export async function deleteBoat(id: number): Promise<void> {
  await apiRequest<null>(`/api/boats/${id}/`, { method: 'DELETE' });
}

/** Deletes a boat and fetches the boat lists again. */
export function useDeleteBoat() {
  const queryClient = useQueryClient();
  return async (id: number) => {
    await deleteBoat(id);
    await queryClient.invalidateQueries({ queryKey: boatKeys.all });
  };
}
