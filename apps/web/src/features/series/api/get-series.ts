import type { Series } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/** `GET /api/series/{id}/`: one series with its sailings. */
export async function getSeries(id: number): Promise<Series> {
  const data = await apiRequest<Series | null>(`/api/series/${id}/`);
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const seriesQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.seriesDetail(id), queryFn: () => getSeries(id) });

export function useSeries(id: number | null) {
  return useQuery({ ...seriesQuery(id ?? 0), enabled: id !== null && id > 0 });
}

/** `GET /api/series/?club=`: a club's series (docs/product.md §8: failing throws 'Failed to fetch series'). */
export async function getClubSeries(club: string): Promise<Series[]> {
  try {
    const data = await apiRequest<Series[] | null>(`/api/series/?club=${encodeURIComponent(club)}`);
    if (!data) throw new Error(CLIENT_MESSAGES.noData);
    return data;
  } catch (error) {
    throw new Error('Failed to fetch series', { cause: error });
  }
}

export const clubSeriesQuery = (club: string) =>
  queryOptions({ queryKey: queryKeys.seriesList({ club }), queryFn: () => getClubSeries(club) });

export function useClubSeries(club: string) {
  return useQuery(clubSeriesQuery(club));
}
