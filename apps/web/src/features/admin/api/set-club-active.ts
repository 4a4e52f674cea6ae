import type { ClubAdmin } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { adminKeys } from './get-admin-clubs.ts';

/** `POST /api/clubs/{slug}/deactivate/` or `reactivate/` (staff), with its club accounts. */
export async function setClubActive(slug: string, active: boolean): Promise<ClubAdmin> {
  const action = active ? 'reactivate' : 'deactivate';
  const data = await apiRequest<ClubAdmin | null>(
    `/api/clubs/${encodeURIComponent(slug)}/${action}/`,
    { method: 'POST' },
  );
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export function useSetClubActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, active }: { slug: string; active: boolean }) =>
      setClubActive(slug, active),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.indexData });
      void queryClient.invalidateQueries({ queryKey: ['clubs'] });
      void queryClient.invalidateQueries({ queryKey: adminKeys.accounts });
      await queryClient.invalidateQueries({ queryKey: adminKeys.clubs });
    },
  });
}
