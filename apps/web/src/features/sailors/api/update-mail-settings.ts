import type { MailSettings, MailSettingsUpdateInput } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { mailSettingsQuery } from './get-mail-settings.ts';

/** `PUT /api/sailors/{id}/mail-settings/`: the kinds given are switched, the others stay. */
export async function updateMailSettings(
  sailorId: number,
  body: MailSettingsUpdateInput,
): Promise<MailSettings> {
  const data = await apiRequest<MailSettings | null>(`/api/sailors/${sailorId}/mail-settings/`, {
    method: 'PUT',
    body,
  });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/** Switches kinds of mail; the answer replaces the cached settings. */
export function useUpdateMailSettings(sailorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MailSettingsUpdateInput) => updateMailSettings(sailorId, body),
    onSuccess: (saved) => queryClient.setQueryData(mailSettingsQuery(sailorId).queryKey, saved),
  });
}
