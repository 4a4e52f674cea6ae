import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { prizeCategoryKeys } from './get-prize-categories.ts';

/** `DELETE /api/prize-categories/{id}/`: the category and the ticks of it on entries. */
export async function removePrizeCategory(id: number): Promise<void> {
  await apiRequest<null>(`/api/prize-categories/${id}/`, { method: 'DELETE' });
}

/** Resolves once the club's list no longer shows the category. */
export function useRemovePrizeCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePrizeCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prizeCategoryKeys.all }),
  });
}
