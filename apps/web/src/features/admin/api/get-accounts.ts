import type { Account } from '@segla/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { adminKeys } from './get-admin-clubs.ts';

/** `GET /api/accounts/?query=` (staff): at most 50 accounts, newest first. */
export async function getAccounts(query: string): Promise<Account[]> {
  const data = await apiRequest<Account[] | null>(
    `/api/accounts/?query=${encodeURIComponent(query)}`,
  );
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const accountsQuery = (query: string) =>
  queryOptions({ queryKey: [...adminKeys.accounts, query], queryFn: () => getAccounts(query) });

export function useAccounts(query: string) {
  // The table keeps the last answer while the next search runs.
  return useQuery({ ...accountsQuery(query), placeholderData: keepPreviousData });
}
