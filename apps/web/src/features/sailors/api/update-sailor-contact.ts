import type { SailorContact, SailorContactUpdate } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { sailorContactKey } from './get-sailor-contact.ts';

/** `PUT /api/sailors/{id}/contact/` (issue 31): the number as typed; the server normalizes it. */
export async function updateSailorContact(
  sailorId: number,
  body: SailorContactUpdate,
): Promise<SailorContact> {
  const data = await apiRequest<SailorContact | null>(`/api/sailors/${sailorId}/contact/`, {
    method: 'PUT',
    body,
  });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/** Saves "Mobilnummer"; the answer replaces the cached one. */
export function useUpdateSailorContact(sailorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SailorContactUpdate) => updateSailorContact(sailorId, body),
    onSuccess: (saved) => queryClient.setQueryData(sailorContactKey(sailorId), saved),
  });
}
