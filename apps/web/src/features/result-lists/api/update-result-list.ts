import type { ResultList, ResultListUpdate } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshResultLists } from './get-result-lists.ts';

/** `PUT /api/result-lists/{id}/`: a new name or kind; fields left out keep their value. */
export function updateResultList({ id, input }: { id: number; input: ResultListUpdate }) {
  return apiRequest<ResultList>(`/api/result-lists/${id}/`, { method: 'PUT', body: input });
}

/** Changes lists of the sailing `sailingId`. */
export function useUpdateResultList(sailingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateResultList,
    onSuccess: () => refreshResultLists(queryClient, sailingId),
  });
}
