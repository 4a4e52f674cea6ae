import type { Official, OfficialCreate } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { officialKeys } from './get-officials.ts';

/**
 * `POST /api/clubs/{slug}/officials/`: "Bjud in funktionär" by e-mail address; the answer is
 * the new row (a 400 names the field, a 429 says why in `detail`).
 */
export async function inviteOfficial(club: string, body: OfficialCreate): Promise<Official> {
  const data = await apiRequest<Official | null>(
    `/api/clubs/${encodeURIComponent(club)}/officials/`,
    { method: 'POST', body },
  );
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/** Resolves once the club's list (and its log) show the new official. */
export function useInviteOfficial(club: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfficialCreate) => inviteOfficial(club, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officialKeys.all }),
  });
}
