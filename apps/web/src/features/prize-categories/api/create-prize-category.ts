import type { PrizeCategory, PrizeCategoryCreate } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { prizeCategoryKeys } from './get-prize-categories.ts';

/** `POST /api/clubs/{slug}/prize-categories/`: a new category, last in the club's list. */
export async function createPrizeCategory(
  club: string,
  body: PrizeCategoryCreate,
): Promise<PrizeCategory> {
  const data = await apiRequest<PrizeCategory | null>(
    `/api/clubs/${encodeURIComponent(club)}/prize-categories/`,
    { method: 'POST', body },
  );
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/** Resolves once the club's list shows the new category. */
export function useCreatePrizeCategory(club: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PrizeCategoryCreate) => createPrizeCategory(club, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prizeCategoryKeys.all }),
  });
}
