import type { StartGroup, StartGroupCreate } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshSailing } from '../../../lib/live/refresh-sailing.ts';

/** `POST /api/start-groups/`: a new start group in a sailing (the sailing's club or staff). */
export function createStartGroup(input: StartGroupCreate) {
  return apiRequest<StartGroup>('/api/start-groups/', { method: 'POST', body: input });
}

export function useCreateStartGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStartGroup,
    onSuccess: (group) => refreshSailing(queryClient, group.sailing),
  });
}
