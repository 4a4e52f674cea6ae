import type { Unsubscribe } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/** `GET /api/unsubscribe/{token}/`: what a mail's unsubscribe link is for; changes nothing. */
export async function getUnsubscribe(token: string): Promise<Unsubscribe> {
  const data = await apiRequest<Unsubscribe | null>(
    `/api/unsubscribe/${encodeURIComponent(token)}/`,
    { auth: false },
  );
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const unsubscribeQuery = (token: string) =>
  queryOptions({
    queryKey: ['unsubscribe', token],
    queryFn: () => getUnsubscribe(token),
    retry: false,
  });

export function useUnsubscribeInfo(token: string) {
  return useQuery(unsubscribeQuery(token));
}
