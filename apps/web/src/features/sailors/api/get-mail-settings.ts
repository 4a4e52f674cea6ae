import type { MailSettings } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/** `GET /api/sailors/{id}/mail-settings/` (docs/product.md §19): each kind of mail on or off. */
export async function getMailSettings(sailorId: number): Promise<MailSettings> {
  const data = await apiRequest<MailSettings | null>(`/api/sailors/${sailorId}/mail-settings/`);
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const mailSettingsQuery = (sailorId: number) =>
  queryOptions({
    queryKey: ['sailors', sailorId, 'mail-settings'],
    queryFn: () => getMailSettings(sailorId),
  });

export function useMailSettings(sailorId: number) {
  return useQuery(mailSettingsQuery(sailorId));
}
