import type { Series, SeriesUpdateInput } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/live/query-keys.ts';

/** `PUT /api/series/{id}/`: fields left out keep their value. */
export function updateSeries(id: number, input: SeriesUpdateInput): Promise<Series> {
  return apiRequest<Series>(`/api/series/${id}/`, { method: 'PUT', body: input });
}

/**
 * Changes a series. Its page shows the answer at once; the lists refetch, the standings follow
 * new scoring settings, and the sailings show the series' new name.
 */
export function useUpdateSeries(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SeriesUpdateInput) => updateSeries(id, input),
    onSuccess: async (series) => {
      queryClient.setQueryData(queryKeys.seriesDetail(id), series);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.seriesLists }),
        queryClient.invalidateQueries({ queryKey: queryKeys.seriesResults(id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.sailings }),
      ]);
    },
  });
}
