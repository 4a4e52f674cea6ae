import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshResultLists } from './get-result-lists.ts';

/** `DELETE /api/result-lists/{id}/`: the list and its ratings; the main ranking stays. */
export function deleteResultList(id: number) {
  return apiRequest<null>(`/api/result-lists/${id}/`, { method: 'DELETE' });
}

/** Removes lists of the sailing `sailingId`. */
export function useDeleteResultList(sailingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResultList,
    onSuccess: () => refreshResultLists(queryClient, sailingId),
  });
}
