import type { ResultList, ResultListCreate } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshResultLists } from './get-result-lists.ts';

/** `POST /api/start-groups/{id}/lists/`: a further list of the group's finishes. */
export function createResultList({ groupId, input }: { groupId: number; input: ResultListCreate }) {
  return apiRequest<ResultList>(`/api/start-groups/${groupId}/lists/`, {
    method: 'POST',
    body: input,
  });
}

/** Creates lists in the start groups of `sailingId`. */
export function useCreateResultList(sailingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createResultList,
    onSuccess: () => refreshResultLists(queryClient, sailingId),
  });
}
