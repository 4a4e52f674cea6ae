import type { Official, OfficialUpdate } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { officialKeys } from './get-officials.ts';

/** `PATCH /api/officials/{id}/`: another role for the official. */
export async function updateOfficial(id: number, body: OfficialUpdate): Promise<Official> {
  const data = await apiRequest<Official | null>(`/api/officials/${id}/`, {
    method: 'PATCH',
    body,
  });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/** Resolves once the club's list (and its log) show the new role. */
export function useUpdateOfficial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: number } & OfficialUpdate) => updateOfficial(id, { role }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officialKeys.all }),
  });
}
