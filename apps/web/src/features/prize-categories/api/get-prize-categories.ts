import type { PrizeCategory } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/** The prize categories' query keys: every write invalidates `prizeCategoryKeys.all`. */
export const prizeCategoryKeys = {
  all: ['prize-categories'] as const,
  club: (slug: string) => ['prize-categories', slug] as const,
};

/** `GET /api/clubs/{slug}/prize-categories/`: the club's categories in its order (public). */
export async function getPrizeCategories(club: string): Promise<PrizeCategory[]> {
  const data = await apiRequest<PrizeCategory[] | null>(
    `/api/clubs/${encodeURIComponent(club)}/prize-categories/`,
  );
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const prizeCategoriesQuery = (club: string) =>
  queryOptions({ queryKey: prizeCategoryKeys.club(club), queryFn: () => getPrizeCategories(club) });

/** The club's categories; `enabled: false` waits (e.g. until the page needs them). */
export function usePrizeCategories(club: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...prizeCategoriesQuery(club), enabled: enabled && club !== '' });
}
