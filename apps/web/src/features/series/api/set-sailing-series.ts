import type { SailingDetail } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/live/query-keys.ts';

export interface SetSailingSeriesInput {
  sailingId: number;
  /** The series the sailing joins, or null to take it out of its series. */
  seriesId: number | null;
}

/**
 * `PUT /api/sailings/{id}/` with `{ id, serie }`: puts a sailing in a series (moving it from
 * another one) or, with `serie: null`, takes it out of its series. The sailing's other fields
 * keep their values.
 */
export function setSailingSeries({ sailingId, seriesId }: SetSailingSeriesInput) {
  return apiRequest<SailingDetail>(`/api/sailings/${sailingId}/`, {
    method: 'PUT',
    body: { id: sailingId, serie: seriesId },
  });
}

/**
 * Moves a sailing into or out of a series. Every series (the new one, any old one, their
 * standings and the lists) refetches, as do the sailing lists; the sailing's own page takes
 * the answer as it is.
 */
export function useSetSailingSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSailingSeries,
    onSuccess: async (sailing) => {
      queryClient.setQueryData(queryKeys.sailing(sailing.id), sailing);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.series }),
        queryClient.invalidateQueries({ queryKey: queryKeys.sailingLists }),
      ]);
    },
  });
}
