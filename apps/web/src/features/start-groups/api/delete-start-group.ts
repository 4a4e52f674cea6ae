import type { StartGroup } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshSailing } from '../../../lib/live/refresh-sailing.ts';

/** `DELETE /api/start-groups/{id}/`: its competitors stay in the sailing, without a group. */
export function deleteStartGroup(group: Pick<StartGroup, 'id' | 'sailing'>) {
  return apiRequest<null>(`/api/start-groups/${group.id}/`, { method: 'DELETE' });
}

export function useDeleteStartGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStartGroup,
    onSuccess: (_answer, group) => refreshSailing(queryClient, group.sailing),
  });
}
