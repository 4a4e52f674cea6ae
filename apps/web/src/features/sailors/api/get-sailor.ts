import type { Sailor } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/** `GET /api/sailors/{id or slug}/`: one sailor profile. */
export async function getSailor(slug: string): Promise<Sailor> {
  const data = await apiRequest<Sailor | null>(`/api/sailors/${encodeURIComponent(slug)}/`);
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const sailorQuery = (slug: string) =>
  queryOptions({ queryKey: ['sailors', slug], queryFn: () => getSailor(slug) });

export function useSailor(slug: string) {
  return useQuery(sailorQuery(slug));
}
