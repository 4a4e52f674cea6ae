import type { Series, SeriesCreateInput } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/live/query-keys.ts';

/** `POST /api/series/`: a new series (a club account for its own club; staff name the club). */
export function createSeries(input: SeriesCreateInput): Promise<Series> {
  return apiRequest<Series>('/api/series/', { method: 'POST', body: input });
}

/** Creates a series; its page opens at once from the cache and the club's lists refetch. */
export function useCreateSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSeries,
    onSuccess: async (series) => {
      queryClient.setQueryData(queryKeys.seriesDetail(series.id), series);
      await queryClient.invalidateQueries({ queryKey: queryKeys.seriesLists });
    },
  });
}
