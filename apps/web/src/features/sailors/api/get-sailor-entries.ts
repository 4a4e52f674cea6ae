import type { SailorEntry } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/** `GET /api/sailors/{id or slug}/entries/`: her entries and results, newest first. */
export async function getSailorEntries(slug: string): Promise<SailorEntry[]> {
  const data = await apiRequest<SailorEntry[] | null>(
    `/api/sailors/${encodeURIComponent(slug)}/entries/`,
  );
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const sailorEntriesQuery = (slug: string) =>
  queryOptions({
    queryKey: ['sailors', slug, 'entries'],
    queryFn: () => getSailorEntries(slug),
  });

export function useSailorEntries(slug: string) {
  return useQuery(sailorEntriesQuery(slug));
}
