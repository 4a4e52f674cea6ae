import type { SailorSeries } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/** `GET /api/sailors/{id or slug}/series/`: the series she sailed in, with her standing. */
export async function getSailorSeries(slug: string): Promise<SailorSeries[]> {
  const data = await apiRequest<SailorSeries[] | null>(
    `/api/sailors/${encodeURIComponent(slug)}/series/`,
  );
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const sailorSeriesQuery = (slug: string) =>
  queryOptions({
    queryKey: ['sailors', slug, 'series'],
    queryFn: () => getSailorSeries(slug),
  });

export function useSailorSeries(slug: string) {
  return useQuery(sailorSeriesQuery(slug));
}
