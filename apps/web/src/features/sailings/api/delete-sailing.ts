import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { dropSailingFromLists } from '../utils/sailing-cache.ts';

/** `DELETE /api/sailings/{id}/`: the sailing with its start groups and competitors (204). */
export async function deleteSailing(id: number): Promise<void> {
  if (!id) throw new Error(CLIENT_MESSAGES.noSailingId);
  await apiRequest<null>(`/api/sailings/${id}/`, { method: 'DELETE' });
}

/**
 * Deletes a sailing; it leaves the cached lists at once. Its own entries stay until the page
 * showing it is left (`forgetSailing` of utils/sailing-cache.ts).
 */
export function useDeleteSailing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSailing,
    onSuccess: (_answer, id) => dropSailingFromLists(queryClient, id),
  });
}
