import type { ResultList, ResultListRatings } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshResultLists } from './get-result-lists.ts';

/**
 * `PUT /api/result-lists/{id}/ratings/`: the boats' PY numbers or TCCs; null removes a boat's.
 * Every rating must fit the list's kind, or nothing is written (400 on `ratings`).
 */
export function setListRatings({ id, input }: { id: number; input: ResultListRatings }) {
  return apiRequest<ResultList>(`/api/result-lists/${id}/ratings/`, {
    method: 'PUT',
    body: input,
  });
}

/** Sets ratings in lists of the sailing `sailingId`. */
export function useSetListRatings(sailingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setListRatings,
    onSuccess: () => refreshResultLists(queryClient, sailingId),
  });
}
