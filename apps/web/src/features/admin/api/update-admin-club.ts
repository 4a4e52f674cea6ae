import type { Club, ClubUpdateInput } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { adminKeys } from './get-admin-clubs.ts';

/** `PATCH /api/clubs/{slug}/` (JSON): staff change a club's name, short name, city or e-mail. */
export async function updateAdminClub(slug: string, body: ClubUpdateInput): Promise<Club> {
  const data = await apiRequest<Club | null>(`/api/clubs/${encodeURIComponent(slug)}/`, {
    method: 'PATCH',
    body,
  });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export function useUpdateAdminClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: string; body: ClubUpdateInput }) =>
      updateAdminClub(slug, body),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.indexData });
      void queryClient.invalidateQueries({ queryKey: ['clubs'] });
      await queryClient.invalidateQueries({ queryKey: adminKeys.clubs });
    },
  });
}
