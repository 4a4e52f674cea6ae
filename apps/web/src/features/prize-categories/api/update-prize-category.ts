import type { PrizeCategory, PrizeCategoryUpdate } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { prizeCategoryKeys } from './get-prize-categories.ts';

/**
 * `PUT /api/prize-categories/{id}/`: the fields sent change; `position` moves the category to
 * that place in the club's list (0 first).
 */
export async function updatePrizeCategory(
  id: number,
  body: PrizeCategoryUpdate,
): Promise<PrizeCategory> {
  const data = await apiRequest<PrizeCategory | null>(`/api/prize-categories/${id}/`, {
    method: 'PUT',
    body,
  });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/** Resolves once the club's list shows the change. */
export function useUpdatePrizeCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number } & PrizeCategoryUpdate) =>
      updatePrizeCategory(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prizeCategoryKeys.all }),
  });
}
