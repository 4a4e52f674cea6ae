import type { ClubAdmin, ClubCreateInput } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { adminKeys } from './get-admin-clubs.ts';

/**
 * The body of `POST /api/clubs/`: `admin_email` names the club's first club administrator (issue
 * 29), a person with her own account; `email`, the shared club login, may then be left out.
 */
export type NewClub = Omit<ClubCreateInput, 'email' | 'admin_email'> & {
  email?: string;
  admin_email?: string;
};

/**
 * `POST /api/clubs/` (staff): the club, and its club account mailed a set-password link and/or
 * its first club administrator.
 */
export async function createClub(body: NewClub): Promise<ClubAdmin> {
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
