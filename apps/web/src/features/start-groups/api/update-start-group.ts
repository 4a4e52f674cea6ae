import type { StartGroup, StartGroupUpdate } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshSailing } from '../../../lib/live/refresh-sailing.ts';

/**
 * `PUT /api/start-groups/{id}/`: changes the fields sent; a pursuit start's start times are
 * computed again on the server.
 */
export function updateStartGroup({ id, input }: { id: number; input: StartGroupUpdate }) {
  return apiRequest<StartGroup>(`/api/start-groups/${id}/`, { method: 'PUT', body: input });
}

export function useUpdateStartGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStartGroup,
    onSuccess: (group) => refreshSailing(queryClient, group.sailing),
  });
}
