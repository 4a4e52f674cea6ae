import type { ClubAdmin, ClubCreateInput } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { adminKeys } from './get-admin-clubs.ts';

/** `POST /api/clubs/` (staff): the club and its club account, mailed a set-password link. */
export async function createClub(body: ClubCreateInput): Promise<ClubAdmin> {
  const data = await apiRequest<ClubAdmin | null>('/api/clubs/', { method: 'POST', body });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export function useCreateClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClub,
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.indexData });
      void queryClient.invalidateQueries({ queryKey: adminKeys.accounts });
      await queryClient.invalidateQueries({ queryKey: adminKeys.clubs });
    },
  });
}
