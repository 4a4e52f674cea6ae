import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/live/query-keys.ts';

/** `DELETE /api/series/{id}/`: the series goes; its sailings stay, without a series. */
export function deleteSeries(id: number): Promise<null> {
  return apiRequest<null>(`/api/series/${id}/`, { method: 'DELETE' });
}

/**
 * Deletes a series. The lists refetch (the club's series, and the sailings that no longer
 * name it). The series' own page data stays until `forgetSeries`: the page that shows it is
 * still on screen until the user has been taken elsewhere, and must not refetch a 404 first.
 */
export function useDeleteSeries(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteSeries(id),
    // Not awaited: the user leaves the series' page at once, before a live update about its
    // sailings could make that page refetch the series and find it gone.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.seriesLists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.sailings });
    },
  });
}

/** Drops a deleted series' page data, once no page shows it any more. */
export function forgetSeries(queryClient: QueryClient, id: number) {
  queryClient.removeQueries({ queryKey: queryKeys.seriesDetail(id) });
  queryClient.removeQueries({ queryKey: queryKeys.seriesResults(id) });
}
