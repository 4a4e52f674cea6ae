import type { SailorContact } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

export const sailorContactKey = (sailorId: number) => ['sailors', 'contact', sailorId] as const;

/**
 * `GET /api/sailors/{id}/contact/` (issue 31): her private "Mobilnummer", for the sailor herself
 * and staff only (others get 404).
 */
export async function getSailorContact(sailorId: number): Promise<SailorContact> {
  const data = await apiRequest<SailorContact | null>(`/api/sailors/${sailorId}/contact/`);
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const sailorContactQuery = (sailorId: number) =>
  queryOptions({ queryKey: sailorContactKey(sailorId), queryFn: () => getSailorContact(sailorId) });

export function useSailorContact(sailorId: number) {
  return useQuery({ ...sailorContactQuery(sailorId), enabled: sailorId > 0 });
}
